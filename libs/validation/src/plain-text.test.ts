import { plainName, stripControlCharacters, truncateGraphemes } from './plain-text';

describe('stripControlCharacters', () => {
  it('removes NUL and other control characters, bidi overrides and lone surrogates', () => {
    expect(stripControlCharacters('Ni\u0000no')).toBe('Nino');
    expect(stripControlCharacters('\u0000')).toBe('');
    expect(stripControlCharacters('a\u0007b\u001bc\u007fd\u0085e')).toBe('abcd e');
    expect(stripControlCharacters('Anna\u202Egnp.exe')).toBe('Annagnp.exe');
    expect(stripControlCharacters('x\uD83Dy\uDE00z')).toBe('xyz');
  });

  it('turns line breaks and tabs into single spaces and trims', () => {
    expect(stripControlCharacters('  Нино\r\n\tბერიძე \u2028 ')).toBe('Нино ბერიძე');
  });

  it('keeps letters of every script and whole emoji sequences', () => {
    const family = '👨‍👩‍👧‍👦';
    const flag = '🇬🇪';
    const text = `Нино ბერიძე ${family} ${flag} ❤️ é`;
    expect(stripControlCharacters(text)).toBe(text);
  });
});

describe('truncateGraphemes', () => {
  it('leaves text within the limit as it is', () => {
    expect(truncateGraphemes('Нино', 4)).toBe('Нино');
  });

  it('never cuts an emoji into a lone surrogate (what .slice did)', () => {
    const name = `${'a'.repeat(99)}😀`;
    expect(name.slice(0, 100)).toMatch(/\uD83D$/);
    const cut = truncateGraphemes(name, 100);
    expect(cut).toBe(name);
    const longer = `${'a'.repeat(100)}😀`;
    expect(truncateGraphemes(longer, 100)).toBe('a'.repeat(100));
    expect(truncateGraphemes(`${'a'.repeat(99)}😀😀`, 100)).toBe(`${'a'.repeat(99)}😀`);
  });

  it('keeps or drops a multi-code-point grapheme whole, within the code point budget of varchar(n)', () => {
    const family = '👨‍👩‍👧‍👦'; // 7 code points, one grapheme
    expect(truncateGraphemes(`${'a'.repeat(95)}${family}`, 100)).toBe('a'.repeat(95));
    expect(truncateGraphemes(`${'a'.repeat(93)}${family}b`, 100)).toBe(`${'a'.repeat(93)}${family}`);
    const result = truncateGraphemes(`${'a'.repeat(98)}e\u0301\u0301x`, 100);
    expect(result).toBe('a'.repeat(98));
    expect([...result].length).toBeLessThanOrEqual(100);
  });
});

describe('plainName', () => {
  it('cleans, trims and cuts a name; null when nothing is left', () => {
    expect(plainName('  Нино\u0000 ', 100)).toBe('Нино');
    expect(plainName('\u0000\u0001', 100)).toBeNull();
    expect(plainName(undefined, 100)).toBeNull();
    expect(plainName(`${'b'.repeat(99)} 😀`, 100)).toBe('b'.repeat(99));
    expect(plainName('🇬🇪'.repeat(60), 100)).toBe('🇬🇪'.repeat(50));
  });
});
