import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckboxField } from './checkbox-field';

function TermsField({ error }: { error?: string }) {
  const [checked, setChecked] = useState(false);
  return (
    <CheckboxField
      name="terms"
      checked={checked}
      onChange={(event) => setChecked(event.target.checked)}
      error={error}
      label={
        <>
          I accept the <a href="#terms">terms</a>
        </>
      }
    />
  );
}

describe('CheckboxField', () => {
  it('toggles from the box and from its label', async () => {
    render(<TermsField />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await userEvent.click(box);
    expect(box).toHaveProperty('checked', true);
    await userEvent.click(screen.getByText('I accept the'));
    expect(box).toHaveProperty('checked', false);
  });

  it('links its error and marks itself invalid', () => {
    render(<TermsField error="Accept the terms to continue" />);
    const box = screen.getByRole('checkbox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const errorId = box.getAttribute('aria-describedby') as string;
    expect(document.getElementById(errorId)?.textContent).toBe('Accept the terms to continue');
  });
});
