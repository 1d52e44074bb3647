import { SUPPORTED_LOCALES, type Locale } from '@donut/i18n';
import { escapeHtml } from './escape-html';

/** The words of one mail in one language; the layout turns them into HTML and plain text. */
export interface MailCopy {
  subject: string;
  /** The line inbox lists show after the subject; hidden in the mail itself. */
  preheader: string;
  heading: string;
  /** Paragraphs above the button. */
  body: string[];
  /** The button's label. Only mails that carry a link have one. */
  action?: string;
  /** Paragraphs below the button, in a quieter colour. */
  notes: string[];
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** What every mail says around its own copy. */
interface FrameCopy {
  greeting: string;
  linkFallback: string;
  signature: string;
  footer: string;
}

const frame: Record<Locale, FrameCopy> = {
  ru: {
    greeting: 'Здравствуйте!',
    linkFallback: 'Если кнопка не нажимается, скопируйте ссылку в адресную строку браузера:',
    signature: 'Команда Donut',
    footer: 'Это автоматическое письмо от Donut.',
  },
  en: {
    greeting: 'Hi there,',
    linkFallback: "If the button doesn't work, copy this link into your browser:",
    signature: 'The Donut team',
    footer: 'This is an automated message from Donut.',
  },
  ka: {
    greeting: 'გამარჯობა!',
    linkFallback: 'თუ ღილაკი არ მუშაობს, დააკოპირეთ ეს ბმული და ჩასვით ბრაუზერის მისამართის ველში:',
    signature: 'Donut-ის გუნდი',
    footer: 'ეს ავტომატური წერილია Donut-ისგან.',
  },
};

// The design tokens of libs/ui (donut.css), inlined: mail clients drop <style> blocks and CSS variables.
const color = {
  page: '#f6f5fb',
  card: '#ffffff',
  text: '#1d1b2c',
  muted: '#5d5a72',
  primary: '#6c4cf1',
  primaryText: '#ffffff',
  border: '#e3e0f0',
};
const font = "'Inter','Noto Sans Georgian',-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

/**
 * Links go into href attributes, so anything but a web address (javascript:, data:) is refused
 * even though escaping already keeps it from breaking out of the attribute.
 */
function assertWebLink(link: string): void {
  let protocol: string;
  try {
    protocol = new URL(link).protocol;
  } catch {
    throw new Error('A mail link must be an absolute URL');
  }
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error('A mail link must be an http(s) URL');
}

function paragraph(text: string, style: string): string {
  return `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
}

function button(label: string, href: string): string {
  // A table cell with a background colour: the one button shape Outlook and Gmail both draw.
  return [
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">',
    `<tr><td align="center" bgcolor="${color.primary}" style="border-radius:999px;background-color:${color.primary};">`,
    `<a href="${href}" target="_blank" rel="noopener" style="display:inline-block;padding:14px 28px;font-family:${font};font-size:16px;font-weight:600;line-height:1.2;color:${color.primaryText};text-decoration:none;border-radius:999px;">${escapeHtml(label)}</a>`,
    '</td></tr>',
    '</table>',
  ].join('\n');
}

function renderHtml(locale: Locale, copy: MailCopy, link: string | undefined): string {
  const words = frame[locale];
  const href = link === undefined ? '' : escapeHtml(link);
  const action =
    copy.action === undefined || link === undefined
      ? ''
      : [
          button(copy.action, href),
          `<p style="margin:0 0 16px;font-size:14px;color:${color.muted};">${escapeHtml(words.linkFallback)}<br>` +
            `<a href="${href}" target="_blank" rel="noopener" style="color:${color.primary};word-break:break-all;">${href}</a></p>`,
        ].join('\n');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(copy.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${color.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(copy.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${color.page};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 8px 16px;font-family:${font};font-size:24px;font-weight:800;color:${color.primary};">Donut</td></tr>
<tr><td style="padding:32px;background-color:${color.card};border:1px solid ${color.border};border-radius:14px;font-family:${font};font-size:16px;line-height:1.5;color:${color.text};">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${color.text};">${escapeHtml(copy.heading)}</h1>
${[words.greeting, ...copy.body].map((text) => paragraph(text, '')).join('\n')}
${action}
${copy.notes.map((text) => paragraph(text, `font-size:14px;color:${color.muted};`)).join('\n')}
<p style="margin:24px 0 0;">${escapeHtml(words.signature)}</p>
</td></tr>
<tr><td align="center" style="padding:16px 8px 0;font-family:${font};font-size:12px;line-height:1.5;color:${color.muted};">${escapeHtml(words.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText(locale: Locale, copy: MailCopy, link: string | undefined): string {
  const words = frame[locale];
  const blocks = [words.greeting, ...copy.body];
  if (copy.action !== undefined && link !== undefined) blocks.push(`${copy.action}:\n${link}`);
  blocks.push(...copy.notes, words.signature, words.footer);
  return `${blocks.join('\n\n')}\n`;
}

/** One mail in one language, as subject, HTML and plain text. */
export function renderLayout(locale: Locale, copy: MailCopy, link?: string): RenderedMail {
  if (copy.action !== undefined) {
    if (link === undefined) throw new Error(`The mail "${copy.subject}" needs a link`);
    assertWebLink(link);
  }
  return {
    subject: copy.subject,
    html: renderHtml(locale, copy, link),
    text: renderText(locale, copy, link),
  };
}

/** The same mail in every locale, which keeps each mail's texts side by side in its own file. */
export function renderEveryLocale(
  copy: Record<Locale, MailCopy>,
  link?: string,
): Record<Locale, RenderedMail> {
  return Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, renderLayout(locale, copy[locale], link)]),
  ) as Record<Locale, RenderedMail>;
}
