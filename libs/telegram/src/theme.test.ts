import { createFakeWebApp } from './fake-web-app';
import { applyThemeTokens, contrastRatio, themeTokens } from './theme';

const FALLBACK = { text: '#1d1b2c', muted: '#5d5a72' };

/** Telegram's own light and night themes (their default colours). */
const LIGHT = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#707579',
  link_color: '#3390ec',
  button_color: '#3390ec',
  button_text_color: '#ffffff',
  secondary_bg_color: '#f4f4f5',
};
const NIGHT = {
  bg_color: '#212121',
  text_color: '#ffffff',
  hint_color: '#aaaaaa',
  link_color: '#8774e1',
  button_color: '#8774e1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#0f0f0f',
};

/** A style declaration that keeps its custom properties in a map. */
function fakeStyle() {
  const properties = new Map<string, string>();
  return {
    properties,
    setProperty: (name: string, value: string | null) => void properties.set(name, value ?? ''),
    removeProperty: (name: string) => {
      properties.delete(name);
      return '';
    },
  };
}

describe('contrastRatio', () => {
  it('is the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('themeTokens', () => {
  it("takes a light theme's text and hint colours, which read on white", () => {
    expect(themeTokens(LIGHT, FALLBACK)).toEqual({
      '--donut-color-text': '#000000',
      '--donut-color-muted': '#707579',
    });
    // Its surface is refused: the hint colour on it would fall under 4.5:1.
    expect(contrastRatio(LIGHT.hint_color, LIGHT.secondary_bg_color)).toBeLessThan(4.5);
  });

  it('refuses a link colour too pale for white, and never the background or button colours', () => {
    const tokens = themeTokens(LIGHT, FALLBACK);
    expect(contrastRatio(LIGHT.link_color, '#ffffff')).toBeLessThan(4.5);
    expect(tokens).not.toHaveProperty('--donut-color-link');
    expect(Object.values(tokens)).not.toContain(LIGHT.button_color);
    expect(themeTokens({ link_color: '#1a5fb4' }, FALLBACK)).toEqual({ '--donut-color-link': '#1a5fb4' });
  });

  it('takes nothing of a night theme: its light text would vanish on the white page', () => {
    expect(themeTokens(NIGHT, FALLBACK)).toEqual({});
  });

  it('keeps its own surface when the text in use would not read on the theme one', () => {
    expect(themeTokens({ secondary_bg_color: '#c0c0c0' }, FALLBACK)).toEqual({});
    expect(themeTokens({ secondary_bg_color: '#fafafa' }, FALLBACK)).toEqual({
      '--donut-color-surface': '#fafafa',
    });
  });

  it('ignores what is not a #rrggbb colour', () => {
    expect(themeTokens({ text_color: 'red; background: url(x)', hint_color: '#000' }, FALLBACK)).toEqual({});
  });
});

describe('applyThemeTokens', () => {
  it('sets the tokens, follows a theme switch and undoes everything', () => {
    const { webApp, changeTheme, calls } = createFakeWebApp(undefined, { themeParams: LIGHT });
    const style = fakeStyle();
    const undo = applyThemeTokens(webApp, style, FALLBACK);
    expect(style.properties.get('--donut-color-text')).toBe('#000000');

    changeTheme(NIGHT);
    expect([...style.properties]).toEqual([]);
    changeTheme({ text_color: '#222222' });
    expect([...style.properties]).toEqual([['--donut-color-text', '#222222']]);

    undo();
    expect([...style.properties]).toEqual([]);
    expect(calls.map(([method]) => method)).toEqual(['onEvent', 'offEvent']);
    changeTheme(LIGHT);
    expect([...style.properties]).toEqual([]);
  });
});
