import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './field';

function EmailField(props: Partial<TextFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      {...props}
    />
  );
}

const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  it('is a labelled, controlled input with the given name, type and autocomplete', async () => {
    const onBlur = jest.fn();
    render(<EmailField onBlur={onBlur} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('name')).toBe('email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBeNull();

    await userEvent.type(input, 'ann@example.com');
    expect(input).toHaveProperty('value', 'ann@example.com');
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('links the hint and the error as its description and marks itself invalid', () => {
    render(<EmailField hint="We send the confirmation there" error="Enter a valid e-mail" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toEqual(['We send the confirmation there', 'Enter a valid e-mail']);
  });

  it('gives every field its own id, so two forms can share field names', () => {
    render(
      <>
        <EmailField />
        <EmailField label="Email again" error="Required" />
      </>,
    );
    const [first, second] = screen.getAllByRole('textbox');
    expect(first.id).not.toBe(second.id);
    expect(descriptionOf(first)).toEqual([]);
    expect(descriptionOf(second)).toEqual(['Required']);
  });

  it('labels a password field, which has no textbox role', () => {
    render(<EmailField label="Password" name="password" type="password" autoComplete="current-password" />);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  });
});
