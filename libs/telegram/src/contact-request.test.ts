import { requestPhone } from './contact-request';
import { createFakeWebApp } from './fake-web-app';

describe('requestPhone', () => {
  it('tells whether the user shared the phone with the bot', async () => {
    const shares = createFakeWebApp(undefined, { sharesContact: true });
    expect(await requestPhone(shares.webApp)).toBe('sent');
    expect(shares.calls.map(([method]) => method)).toEqual(['requestContact']);
    const refuses = createFakeWebApp(undefined, { sharesContact: false });
    expect(await requestPhone(refuses.webApp)).toBe('cancelled');
  });

  it('answers unsupported where the Telegram client lacks the request or refuses it', async () => {
    expect(await requestPhone({})).toBe('unsupported');
    const old = createFakeWebApp(undefined, { failing: ['requestContact'] });
    expect(await requestPhone(old.webApp)).toBe('unsupported');
  });
});
