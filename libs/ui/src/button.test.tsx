import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Button, type ButtonProps } from './button';
import { uiCatalogs } from './messages';

const renderButton = (props: Partial<ButtonProps> = {}) =>
  render(
    <IntlProvider locale="ru" messages={uiCatalogs.ru}>
      <Button {...props}>{props.children ?? 'Войти'}</Button>
    </IntlProvider>,
  );

describe('Button', () => {
  it('is a plain button of the primary variant unless told otherwise', async () => {
    const onClick = jest.fn();
    renderButton({ onClick });
    const button = screen.getByRole('button', { name: 'Войти' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('donut-button donut-button--primary');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes the submit type and the other variants', () => {
    renderButton({ type: 'submit', variant: 'danger', children: 'Удалить аккаунт' });
    const button = screen.getByRole('button', { name: 'Удалить аккаунт' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.className).toBe('donut-button donut-button--danger');
  });

  it('while loading shows the loading text, is busy and cannot be clicked', async () => {
    const onClick = jest.fn();
    renderButton({ type: 'submit', isLoading: true, onClick });
    const button = screen.getByRole('button', { name: 'Загрузка…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button).toHaveProperty('disabled', true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is not busy when idle', () => {
    renderButton({ disabled: true });
    const button = screen.getByRole('button', { name: 'Войти' });
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button).toHaveProperty('disabled', true);
  });
});
