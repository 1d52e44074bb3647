import type { FeatureSlug } from '../marketing-pages';

/** Every feature page has this many benefit blocks (main.marketing.feature.<slug>.benefit.<n>.*). */
export const BENEFIT_NUMBERS = [1, 2, 3, 4] as const;

/**
 * Features still rolling out (product facts: booking, shop, chats, bot, client cabinet): their pages say so,
 * so a visitor who signs up for one of them is not surprised by what the CRM has today.
 */
const ROLLING_OUT: readonly FeatureSlug[] = ['online-record', 'shop', 'chats', 'bot', 'client-cabinet'];

export const isRollingOut = (slug: FeatureSlug) => ROLLING_OUT.includes(slug);

/** The message id of one text of a feature page. */
export const featureMessage = (slug: FeatureSlug, element: string) =>
  `main.marketing.feature.${slug}.${element}`;
