import type { StarterContent } from '../starter-content.types';
import { workingWeeks } from './working-weeks';

/** A restaurant: menu sections as catalogue categories, and bookings as services. */
export const restaurant: StarterContent = {
  services: [
    {
      name: { ru: 'Бронирование стола', en: 'Table reservation', ka: 'მაგიდის დაჯავშნა' },
      description: {
        ru: 'Стол будет ждать вас к назначенному времени',
        en: 'Your table is ready at the time you choose',
        ka: 'მაგიდა დაგელოდებათ დანიშნულ დროს',
      },
      durationMinutes: 120,
      // Reserving a table is free; the bill is for the food.
      priceUsd: 0,
    },
    {
      name: { ru: 'Банкетный зал', en: 'Banquet hall', ka: 'საბანკეტო დარბაზი' },
      description: {
        ru: 'Отдельный зал для праздника до 40 гостей',
        en: 'A private hall for a celebration of up to 40 guests',
        ka: 'ცალკე დარბაზი ზეიმისთვის, 40 სტუმრამდე',
      },
      durationMinutes: 240,
      priceUsd: 200,
    },
    {
      name: {
        ru: 'Праздничное оформление стола',
        en: 'Celebration table decoration',
        ka: 'მაგიდის სადღესასწაულო გაფორმება',
      },
      description: {
        ru: 'Цветы, шары и торт ко дню рождения',
        en: 'Flowers, balloons and a birthday cake',
        ka: 'ყვავილები, ბუშტები და დაბადების დღის ტორტი',
      },
      durationMinutes: 30,
      priceUsd: 40,
    },
  ],
  categories: [
    { ru: 'Холодные закуски', en: 'Cold starters', ka: 'ცივი კერძები' },
    { ru: 'Салаты', en: 'Salads', ka: 'სალათები' },
    { ru: 'Супы', en: 'Soups', ka: 'წვნიანები' },
    { ru: 'Горячие блюда', en: 'Main courses', ka: 'ცხელი კერძები' },
    { ru: 'Блюда на гриле', en: 'From the grill', ka: 'მწვადი და გრილი' },
    { ru: 'Гарниры', en: 'Side dishes', ka: 'გარნირები' },
    { ru: 'Выпечка', en: 'Bread and pastries', ka: 'ცომეული' },
    { ru: 'Десерты', en: 'Desserts', ka: 'დესერტები' },
    { ru: 'Напитки', en: 'Drinks', ka: 'სასმელები' },
  ],
  week: workingWeeks.restaurant,
};
