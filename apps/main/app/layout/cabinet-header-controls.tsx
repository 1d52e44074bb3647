import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { rememberLocale, useGoBack, useTelegramWebApp } from '@donut/app-shell';
import type { Locale } from '@donut/i18n';
import { pathInLocale } from '@donut/link-builder';
import { LanguageSwitcher, Modal } from '@donut/ui';
import { CabinetMenuLinks } from '../features/cabinet/cabinet-menu-links';
import { isCabinetTopLevel } from '../features/cabinet/cabinet-location';
import { useCabinetMenu } from '../features/cabinet/use-cabinet-menu';
import { MainMenuLinks } from './main-menu-links';

export const CABINET_MENU_ID = 'cabinet-menu';

/**
 * The cabinet header's controls on a narrow screen (CSS hides them from 769 px, where the sidebar shows):
 * Back on pages below the menu's own, and the menu button with its drawer, which holds the cabinet menu, the
 * main menu (spec §4) and the language switcher, which a phone's header has no room for. Inside Telegram its own
 * back button does Back, so the page shows none.
 */
export function CabinetHeaderControls({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const menu = useCabinetMenu();
  const goBack = useGoBack();
  const isInTelegram = useTelegramWebApp() !== null;
  const hasBack = !isInTelegram && !isCabinetTopLevel(pathname);

  return (
    <div className="cabinet-header-controls">
      <button
        type="button"
        id="cabinet-menu-button"
        className="cabinet-header-controls__button"
        aria-label={intl.formatMessage({ id: 'main.cabinet.menu.open' })}
        aria-haspopup="dialog"
        aria-expanded={menu.isOpen}
        aria-controls={menu.isOpen ? CABINET_MENU_ID : undefined}
        onClick={menu.open}
      >
        <span className="cabinet-header-controls__burger" aria-hidden="true" />
      </button>
      {hasBack ? (
        <button
          type="button"
          className="cabinet-header-controls__button"
          aria-label={intl.formatMessage({ id: 'main.cabinet.back' })}
          onClick={goBack}
        >
          <span aria-hidden="true">←</span>
        </button>
      ) : null}
      <Modal
        id={CABINET_MENU_ID}
        size="drawer"
        isOpen={menu.isOpen}
        title={intl.formatMessage({ id: 'main.cabinet.menu.title' })}
        onClose={menu.close}
      >
        <nav className="cabinet-drawer__menu" aria-label={intl.formatMessage({ id: 'main.cabinet.menu' })}>
          <CabinetMenuLinks locale={locale} />
        </nav>
        <nav className="cabinet-drawer__main-menu" aria-label={intl.formatMessage({ id: 'main.nav.main' })}>
          <MainMenuLinks locale={locale} />
        </nav>
        <div className="cabinet-drawer__languages">
          <LanguageSwitcher
            current={locale}
            hrefFor={(target) => pathInLocale(pathname, search, target)}
            onSwitch={rememberLocale}
          />
        </div>
      </Modal>
    </div>
  );
}
