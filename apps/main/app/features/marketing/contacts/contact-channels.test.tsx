import { screen, within } from '@testing-library/react';
import { renderInMain } from '../../../testing/render-in-main';
import { ContactChannels } from './contact-channels';

describe('ContactChannels', () => {
  it('links the support mailbox and the Donut bot, each named for what it opens', () => {
    renderInMain(<ContactChannels supportEmail="help@donut.ge" telegramBot="donut_bot" />, {
      url: '/ru/contacts',
    });
    const section = screen.getByRole('region', { name: 'Напишите нам напрямую' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Электронная почта', 'Telegram']);
    const mail = within(section).getByRole('link', { name: 'Написать в поддержку Donut: help@donut.ge' });
    expect(mail.getAttribute('href')).toBe('mailto:help@donut.ge');
    // The address shows as it is, marked as no language; the purpose is for screen readers.
    expect(within(mail).getByText('help@donut.ge').getAttribute('lang')).toBe('');
    const bot = within(section).getByRole('link', { name: 'Открыть бота Donut в Telegram: @donut_bot' });
    expect(bot.getAttribute('href')).toBe('https://t.me/donut_bot');
    expect(within(bot).getByText('@donut_bot').getAttribute('lang')).toBe('');
  });

  it('names the links in English and Georgian too', () => {
    const { unmount } = renderInMain(
      <ContactChannels supportEmail="help@donut.ge" telegramBot="donut_bot" />,
      {
        url: '/en/contacts',
      },
    );
    expect(screen.getByRole('link', { name: 'E-mail Donut support: help@donut.ge' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the Donut bot in Telegram: @donut_bot' })).toBeTruthy();
    unmount();
    renderInMain(<ContactChannels supportEmail="help@donut.ge" telegramBot="donut_bot" />, {
      url: '/ka/contacts',
    });
    expect(screen.getByRole('link', { name: 'მისწერეთ Donut-ის მხარდაჭერას: help@donut.ge' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'გახსენით Donut-ის ბოტი Telegram-ში: @donut_bot' })).toBeTruthy();
  });

  it('offers no Telegram when the deployment has no bot', () => {
    renderInMain(<ContactChannels supportEmail="support@donut.local" telegramBot={null} />, {
      url: '/en/contacts',
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Telegram')).toBeNull();
    expect(screen.queryByRole('link', { name: /Telegram/ })).toBeNull();
  });
});
