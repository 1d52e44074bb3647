import type { LegalText } from '../../legal-text';

export const licenseAgreement: LegalText = {
  intro:
    'Donut is software that you use over the internet: the cabinet, the CRM of your projects and the sites and mini apps it builds. This agreement says what right to use it you get, for how long and within which limits. It works together with the user agreement.',
  sections: [
    {
      heading: 'What you get',
      paragraphs: [
        'We give you a non-exclusive right to use Donut through the site, the CRM and the Telegram mini app for running your own business. The right cannot be passed on or sold to anyone else. Nothing is installed on your devices: updates reach you in the service itself.',
      ],
    },
    {
      heading: 'Term',
      paragraphs: [
        'The right starts when you sign up and covers the 14-day trial on the Business plan. After that it continues for every period you pay for. When a paid period or the trial ends unpaid, the CRM of your projects closes until payment; the cabinet stays available. The right ends when you delete your account.',
      ],
    },
    {
      heading: 'Limits of the plans',
      paragraphs: [
        "Each plan sets how many employees, products, services and messenger channels you can use and how much storage your pictures take. Storage counts uploaded pictures such as your avatar and project images. The number of projects is not limited on any plan. On the Start and Basic plans a small Donut mark is shown on your project's site; from Standard up it is not.",
        'The current limits and prices are on the Plans page. When you reach a limit, move to a larger plan or remove what you no longer need.',
      ],
    },
    {
      heading: 'Fee',
      paragraphs: [
        "The fee for the right is the price of your plan for the chosen month or year. It is paid on the payment system's page; the receipt of the payment system is the only document. Changing plan and refunds work as the user agreement describes: only as credit toward the new plan.",
      ],
    },
    {
      heading: 'What the license does not allow',
      paragraphs: [],
      items: [
        'copying, modifying or decompiling Donut, or trying to get its source code;',
        'reselling or renting access to Donut, or sharing one account between unrelated businesses;',
        'getting around the limits of your plan;',
        'loading the service with automated requests or probing it for weaknesses without our written consent;',
        'using Donut for spam or content that breaks the law.',
      ],
    },
    {
      heading: 'Your content',
      paragraphs: [
        'Texts, prices, pictures and other content you put into Donut remain yours. You allow us to store, process and show them only to run your projects: for example, to show your site to your end clients or to make a picture smaller for a phone screen.',
      ],
    },
    {
      heading: 'Our rights',
      paragraphs: [
        'Donut itself, its design, templates and the Donut name belong to us. The starter content we add to a new project (typical services, prices, working hours, categories) is yours to change and use inside your projects.',
      ],
    },
    {
      heading: 'Ending the license',
      paragraphs: [
        'You can stop at any time by cancelling the subscription or deleting the account. We may end the license for an account that seriously or repeatedly breaks this agreement or the user agreement, after a warning that explains why.',
      ],
    },
  ],
};
