import type { Locale } from '@donut/i18n';
import { accountDeleted } from './account-deleted';
import { confirmEmail } from './confirm-email';
import type { RenderedMail } from './layout';
import { passwordChanged } from './password-changed';
import { resetPassword } from './reset-password';

export { accountDeleted, confirmEmail, passwordChanged, resetPassword };
export type { RenderedMail };

export const MAIL_KINDS = ['confirm-email', 'reset-password', 'password-changed', 'account-deleted'] as const;

export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailValues {
  /** The confirmation or reset link; required by the mails that carry one. */
  link?: string;
}

function requireLink(kind: MailKind, values: MailValues): string {
  if (!values.link) throw new Error(`The "${kind}" mail needs a link`);
  return values.link;
}

const templates: Record<MailKind, (values: MailValues) => Record<Locale, RenderedMail>> = {
  'confirm-email': (values) => confirmEmail({ link: requireLink('confirm-email', values) }),
  'reset-password': (values) => resetPassword({ link: requireLink('reset-password', values) }),
  'password-changed': () => passwordChanged({}),
  'account-deleted': () => accountDeleted({}),
};

/** Subject, HTML and plain text of a mail in the owner's language; every value is escaped in the HTML. */
export function renderMail(kind: MailKind, locale: Locale, values: MailValues = {}): RenderedMail {
  return templates[kind](values)[locale];
}
