import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { intlProviderProps } from '@donut/i18n';
import { loginSchema } from '@donut/validation';
import { catalogs } from '../i18n/catalogs';
import { castValues, useSchemaValidate } from './schema-form';

const inRussian = ({ children }: { children: ReactNode }) => (
  <IntlProvider {...intlProviderProps('ru', catalogs)}>{children}</IntlProvider>
);

describe('schema forms', () => {
  it('formats the schema errors in the page language', () => {
    const { result } = renderHook(() => useSchemaValidate(loginSchema), { wrapper: inRussian });
    expect(result.current({ email: 'no-at', password: '' })).toEqual({
      email: expect.stringMatching(/[А-Яа-я]/),
      password: expect.stringMatching(/[А-Яа-я]/),
    });
    expect(result.current({ email: 'a@b.ge', password: 'x' })).toEqual({});
  });

  it('casts values for sending and refuses invalid ones', () => {
    expect(castValues(loginSchema, { email: ' a@b.ge ', password: 'x' })).toEqual({
      email: 'a@b.ge',
      password: 'x',
    });
    expect(castValues(loginSchema, { email: 'nope', password: 'x' })).toBeNull();
  });
});
