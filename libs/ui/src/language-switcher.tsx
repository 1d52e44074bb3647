import { useIntl } from 'react-intl';
import { LOCALE_NATIVE_NAMES, SUPPORTED_LOCALES, type Locale } from '@donut/i18n';

export interface LanguageSwitcherProps {
  current: Locale;
  /** The same page in another locale. */
  hrefFor: (locale: Locale) => string;
  /** Called before navigating, e.g. to remember the choice in the donut-locale cookie. */
  onSwitch?: (locale: Locale) => void;
  /** The languages offered, in this order; all of the product's by default (a project's site offers its own). */
  locales?: readonly Locale[];
}

/** Plain links, so switching works before hydration and search engines see every language. */
export function LanguageSwitcher({
  current,
  hrefFor,
  onSwitch,
  locales = SUPPORTED_LOCALES,
}: LanguageSwitcherProps) {
  const intl = useIntl();
  return (
    <nav
      className="donut-language-switcher"
      aria-label={intl.formatMessage({ id: 'ui.language-switcher.label' })}
    >
      {locales.map((locale) => (
        <a
          key={locale}
          href={hrefFor(locale)}
          hrefLang={locale}
          lang={locale}
          aria-current={locale === current ? 'true' : undefined}
          className="donut-language-switcher__link"
          onClick={() => onSwitch?.(locale)}
        >
          {LOCALE_NATIVE_NAMES[locale]}
        </a>
      ))}
    </nav>
  );
}
