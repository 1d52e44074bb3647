import type { StarterContent } from '../starter-content.types';
import { workingWeeks } from './working-weeks';

/** Any other business: neutral services to rename, so the booking flow works from the first day. */
export const other: StarterContent = {
  services: [
    {
      name: { ru: 'Консультация', en: 'Consultation', ka: 'კონსულტაცია' },
      description: {
        ru: 'Обсудим задачу и способы её решения',
        en: 'We discuss your task and how to solve it',
        ka: 'განვიხილავთ ამოცანას და მისი გადაჭრის გზებს',
      },
      durationMinutes: 30,
      priceUsd: 15,
    },
    {
      name: { ru: 'Стандартная услуга', en: 'Standard service', ka: 'სტანდარტული მომსახურება' },
      description: {
        ru: 'Основная услуга, один сеанс',
        en: 'Our main service, one session',
        ka: 'ჩვენი ძირითადი მომსახურება, ერთი სეანსი',
      },
      durationMinutes: 60,
      priceUsd: 30,
    },
    {
      name: { ru: 'Расширенная услуга', en: 'Extended service', ka: 'გაფართოებული მომსახურება' },
      description: {
        ru: 'Основная услуга с дополнительным временем и опциями',
        en: 'The main service with extra time and options',
        ka: 'ძირითადი მომსახურება დამატებითი დროით და ოფციებით',
      },
      durationMinutes: 90,
      priceUsd: 45,
    },
    {
      name: { ru: 'Экспресс-услуга', en: 'Express service', ka: 'ექსპრეს-მომსახურება' },
      description: {
        ru: 'Короткий сеанс, когда времени мало',
        en: 'A short session when time is tight',
        ka: 'მოკლე სეანსი, როცა დრო ცოტაა',
      },
      durationMinutes: 30,
      priceUsd: 20,
    },
  ],
  categories: [],
  week: workingWeeks.office,
};
