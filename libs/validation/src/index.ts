export * from './messages';
export * from './catalogs';
export * from './validate';
export * from './schemas/text';
export * from './schemas/form';
export * from './schemas/email';
export * from './schemas/phone';
export * from './schemas/password';
export * from './schemas/common-passwords';
export * from './schemas/website-address';
export * from './schemas/time';
export * from './schemas/url';
export * from './schemas/contact-order';
export * from './schemas/faq-rating';
export * from './schemas/account';
export * from './schemas/auth';
export * from './schemas/profile';
export * from './schemas/suggest-website-address';
export * from './schemas/project';
export * from './schemas/site';
export * from './schemas/picture-file';
export * from './plain-text';
export * from './schemas/ids';
export * from './schemas/customer';
export * from './schemas/money';
export {
  CATALOGUE_CATEGORY_NAME_MAX_LENGTH,
  CATALOGUE_PHOTOS_MAX,
  catalogueCategorySchema,
} from './schemas/catalogue';
export * from './schemas/service';
export * from './schemas/product';
export * from './schemas/checkout';
export * from './schemas/shop-settings';
export * from './schemas/application-form';
