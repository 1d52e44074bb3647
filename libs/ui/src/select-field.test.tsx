import { render, screen } from '@testing-library/react';
import { SelectField } from './select-field';

describe('SelectField', () => {
  const options = [
    { value: '1', label: 'Georgia' },
    { value: '2', label: 'Armenia' },
  ];

  it('labels the select, offers the empty choice and links the error', () => {
    render(
      <SelectField
        label="Country"
        name="country"
        value=""
        options={options}
        emptyLabel="Not selected"
        onChange={() => undefined}
        error="Invalid value"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Not selected',
      'Georgia',
      'Armenia',
    ]);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') as string)?.textContent).toBe(
      'Invalid value',
    );
  });

  it('keeps showing a saved value that the loaded list no longer has, and is disabled while loading', () => {
    const { rerender } = render(
      <SelectField
        label="Language"
        name="language"
        value="9"
        options={options}
        emptyLabel="-"
        onChange={() => undefined}
      />,
    );
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('9');
    rerender(
      <SelectField
        label="Language"
        name="language"
        value="9"
        options={[]}
        emptyLabel="-"
        onChange={() => undefined}
        isLoading
      />,
    );
    expect((screen.getByRole('combobox') as HTMLSelectElement).disabled).toBe(true);
  });
});
