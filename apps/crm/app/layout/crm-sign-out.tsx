import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { clearBrowserApolloCaches, links, useAuthApi } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';

/** Ends the owner's session everywhere (the cookie is shared with the main site) and goes to the main site. */
export function CrmSignOut({ locale }: { locale: Locale }) {
  const authApi = useAuthApi();
  const [isBusy, setIsBusy] = useState(false);

  async function handleSignOut() {
    setIsBusy(true);
    await authApi.logout();
    await clearBrowserApolloCaches();
    window.location.assign(links().route('main', 'home', {}, { locale }));
  }

  return (
    <button
      type="button"
      className="donut-button donut-button--link"
      onClick={handleSignOut}
      disabled={isBusy}
      aria-busy={isBusy}
    >
      <FormattedMessage id="crm.nav.sign-out" />
    </button>
  );
}
