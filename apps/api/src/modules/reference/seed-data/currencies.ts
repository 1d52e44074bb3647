import type { CurrencySeed } from './types';

/** Widely used ISO 4217 currencies, ordered by code. */
export const currencies: readonly CurrencySeed[] = [
  {
    code: 'AED',
    symbol: 'د.إ',
    name: { ru: 'Дирхам ОАЭ', en: 'UAE dirham', ka: 'არაბთა გაერთიანებული საამიროების დირჰამი' },
  },
  { code: 'AMD', symbol: '֏', name: { ru: 'Армянский драм', en: 'Armenian dram', ka: 'სომხური დრამი' } },
  {
    code: 'AUD',
    symbol: 'A$',
    name: { ru: 'Австралийский доллар', en: 'Australian dollar', ka: 'ავსტრალიური დოლარი' },
  },
  {
    code: 'AZN',
    symbol: '₼',
    name: { ru: 'Азербайджанский манат', en: 'Azerbaijani manat', ka: 'აზერბაიჯანული მანათი' },
  },
  {
    code: 'BRL',
    symbol: 'R$',
    name: { ru: 'Бразильский реал', en: 'Brazilian real', ka: 'ბრაზილიური რეალი' },
  },
  {
    code: 'BYN',
    symbol: 'Br',
    name: { ru: 'Белорусский рубль', en: 'Belarusian ruble', ka: 'ბელარუსული რუბლი' },
  },
  {
    code: 'CAD',
    symbol: 'C$',
    name: { ru: 'Канадский доллар', en: 'Canadian dollar', ka: 'კანადური დოლარი' },
  },
  {
    code: 'CHF',
    symbol: 'CHF',
    name: { ru: 'Швейцарский франк', en: 'Swiss franc', ka: 'შვეიცარიული ფრანკი' },
  },
  { code: 'CNY', symbol: '¥', name: { ru: 'Китайский юань', en: 'Chinese yuan', ka: 'ჩინური იუანი' } },
  { code: 'CZK', symbol: 'Kč', name: { ru: 'Чешская крона', en: 'Czech koruna', ka: 'ჩეხური კრონა' } },
  { code: 'DKK', symbol: 'kr', name: { ru: 'Датская крона', en: 'Danish krone', ka: 'დანიური კრონა' } },
  {
    code: 'EGP',
    symbol: 'E£',
    name: { ru: 'Египетский фунт', en: 'Egyptian pound', ka: 'ეგვიპტური გირვანქა' },
  },
  { code: 'EUR', symbol: '€', name: { ru: 'Евро', en: 'Euro', ka: 'ევრო' } },
  {
    code: 'GBP',
    symbol: '£',
    name: { ru: 'Фунт стерлингов', en: 'Pound sterling', ka: 'ბრიტანული გირვანქა სტერლინგი' },
  },
  { code: 'GEL', symbol: '₾', name: { ru: 'Грузинский лари', en: 'Georgian lari', ka: 'ქართული ლარი' } },
  {
    code: 'HKD',
    symbol: 'HK$',
    name: { ru: 'Гонконгский доллар', en: 'Hong Kong dollar', ka: 'ჰონკონგის დოლარი' },
  },
  {
    code: 'HUF',
    symbol: 'Ft',
    name: { ru: 'Венгерский форинт', en: 'Hungarian forint', ka: 'უნგრული ფორინტი' },
  },
  {
    code: 'IDR',
    symbol: 'Rp',
    name: { ru: 'Индонезийская рупия', en: 'Indonesian rupiah', ka: 'ინდონეზიური რუპია' },
  },
  {
    code: 'ILS',
    symbol: '₪',
    name: { ru: 'Новый израильский шекель', en: 'Israeli new shekel', ka: 'ისრაელის ახალი შეკელი' },
  },
  { code: 'INR', symbol: '₹', name: { ru: 'Индийская рупия', en: 'Indian rupee', ka: 'ინდური რუპია' } },
  { code: 'JPY', symbol: '¥', name: { ru: 'Японская иена', en: 'Japanese yen', ka: 'იაპონური იენი' } },
  { code: 'KGS', symbol: 'сом', name: { ru: 'Киргизский сом', en: 'Kyrgyzstani som', ka: 'ყირგიზული სომი' } },
  {
    code: 'KRW',
    symbol: '₩',
    name: { ru: 'Южнокорейская вона', en: 'South Korean won', ka: 'სამხრეთ კორეული ვონი' },
  },
  {
    code: 'KWD',
    symbol: 'د.ك',
    name: { ru: 'Кувейтский динар', en: 'Kuwaiti dinar', ka: 'ქუვეითური დინარი' },
  },
  {
    code: 'KZT',
    symbol: '₸',
    name: { ru: 'Казахстанский тенге', en: 'Kazakhstani tenge', ka: 'ყაზახური ტენგე' },
  },
  { code: 'MDL', symbol: 'L', name: { ru: 'Молдавский лей', en: 'Moldovan leu', ka: 'მოლდოვური ლეუ' } },
  { code: 'MXN', symbol: 'MX$', name: { ru: 'Мексиканский песо', en: 'Mexican peso', ka: 'მექსიკური პესო' } },
  {
    code: 'MYR',
    symbol: 'RM',
    name: { ru: 'Малайзийский ринггит', en: 'Malaysian ringgit', ka: 'მალაიზიური რინგიტი' },
  },
  {
    code: 'NOK',
    symbol: 'kr',
    name: { ru: 'Норвежская крона', en: 'Norwegian krone', ka: 'ნორვეგიული კრონა' },
  },
  {
    code: 'NZD',
    symbol: 'NZ$',
    name: { ru: 'Новозеландский доллар', en: 'New Zealand dollar', ka: 'ახალი ზელანდიის დოლარი' },
  },
  { code: 'PLN', symbol: 'zł', name: { ru: 'Польский злотый', en: 'Polish złoty', ka: 'პოლონური ზლოტი' } },
  { code: 'QAR', symbol: 'ر.ق', name: { ru: 'Катарский риал', en: 'Qatari riyal', ka: 'კატარის რიალი' } },
  { code: 'RON', symbol: 'lei', name: { ru: 'Румынский лей', en: 'Romanian leu', ka: 'რუმინული ლეუ' } },
  { code: 'RUB', symbol: '₽', name: { ru: 'Российский рубль', en: 'Russian ruble', ka: 'რუსული რუბლი' } },
  {
    code: 'SAR',
    symbol: 'ر.س',
    name: { ru: 'Саудовский риял', en: 'Saudi riyal', ka: 'საუდის არაბეთის რიალი' },
  },
  { code: 'SEK', symbol: 'kr', name: { ru: 'Шведская крона', en: 'Swedish krona', ka: 'შვედური კრონა' } },
  {
    code: 'SGD',
    symbol: 'S$',
    name: { ru: 'Сингапурский доллар', en: 'Singapore dollar', ka: 'სინგაპურის დოლარი' },
  },
  { code: 'THB', symbol: '฿', name: { ru: 'Тайский бат', en: 'Thai baht', ka: 'ტაილანდური ბატი' } },
  {
    code: 'TJS',
    symbol: 'смн',
    name: { ru: 'Таджикский сомони', en: 'Tajikistani somoni', ka: 'ტაჯიკური სომონი' },
  },
  {
    code: 'TMT',
    symbol: 'm',
    name: { ru: 'Туркменский манат', en: 'Turkmenistani manat', ka: 'თურქმენული მანათი' },
  },
  { code: 'TRY', symbol: '₺', name: { ru: 'Турецкая лира', en: 'Turkish lira', ka: 'თურქული ლირა' } },
  {
    code: 'UAH',
    symbol: '₴',
    name: { ru: 'Украинская гривна', en: 'Ukrainian hryvnia', ka: 'უკრაინული გრივნა' },
  },
  { code: 'USD', symbol: '$', name: { ru: 'Доллар США', en: 'US dollar', ka: 'აშშ დოლარი' } },
  { code: 'UZS', symbol: 'сўм', name: { ru: 'Узбекский сум', en: 'Uzbekistani som', ka: 'უზბეკური სუმი' } },
  {
    code: 'VND',
    symbol: '₫',
    name: { ru: 'Вьетнамский донг', en: 'Vietnamese dong', ka: 'ვიეტნამური დონგი' },
  },
  {
    code: 'ZAR',
    symbol: 'R',
    name: { ru: 'Южноафриканский рэнд', en: 'South African rand', ka: 'სამხრეთ აფრიკული რანდი' },
  },
];
