import type { StarterContent } from './starter-content.types';
import { barbershop, beautySalon } from './seed-data/beauty';
import { billiards, carWash, cleaning, photoStudio } from './seed-data/leisure-and-home';
import { other } from './seed-data/other';
import { lawyer, notary, tutor } from './seed-data/professional';
import { restaurant } from './seed-data/restaurant';
import { autoParts, clothingStore, cosmetics, dishes } from './seed-data/shops';
import { fitness, nutritionist, trainer } from './seed-data/sport-and-health';

/** Starter content by direction code (reference/seed-data/directions.ts); a test keeps the two in step. */
export const starterCatalogue: Readonly<Record<string, StarterContent>> = {
  'beauty-salon': beautySalon,
  barbershop,
  fitness,
  lawyer,
  notary,
  'photo-studio': photoStudio,
  'car-wash': carWash,
  billiards,
  'clothing-store': clothingStore,
  restaurant,
  cleaning,
  tutor,
  nutritionist,
  trainer,
  'auto-parts': autoParts,
  cosmetics,
  dishes,
  other,
};

/** What a project of this direction starts with; no direction (or an unknown one) starts like "other". */
export function starterContentFor(directionCode: string | null): StarterContent {
  return (directionCode && starterCatalogue[directionCode]) || starterCatalogue.other;
}
