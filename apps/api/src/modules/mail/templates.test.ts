import { SUPPORTED_LOCALES } from '@donut/i18n';
import { escapeHtml } from './escape-html';
import { MAIL_KINDS, renderMail, type MailKind } from './templates';

const link = 'https://donut.ge/ru/?modal=modal-auth-login&confirm_email=abc123';
const withLink: MailKind[] = ['confirm-email', 'reset-password', 'confirm-new-email'];
const cases = MAIL_KINDS.flatMap((kind) => SUPPORTED_LOCALES.map((locale) => [kind, locale] as const));

describe.each(cases)('renderMail(%s, %s)', (kind, locale) => {
  const mail = renderMail(kind, locale, { link });

  it('has a subject, an HTML document in the right language and a plain text', () => {
    expect(mail.subject.trim().length).toBeGreaterThan(5);
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.html).toContain(escapeHtml(mail.subject));
    expect(mail.text.trim().length).toBeGreaterThan(40);
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it('writes the subject and the text in the script of the locale', () => {
    const script = { ru: /\p{Script=Cyrillic}/u, en: /^[\x20-\x7e]+$/, ka: /\p{Script=Georgian}/u }[locale];
    expect(mail.subject).toMatch(script);
    expect(mail.subject).toContain('Donut');
    // No Cyrillic left in a Georgian or English mail, no Georgian in a Russian or English one.
    if (locale !== 'ru') expect(mail.text).not.toMatch(/\p{Script=Cyrillic}/u);
    if (locale !== 'ka') expect(mail.text).not.toMatch(/\p{Script=Georgian}/u);
  });

  if (withLink.includes(kind)) {
    it('carries the link in a button and in the text', () => {
      expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
      expect(mail.text).toContain(link);
    });

    it('names how long the link is valid', () => {
      expect(mail.text).toContain(kind === 'reset-password' ? '60' : '24');
    });
  } else {
    it('has no link', () => {
      expect(mail.html).not.toContain('href=');
      expect(mail.text).not.toContain('http');
    });
  }
});

describe('renderMail', () => {
  it('writes each mail differently in each locale', () => {
    for (const kind of MAIL_KINDS) {
      const [ru, en, ka] = SUPPORTED_LOCALES.map((locale) => renderMail(kind, locale, { link }));
      expect(new Set([ru.subject, en.subject, ka.subject]).size).toBe(3);
      expect(new Set([ru.text, en.text, ka.text]).size).toBe(3);
    }
  });

  it('gives each kind its own subject', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const subjects = MAIL_KINDS.map((kind) => renderMail(kind, locale, { link }).subject);
      expect(new Set(subjects).size).toBe(MAIL_KINDS.length);
    }
  });

  it.each(withLink)('escapes a hostile link in the HTML of %s and keeps it verbatim in the text', (kind) => {
    const hostile = "https://donut.ge/en/?reset_password=x\"><script>alert(1)</script>&a='b'";
    const mail = renderMail(kind, 'en', { link: hostile });
    expect(mail.html).not.toContain('"><script>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;a=&#39;b&#39;');
    expect(mail.text).toContain(hostile);
  });

  it.each(withLink)('refuses to render %s without a link or with a non-web link', (kind) => {
    expect(() => renderMail(kind, 'ru', {})).toThrow(/needs a link/);
    expect(() => renderMail(kind, 'ru', { link: 'javascript:alert(1)' })).toThrow(/http/);
    expect(() => renderMail(kind, 'ru', { link: '/ru/?confirm_email=abc' })).toThrow(/absolute/);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});

describe('the "password changed" mail and messenger sign-ins', () => {
  const disconnect = { ru: '«Отключить»', en: '“Disconnect”', ka: '„გათიშვას“' } as const;

  it.each(SUPPORTED_LOCALES)(
    'in %s, lists the Telegram sign-ins still linked, with the user id, and says how to disconnect them',
    (locale) => {
      const mail = renderMail('password-changed', locale, { linkedTelegram: ['6000000042'] });
      expect(mail.text).toContain('6000000042');
      expect(mail.text).toContain('Telegram');
      expect(mail.text).toContain(disconnect[locale]);
      expect(mail.html).toContain('6000000042');
      expect(mail.text).not.toContain('http');
    },
  );

  it.each(SUPPORTED_LOCALES)(
    'in %s, says nothing of Telegram when none is linked, and says when it was disconnected',
    (locale) => {
      const plain = renderMail('password-changed', locale, {});
      expect(plain.text).not.toContain('Telegram');
      const unlinked = renderMail('password-changed', locale, { unlinkedTelegram: true });
      expect(unlinked.text).toContain('Telegram');
      expect(unlinked.text).not.toContain(disconnect[locale]);
    },
  );

  it('lists nothing that is not a Telegram user id', () => {
    const mail = renderMail('password-changed', 'en', { linkedTelegram: ['<script>alert(1)</script>'] });
    expect(mail.text).not.toContain('script');
    expect(mail.html).not.toContain('script');
  });
});
