import { screen, within } from '@testing-library/react';
import { renderInMain } from '../testing/render-in-main';
import Contacts from './contacts';

describe('the public contacts page', () => {
  it('tells the support channels of each plan and offers an empty form to a visitor', () => {
    renderInMain(<Contacts />, { url: '/ka/contacts' });
    expect(screen.getByRole('heading', { level: 1, name: 'კონტაქტები' })).toBeTruthy();
    const support = screen
      .getByRole('heading', { level: 2, name: 'როგორ მუშაობს მხარდაჭერა თითოეულ ტარიფზე' })
      .closest('section') as HTMLElement;
    expect(
      within(support)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['საბაზისო მხარდაჭერა', 'პრიორიტეტული მხარდაჭერა', 'პერსონალური მენეჯერი']);
    // No account to fill it from: every field is the visitor's to type.
    for (const label of ['სახელი', 'ელფოსტა', 'ტელეფონი', 'თქვენი შეკითხვა'])
      expect(screen.getByLabelText<HTMLInputElement>(label).value).toBe('');
    expect(screen.getByRole('button', { name: 'გაგზავნა' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'კითხვები და პასუხები' }).getAttribute('href')).toBe(
      '/ka/questions',
    );
  });
});
