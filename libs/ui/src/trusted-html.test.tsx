import { render, screen } from '@testing-library/react';
import { TrustedHtml } from './trusted-html';

describe('TrustedHtml', () => {
  it('renders the markup it is given', () => {
    render(<TrustedHtml html='Read the <a href="/ru/terms">terms</a>' />);
    expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/ru/terms');
  });
});
