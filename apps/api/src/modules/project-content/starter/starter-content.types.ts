import type { LocalizedText } from '../../../db/schema';

/** A typical service of a line of business; the price is set in US dollars and converted per project (ADR 0008). */
export interface StarterService {
  name: LocalizedText;
  /** One line: what the client gets. */
  description: LocalizedText;
  durationMinutes: number;
  /** Base price in whole US dollars, before conversion and rounding to the project's currency. */
  priceUsd: number;
}

/** Opening hours of one day as HH:MM; a break, when there is one, lies inside them. */
export interface StarterHours {
  opensAt: string;
  closesAt: string;
  breakStartsAt?: string;
  breakEndsAt?: string;
}

/** Seven days, Monday first (ISO weekday 1..7); null is a day off. */
export type StarterWeek = readonly [
  StarterHours | null,
  StarterHours | null,
  StarterHours | null,
  StarterHours | null,
  StarterHours | null,
  StarterHours | null,
  StarterHours | null,
];

/** What a new project of one direction starts with. */
export interface StarterContent {
  services: readonly StarterService[];
  /** Catalogue categories (a shop) or menu sections (a restaurant). */
  categories: readonly LocalizedText[];
  week: StarterWeek;
}
