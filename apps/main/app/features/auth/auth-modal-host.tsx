import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { MODAL_IDS, QUERY_KEYS, safeRedirectPath } from '@donut/auth';
import { DEFAULT_LOCALE, isLocale } from '@donut/i18n';
import { routeHref } from '@donut/link-builder';
import { selectIsAuthenticated, useAppSelector } from '@donut/store';
import { Modal } from '@donut/ui';
import {
  authScreenOf,
  isAuthModalOpen,
  withAuthScreen,
  withoutAuthModal,
  AUTH_QUERY,
  type AuthScreen,
} from '../../shared/auth-modal/auth-url';
import { navigateFully } from './full-navigation';
import { LoginScreen } from './login-screen';
import { RegisterScreen } from './register-screen';
import { RemindScreen } from './remind-screen';
import { ResetScreen } from './reset-screen';
import { useConfirmEmailLink } from './use-confirm-email-link';
import { useEndSessionOnOpen } from './use-end-session-on-open';
import { useFocusOnScreenChange } from './use-focus-on-screen-change';

const TITLE_IDS: Record<AuthScreen, string> = {
  login: 'main.auth.login.title',
  register: 'main.auth.register.title',
  remind: 'main.auth.remind.title',
  reset: 'main.auth.reset.title',
};

// Replace: the modal's screens are one history entry. No scroll reset: the page stays where it was under the modal.
const URL_UPDATE = { replace: true, preventScrollReset: true } as const;

/**
 * The auth modal of spec §2, driven by the URL (`?modal=modal-auth-login`, `auth_view`,
 * `reset_password`, `redirect_to`), so the route guards, mailed links and header links all open it
 * the same way. Also handles mailed confirmation links. Mount once in the site layout.
 */
export function AuthModalHost() {
  const params = useParams();
  const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
  const [searchParams, setSearchParams] = useSearchParams();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [isLeaving, setIsLeaving] = useState(false);
  const isOpen = isAuthModalOpen(searchParams);
  const screen = authScreenOf(searchParams);
  useEndSessionOnOpen(isOpen);
  useFocusOnScreenChange(isOpen ? screen : null);
  useConfirmEmailLink();

  const handleClose = () => setSearchParams(withoutAuthModal(searchParams), URL_UPDATE);

  const handleSignedIn = () => {
    // redirect_to is visitor-controlled: checked again here, or the login would be an open redirect.
    const target =
      safeRedirectPath(searchParams.get(QUERY_KEYS.redirectTo)) ??
      routeHref('main', 'clientProjects', {}, { locale });
    // Closed here rather than through the URL: a client navigation now would revalidate the page's
    // loaders with the new session and race the full load below.
    setIsLeaving(true);
    // A full load, so the server renders the cabinet with the new session cookie.
    navigateFully(target);
  };

  const handlePasswordSaved = () => setSearchParams(withAuthScreen(searchParams, 'login'), URL_UPDATE);

  const renderScreen = () => {
    switch (screen) {
      case 'register':
        return <RegisterScreen locale={locale} onSignedIn={handleSignedIn} />;
      case 'remind':
        return <RemindScreen />;
      case 'reset': {
        const token = searchParams.get(AUTH_QUERY.resetPassword) ?? '';
        // Keyed by the token: another mailed link starts a clean form.
        return <ResetScreen key={token} token={token} onSaved={handlePasswordSaved} />;
      }
      default:
        return <LoginScreen onSignedIn={handleSignedIn} />;
    }
  };

  return (
    <Modal
      id={MODAL_IDS.authLogin}
      isOpen={isOpen && !isLeaving}
      title={<FormattedMessage id={TITLE_IDS[screen]} />}
      onClose={handleClose}
    >
      {isAuthenticated ? (
        <p role="status">
          <FormattedMessage id="main.auth.modal.ending-session" />
        </p>
      ) : (
        renderScreen()
      )}
    </Modal>
  );
}
