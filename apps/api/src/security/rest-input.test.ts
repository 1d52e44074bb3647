import { pathsWithControlCharacters } from './rest-input';

describe('pathsWithControlCharacters', () => {
  it('finds nothing in clean bodies, tabs and line breaks included', () => {
    expect(
      pathsWithControlCharacters({
        email: 'a@mail.test',
        note: 'two\nlines\tand a tab',
        list: [1, true, null, { deep: 'ok' }],
      }),
    ).toEqual([]);
    expect(pathsWithControlCharacters('plain')).toEqual([]);
  });

  it('names every field holding a control character or a lone surrogate, nested ones too', () => {
    expect(
      pathsWithControlCharacters({
        email: 'a\u0000@mail.test',
        items: [{ name: 'ok' }, { name: 'x\u001b' }],
        nested: { deeper: ['\ud800'] },
      }),
    ).toEqual(['email', 'items[1].name', 'nested.deeper[0]']);
    expect(pathsWithControlCharacters('\u0000')).toEqual(['']);
  });

  it('reports a bad key on the object holding it, without echoing the key', () => {
    expect(pathsWithControlCharacters({ 'a\u0000': 1, inner: { '\u0007': 'x' } })).toEqual(['', 'inner']);
  });

  it('walks a body nested far deeper than the call stack would allow', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(pathsWithControlCharacters(deep)).toEqual(['']);
  });

  it('stops after the first few', () => {
    expect(
      pathsWithControlCharacters(
        Array.from({ length: 50 }, () => '\u0000'),
        3,
      ),
    ).toHaveLength(3);
  });
});
