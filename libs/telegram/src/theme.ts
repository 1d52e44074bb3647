import { MINI_APP_COLOR } from './mini-app-container';
import type { TelegramThemeParams, TelegramWebApp } from './web-app';

/** WCAG AA for body text: the least contrast a theme colour must keep to be used. */
const MIN_CONTRAST = 4.5;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The design tokens a theme may set: text, secondary text, links and the tinted surface. */
export interface ThemeTokens {
  '--donut-color-text'?: string;
  '--donut-color-muted'?: string;
  '--donut-color-link'?: string;
  '--donut-color-surface'?: string;
}

/** The tokens' own values, which stay where a theme colour is refused. */
export interface ThemeFallback {
  text: string;
  muted: string;
}

const readable = (color: string | undefined, on: string): color is string =>
  color !== undefined && HEX_COLOR.test(color) && contrastRatio(color, on) >= MIN_CONTRAST;

/**
 * The user's Telegram theme where it does not fight the site: the page stays white (spec §1) and buttons and
 * accents keep the project's brand colour, so only text, secondary text and link colours are taken, each only
 * if it reads on white (a dark theme's light text would not), and the secondary background only if the text
 * and secondary text in use read on it. The theme's own background and button colours are never used.
 */
export function themeTokens(theme: TelegramThemeParams, fallback: ThemeFallback): ThemeTokens {
  const tokens: ThemeTokens = {};
  if (readable(theme.text_color, MINI_APP_COLOR)) tokens['--donut-color-text'] = theme.text_color;
  if (readable(theme.hint_color, MINI_APP_COLOR)) tokens['--donut-color-muted'] = theme.hint_color;
  if (readable(theme.link_color, MINI_APP_COLOR)) tokens['--donut-color-link'] = theme.link_color;
  const surface = theme.secondary_bg_color;
  const text = tokens['--donut-color-text'] ?? fallback.text;
  const muted = tokens['--donut-color-muted'] ?? fallback.muted;
  if (readable(surface, text) && readable(surface, muted)) tokens['--donut-color-surface'] = surface;
  return tokens;
}

/** Where the tokens go: an element's inline style, e.g. `document.documentElement.style`. */
export type TokenTarget = Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'>;

/**
 * Applies the theme's tokens to `style`, and again whenever the user switches the theme.
 * @returns the undoing: unsubscribes and removes the tokens it set
 */
export function applyThemeTokens(
  webApp: TelegramWebApp,
  style: TokenTarget,
  fallback: ThemeFallback,
): () => void {
  let applied: string[] = [];
  const apply = () => {
    applied.forEach((name) => style.removeProperty(name));
    const tokens = Object.entries(themeTokens(webApp.themeParams ?? {}, fallback));
    tokens.forEach(([name, value]) => style.setProperty(name, value));
    applied = tokens.map(([name]) => name);
  };
  apply();
  webApp.onEvent('themeChanged', apply);
  return () => {
    webApp.offEvent('themeChanged', apply);
    applied.forEach((name) => style.removeProperty(name));
  };
}
