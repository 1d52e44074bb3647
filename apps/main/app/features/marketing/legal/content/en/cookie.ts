import type { LegalText } from '../../legal-text';

export const cookie: LegalText = {
  intro:
    'Cookies are small text files a site keeps in your browser. Donut uses only the ones it needs to work: to keep you signed in, to remember your language and your choices. We set no advertising or tracking cookies.',
  sections: [
    {
      heading: 'Cookies of the Donut site and cabinet',
      paragraphs: [],
      table: {
        caption: 'Cookies of the Donut site and cabinet',
        head: ['Cookie', 'What it is for', 'How long it is kept'],
        rows: [
          [
            'donut-locale',
            'Remembers the language you chose, so that an address without a language opens in it.',
            '1 year',
          ],
          [
            'donut-refresh-token-crm',
            'Keeps you signed in to the cabinet and to the CRM of your projects. Page scripts cannot read it.',
            'Until the session ends or you sign out',
          ],
          [
            'donut-refresh-token-expires-crm',
            'The moment the sign-in above expires, so that the page renews it in time.',
            'As the cookie above',
          ],
          [
            'donut-country',
            'Remembers your country for country-specific defaults; Georgia if it is not known.',
            '1 year',
          ],
          [
            'donut-cookie-consent',
            'Remembers that you have read this notice, so that it is not shown again.',
            '1 year',
          ],
        ],
      },
    },
    {
      heading: 'Cookies of project sites',
      paragraphs: [
        'The sites and mini apps of projects built with Donut use their own cookies for their visitors:',
      ],
      table: {
        caption: 'Cookies of project sites',
        head: ['Cookie', 'What it is for', 'How long it is kept'],
        rows: [
          [
            'donut-refresh-token-cv, donut-refresh-token-expires-cv',
            "Keep an end client signed in to the project's site, separately from the owner's sign-in.",
            'Until the session ends or the client signs out',
          ],
          ['donut-project-locale', "The language the visitor chose on the project's site.", '1 year'],
          [
            'donut-user-city-cv, donut-count-city-cv',
            "The visitor's city, to show the right branches.",
            'Until the choice changes',
          ],
          [
            'donut-record-online-…-cv',
            'Steps of an online booking in progress (branch address, date, employee, services, time), so that they survive a reload.',
            'Until the booking is finished',
          ],
        ],
      },
    },
    {
      heading: 'Local storage',
      paragraphs: [
        "Besides cookies, the app keeps one value in your browser's local storage: app-language, the language of the interface. It never leaves your device.",
      ],
    },
    {
      heading: 'Managing cookies',
      paragraphs: [
        'You can delete cookies in your browser settings at any time. Without the sign-in cookies you will have to sign in again, and without donut-locale the site picks the language from the address or from your browser.',
        'The notice about cookies on this site is shown until you press “Accept”; after that it is hidden for a year.',
      ],
    },
  ],
};
