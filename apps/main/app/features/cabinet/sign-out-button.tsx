import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { clearBrowserApolloCaches, useAuthApi, usePageLocale } from '@donut/app-shell';
import { routeHref } from '@donut/link-builder';

/** Ends the session on the server (cookies included) and leaves the cabinet for the home page. */
export function SignOutButton() {
  const authApi = useAuthApi();
  const locale = usePageLocale();
  const [isBusy, setIsBusy] = useState(false);

  async function handleSignOut() {
    setIsBusy(true);
    await authApi.logout();
    await clearBrowserApolloCaches();
    // A full load: the server renders the home page for a visitor, with no owner data left in memory.
    window.location.assign(routeHref('main', 'home', {}, { locale }));
  }

  return (
    <button
      type="button"
      className="donut-button donut-button--link"
      onClick={handleSignOut}
      disabled={isBusy}
      aria-busy={isBusy}
    >
      <FormattedMessage id="main.cabinet.sign-out" />
    </button>
  );
}
