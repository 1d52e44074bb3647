export { createMailer, type Mailer, type MailerOptions, type MailLogger, type MailMessage } from './mailer';
export { renderMail, type MailKind, type MailValues, type RenderedMail } from './templates';
export { contactOrderMail, type ContactOrderMailValues } from './contact-order';
