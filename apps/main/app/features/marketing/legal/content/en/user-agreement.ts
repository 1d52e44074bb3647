import type { LegalText } from '../../legal-text';

export const userAgreement: LegalText = {
  intro:
    'These are the terms on which Donut lets you use the service. You accept them when you sign up and tick the box agreeing to the user agreement and to the processing of personal data. Please read them: they are short and say what you can expect from us and what we expect from you.',
  sections: [
    {
      heading: 'Terms used here',
      paragraphs: [],
      items: [
        'Donut, “we”: the online service at this site, with its cabinet, the CRM of each project and the project sites and mini apps built with it.',
        'Owner, “you”: the person who signs up and manages a business through Donut.',
        'Project: one business in Donut, with its own site on its own subdomain and its own CRM.',
        "End clients: the people who book, order or leave requests on your project's site or mini app.",
        'Plan: the subscription that sets the limits of your account and the level of support.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You sign up with an e-mail address and a password. We send a confirmation link that is valid for 24 hours; until you confirm, the “My projects” page asks you to do so and can send a new link. You can also sign in inside Telegram through the Donut mini app.',
        'Keep your password to yourself: everything done in your account counts as done by you. After several wrong passwords in a row you have to wait before the next try. A Telegram account can be connected to one Donut account only.',
        'Give true contact details: we use your e-mail for the confirmation link, password resets and messages about your subscription.',
      ],
    },
    {
      heading: 'Free trial',
      paragraphs: [
        'For 14 days from sign-up you use Donut on the Business plan with every feature, free of charge and without entering a card. We remind you in the notifications panel 3 days and 1 day before the trial ends.',
        'If the trial ends and no plan is paid, the CRM of your projects closes and offers to pay. The cabinet (projects, profile, plans, receipts) stays open and nothing is deleted.',
      ],
    },
    {
      heading: 'Plans and payment',
      paragraphs: [
        'Prices are listed on the Plans page in US dollars, per month or per year; a year costs as much as 10 months. The Enterprise plan is priced on request.',
        "You pay in the cabinet under About > Plans: choose a plan and a period, accept these terms and pay on the payment system's page. We do not see or store your card details.",
        "The only payment document is the payment system's receipt. Your receipts are listed in the cabinet with the date, plan, period, amount and payment number. We do not issue separate invoices or acts. Payment from a legal entity's bank account is not available.",
        'If a payment fails or a paid period ends unpaid, the CRM closes until payment in the same way as after the trial; your data stays.',
      ],
    },
    {
      heading: 'Changing plan and refunds',
      paragraphs: [
        'A new plan applies at once. The unused part of your current paid period counts toward its price. If that part is worth more than the new plan (a downgrade), the rest stays on your account as credit for the next payment.',
        'Money is returned only in this way, as credit when you change plan. We do not pay money back to a card or an account.',
      ],
    },
    {
      heading: 'Cancelling',
      paragraphs: [
        'You can cancel the subscription in the cabinet at any time. The plan keeps working until the end of the paid period and then switches off; until then you can resume it. Cancelling does not delete your projects.',
      ],
    },
    {
      heading: 'Your projects and your end clients',
      paragraphs: [
        'You decide what your projects publish: services, prices, products, texts and pictures. You are responsible for their accuracy, for having the rights to the pictures and texts, and for running your business lawfully.',
        "Do not use Donut for spam, fraud, selling goods or services that are banned, or content that breaks the law or other people's rights. We may hide such content and, after a warning, suspend the project.",
        'The data of your end clients is yours: we process it on your behalf, only to run your projects, as the privacy policy describes.',
      ],
    },
    {
      heading: 'Support',
      paragraphs: ['How we answer depends on your plan:'],
      items: [
        'basic support (Start, Basic, Standard): by e-mail;',
        'priority support (Business, Pro): by e-mail, in the site chat and in messengers, with faster answers;',
        'personal manager (Premium, Enterprise): a dedicated manager for your projects.',
      ],
    },
    {
      heading: 'Availability and changes to the service',
      paragraphs: [
        'We keep Donut running around the clock and improve it all the time. Some features are rolled out step by step; the feature pages say so. We may briefly stop the service for maintenance, preferably at night.',
        'We may change these terms. The new version is published on this page with its date, and we tell you about important changes in the cabinet. A new price never applies to a period you have already paid for.',
      ],
    },
    {
      heading: 'Responsibility',
      paragraphs: [
        'We do our best to keep Donut working and your data safe, but we provide the service as it is and cannot promise that it suits every purpose or never has interruptions. We are not responsible for losses caused by your content, by your end clients, by messengers or payment systems, or by events we cannot control. Our total liability is limited to what you paid for the service in the last three months.',
      ],
    },
    {
      heading: 'Deleting the account',
      paragraphs: [
        'You can delete your account in the profile. We ask for your password, then delete all your projects and data permanently and send you a notice by e-mail. This cannot be undone. The agreement ends at that moment.',
      ],
    },
    {
      heading: 'Contacts',
      paragraphs: [
        'Questions about these terms: the form on the Contacts page of this site, or About > Contacts in the cabinet.',
      ],
    },
  ],
};
