import type { LocalizedText } from './types';

export interface LanguageSeed {
  abbrBack: string;
  abbrFront: string;
  /** Visible languages are the ones the product's interface speaks. */
  isVisible: boolean;
  name: LocalizedText;
}

export const languages: readonly LanguageSeed[] = [
  { abbrBack: 'ru', abbrFront: 'ru', isVisible: true, name: { ru: 'Русский', en: 'Russian', ka: 'რუსული' } },
  {
    abbrBack: 'en',
    abbrFront: 'en',
    isVisible: true,
    name: { ru: 'Английский', en: 'English', ka: 'ინგლისური' },
  },
  {
    abbrBack: 'ka',
    abbrFront: 'ka',
    isVisible: true,
    name: { ru: 'Грузинский', en: 'Georgian', ka: 'ქართული' },
  },
  {
    abbrBack: 'uk',
    abbrFront: 'uk',
    isVisible: false,
    name: { ru: 'Украинский', en: 'Ukrainian', ka: 'უკრაინული' },
  },
  {
    abbrBack: 'hy',
    abbrFront: 'hy',
    isVisible: false,
    name: { ru: 'Армянский', en: 'Armenian', ka: 'სომხური' },
  },
  {
    abbrBack: 'az',
    abbrFront: 'az',
    isVisible: false,
    name: { ru: 'Азербайджанский', en: 'Azerbaijani', ka: 'აზერბაიჯანული' },
  },
  {
    abbrBack: 'kk',
    abbrFront: 'kk',
    isVisible: false,
    name: { ru: 'Казахский', en: 'Kazakh', ka: 'ყაზახური' },
  },
  {
    abbrBack: 'uz',
    abbrFront: 'uz',
    isVisible: false,
    name: { ru: 'Узбекский', en: 'Uzbek', ka: 'უზბეკური' },
  },
  {
    abbrBack: 'tr',
    abbrFront: 'tr',
    isVisible: false,
    name: { ru: 'Турецкий', en: 'Turkish', ka: 'თურქული' },
  },
  {
    abbrBack: 'de',
    abbrFront: 'de',
    isVisible: false,
    name: { ru: 'Немецкий', en: 'German', ka: 'გერმანული' },
  },
  {
    abbrBack: 'es',
    abbrFront: 'es',
    isVisible: false,
    name: { ru: 'Испанский', en: 'Spanish', ka: 'ესპანური' },
  },
  {
    abbrBack: 'fr',
    abbrFront: 'fr',
    isVisible: false,
    name: { ru: 'Французский', en: 'French', ka: 'ფრანგული' },
  },
];
