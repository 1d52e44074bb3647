import { screen, within } from '@testing-library/react';
import { readPublicEnv } from '@donut/app-shell';
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

  describe('the support mailbox and the messengers (issue 13)', () => {
    const windowEnv = window as unknown as Record<string, unknown>;
    afterEach(() => delete windowEnv.__DONUT_ENV__);

    it("links the API's default mailbox, and no Telegram where the deployment has no bot", () => {
      renderInMain(<Contacts />, { url: '/en/contacts' });
      const mail = screen.getByRole('link', { name: 'E-mail Donut support: support@donut.local' });
      expect(mail.getAttribute('href')).toBe('mailto:support@donut.local');
      expect(screen.queryByRole('link', { name: /Telegram/ })).toBeNull();
    });

    it('links the mailbox and the bot this deployment names, as the server rendered them', () => {
      windowEnv.__DONUT_ENV__ = readPublicEnv({
        SUPPORT_EMAIL: 'help@donut.ge',
        TELEGRAM_BOT_USERNAME: 'donut_bot',
      });
      renderInMain(<Contacts />, { url: '/ru/contacts' });
      expect(
        screen.getByRole('link', { name: 'Написать в поддержку Donut: help@donut.ge' }).getAttribute('href'),
      ).toBe('mailto:help@donut.ge');
      expect(
        screen.getByRole('link', { name: 'Открыть бота Donut в Telegram: @donut_bot' }).getAttribute('href'),
      ).toBe('https://t.me/donut_bot');
    });
  });
});
