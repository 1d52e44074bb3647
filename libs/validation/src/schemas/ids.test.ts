import { isSerialId, isUuid } from './ids';

describe('isUuid', () => {
  it.each([
    '0b9e8a5c-3c1f-4a51-9a43-5f0a6f3f2a11',
    '00000000-0000-0000-0000-000000000000',
    'ABCDEF01-2345-6789-ABCD-EF0123456789',
  ])('accepts %s', (id) => {
    expect(isUuid(id)).toBe(true);
  });

  it.each([
    '-'.repeat(36),
    'f'.repeat(36),
    '0b9e8a5c3c1f4a519a435f0a6f3f2a11',
    '{0b9e8a5c-3c1f-4a51-9a43-5f0a6f3f2a11}',
    '0b9e8a5c-3c1f-4a51-9a43-5f0a6f3f2a1',
    '0b9e8a5c-3c1f-4a51-9a43-5f0a6f3f2a111',
    '0b9e8a5c-3c1f-4a51-9a43-5f0a6f3f2a1g',
    ' 0b9e8a5c-3c1f-4a51-9a43-5f0a6f3f2a11',
    '0b9e8a5c-3c1f-4a51-9a43-5f0a6f3f2a11\n',
    '0b9e8a5c-3c1f4-a51-9a43-5f0a6f3f2a11',
    '1',
    '',
  ])('refuses %j', (id) => {
    expect(isUuid(id)).toBe(false);
  });
});

describe('isSerialId', () => {
  it.each(['1', '42', '2147483647'])('accepts %s', (id) => {
    expect(isSerialId(id)).toBe(true);
  });

  it.each([
    '0',
    '-1',
    '01',
    '1.5',
    '1e3',
    ' 1',
    '1 ',
    '0x10',
    '2147483648',
    '99999999999',
    '-'.repeat(36),
    'x',
    '',
  ])('refuses %j', (id) => {
    expect(isSerialId(id)).toBe(false);
  });
});
