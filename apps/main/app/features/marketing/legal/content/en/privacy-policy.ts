import type { LegalText } from '../../legal-text';

export const privacyPolicy: LegalText = {
  intro:
    "This policy explains which data Donut processes, why, where it is kept and how it is deleted. It covers owners who sign up, visitors of this site and the end clients of owners' projects.",
  sections: [
    {
      heading: 'Whose data and in which role',
      paragraphs: [
        'For your account, your payments and your questions to support we decide how the data is processed and are responsible for it.',
        'The data of your end clients (for example names, phone numbers, orders and bookings) is collected by your project. Here you decide what is collected and why, and we process it on your behalf and only on your instructions, to run your project. Tell your end clients how you use their data and make sure you have a lawful reason to do so.',
      ],
    },
    {
      heading: 'What we process',
      paragraphs: [],
      items: [
        'Account: e-mail, password (stored only as a one-way hash), name, surname, phone, country, language, time zone and avatar.',
        'Telegram: your Telegram account number and name when you sign in through the mini app or connect the Donut bot.',
        'Projects: name, address, currency, business type, services, prices, working hours, descriptions, pictures and section settings.',
        "Payments: plan, period, amounts, payment number and receipts. Card details are entered on the payment system's page; we never see them.",
        'Support requests: name, e-mail, phone and the question you send through the contact form.',
        'Technical data: the IP address and times of requests, used to protect sign-in and the contact form from abuse, and the cookies described in the cookie policy.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [],
      items: [
        'to create and run your account and projects;',
        'to send service e-mails: the confirmation link, password reset links, a notice when the account is deleted and messages about your subscription;',
        'to show notifications in the cabinet (for example, that the trial ends in 3 days);',
        'to take payments and show your receipts;',
        'to answer your questions;',
        'to keep the service secure.',
      ],
    },
    {
      heading: 'What we do not do',
      paragraphs: [
        "We do not sell personal data, do not show third-party advertising based on it and do not use your end clients' data for our own purposes.",
      ],
    },
    {
      heading: 'Who else receives data',
      paragraphs: [
        'Only those without whom the service cannot work, and only what they need: the payment system (to take a payment), Telegram (when you or your end clients use the mini app or the bot), the e-mail delivery service and the hosting provider where our servers run. We also disclose data when the law requires it.',
      ],
    },
    {
      heading: 'Storage and protection',
      paragraphs: [
        'Data is kept on servers of our hosting provider. Passwords are stored only as hashes, the session cookie cannot be read by page scripts, and access to the data is limited to the people who run the service.',
        'We keep the data while your account exists. The end of the trial or of a paid period does not delete anything.',
      ],
    },
    {
      heading: 'Deletion',
      paragraphs: [
        'When you delete your account in the profile, all your projects and their data, including the data of your end clients, are deleted permanently, and we send you a notice by e-mail. They cannot be restored. The payment system keeps its own records of payments under its own rules.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can see and correct your data in the profile, change the language and time zone, disconnect Telegram, and delete the account with all its data. For anything else about your data, write to us through the contact form.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: ['Which cookies Donut uses and why is described in the cookie policy.'],
    },
    {
      heading: 'Changes and contacts',
      paragraphs: [
        'When this policy changes, the new version appears on this page with its date. Questions: the form on the Contacts page of this site or About > Contacts in the cabinet.',
      ],
    },
  ],
};
