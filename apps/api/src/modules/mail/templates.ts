import type { Locale } from '@donut/i18n';
import { accountDeleted } from './account-deleted';
import { confirmEmail } from './confirm-email';
import { confirmNewEmail } from './confirm-new-email';
import { emailChanged } from './email-changed';
import { emailInUse } from './email-in-use';
import type { RenderedMail } from './layout';
import { passwordChanged } from './password-changed';
import { resetPassword } from './reset-password';

export {
  accountDeleted,
  confirmEmail,
  confirmNewEmail,
  emailChanged,
  emailInUse,
  passwordChanged,
  resetPassword,
};
export type { RenderedMail };

export const MAIL_KINDS = [
  'confirm-email',
  'reset-password',
  'password-changed',
  'account-deleted',
  'confirm-new-email',
  'email-in-use',
  'email-changed',
] as const;

export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailValues {
  /** The confirmation or reset link; required by the mails that carry one. */
  link?: string;
  /** "password-changed": Telegram user ids still linked to the account. */
  linkedTelegram?: string[];
  /** "password-changed": Telegram sign-in was disconnected along with the change. */
  unlinkedTelegram?: boolean;
}

function requireLink(kind: MailKind, values: MailValues): string {
  if (!values.link) throw new Error(`The "${kind}" mail needs a link`);
  return values.link;
}

const templates: Record<MailKind, (values: MailValues) => Record<Locale, RenderedMail>> = {
  'confirm-email': (values) => confirmEmail({ link: requireLink('confirm-email', values) }),
  'reset-password': (values) => resetPassword({ link: requireLink('reset-password', values) }),
  'password-changed': (values) =>
    passwordChanged({ linkedTelegram: values.linkedTelegram, unlinkedTelegram: values.unlinkedTelegram }),
  'account-deleted': () => accountDeleted({}),
  'confirm-new-email': (values) => confirmNewEmail({ link: requireLink('confirm-new-email', values) }),
  'email-in-use': () => emailInUse({}),
  'email-changed': () => emailChanged({}),
};

/** Subject, HTML and plain text of a mail in the owner's language; every value is escaped in the HTML. */
export function renderMail(kind: MailKind, locale: Locale, values: MailValues = {}): RenderedMail {
  return templates[kind](values)[locale];
}
