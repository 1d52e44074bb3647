import { decideBack, type BackSituation, type BackStep } from './back-decider';

const page: BackSituation = {
  isModalOpen: false,
  isMenuOpen: false,
  pathname: '/en/client/profile',
  search: '',
  backUrl: null,
  historyDepth: 0,
  backUrlSafe: null,
};

const services = { pathname: '/ru/records/online/services', search: '?category=7&sort=price' };

describe('decideBack (spec §2, in order)', () => {
  it.each<[string, Partial<BackSituation>, BackStep]>([
    [
      'an open modal closes before anything else',
      { isModalOpen: true, isMenuOpen: true, ...services, backUrl: '/a', historyDepth: 3 },
      { kind: 'close-modal' },
    ],
    [
      'else an open menu closes',
      { isMenuOpen: true, ...services, backUrl: '/a', historyDepth: 3 },
      { kind: 'close-menu' },
    ],
    [
      'else the services category is cleared, other query kept',
      { ...services, backUrl: '/a', historyDepth: 3 },
      { kind: 'clear-category', to: '/ru/records/online/services?sort=price' },
    ],
    [
      'the services page without a locale prefix counts too',
      { pathname: '/records/online/services', search: '?category=' },
      { kind: 'clear-category', to: '/records/online/services' },
    ],
    [
      "the project site's services page (client view) clears its category too",
      { pathname: '/ka/services', search: '?category=c2', historyDepth: 2 },
      { kind: 'clear-category', to: '/ka/services' },
    ],
    [
      "the shop's list (client view) clears its category first, keeping the search",
      { pathname: '/ru/shop', search: '?category=c2&search=tee', historyDepth: 2 },
      { kind: 'clear-category', to: '/ru/shop?search=tee' },
    ],
    [
      "a product's own page is not the list",
      { pathname: '/ru/shop/p1', search: '?category=c2', historyDepth: 2 },
      { kind: 'history-back' },
    ],
    [
      "a service's own page is not the list",
      { pathname: '/ka/services/s1', search: '?category=c2', historyDepth: 2 },
      { kind: 'history-back' },
    ],
    [
      'else the route backUrl wins over history',
      { backUrl: '/en/client/about', historyDepth: 3, backUrlSafe: '/b' },
      { kind: 'navigate', to: '/en/client/about' },
    ],
    [
      'the services page without a category goes on down the list',
      { pathname: '/ru/records/online/services', search: '?sort=price', backUrl: '/ru/records' },
      { kind: 'navigate', to: '/ru/records' },
    ],
    [
      'a category query on another page is not the services filter',
      { pathname: '/ru/faq', search: '?category=7', historyDepth: 1 },
      { kind: 'history-back' },
    ],
    [
      'else back in history when there is any',
      { historyDepth: 1, backUrlSafe: '/en/client/projects' },
      { kind: 'history-back' },
    ],
    [
      'else backUrlSafe',
      { backUrlSafe: '/en/client/projects' },
      { kind: 'navigate', to: '/en/client/projects' },
    ],
    ['else /', {}, { kind: 'navigate', to: '/' }],
  ])('%s', (_rule, situation, step) => {
    expect(decideBack({ ...page, ...situation })).toEqual(step);
  });
});
