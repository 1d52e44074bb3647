import { render, screen } from '@testing-library/react';
import { FormError } from './form-error';

describe('FormError', () => {
  it('announces the error of the whole form', () => {
    render(<FormError>Неверный e-mail или пароль</FormError>);
    expect(screen.getByRole('alert').textContent).toBe('Неверный e-mail или пароль');
  });

  it.each([undefined, null, false, ''])('renders nothing for %p', (empty) => {
    render(<FormError>{empty}</FormError>);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
