import type { StarterContent } from '../starter-content.types';
import { workingWeeks } from './working-weeks';

export const photoStudio: StarterContent = {
  services: [
    {
      name: { ru: 'Аренда студии', en: 'Studio hire', ka: 'სტუდიის ქირაობა' },
      description: {
        ru: 'Час в студии со светом и фонами',
        en: 'One hour in the studio with lighting and backdrops',
        ka: 'ერთი საათი სტუდიაში, განათებით და ფონებით',
      },
      durationMinutes: 60,
      priceUsd: 25,
    },
    {
      name: { ru: 'Портретная фотосессия', en: 'Portrait session', ka: 'პორტრეტული ფოტოსესია' },
      description: {
        ru: 'Час с фотографом, 15 обработанных фото',
        en: 'One hour with a photographer, 15 edited photos',
        ka: 'ერთი საათი ფოტოგრაფთან, 15 დამუშავებული ფოტო',
      },
      durationMinutes: 60,
      priceUsd: 60,
    },
    {
      name: { ru: 'Семейная фотосессия', en: 'Family session', ka: 'საოჯახო ფოტოსესია' },
      description: {
        ru: 'До 5 человек, 25 обработанных фото',
        en: 'Up to 5 people, 25 edited photos',
        ka: '5 ადამიანამდე, 25 დამუშავებული ფოტო',
      },
      durationMinutes: 90,
      priceUsd: 90,
    },
    {
      name: { ru: 'Фото на документы', en: 'ID photos', ka: 'ფოტო დოკუმენტებისთვის' },
      description: {
        ru: 'Печатные фото на паспорт или визу',
        en: 'Printed photos for a passport or visa',
        ka: 'დაბეჭდილი ფოტოები პასპორტისთვის ან ვიზისთვის',
      },
      durationMinutes: 15,
      priceUsd: 6,
    },
    {
      name: { ru: 'Предметная съёмка', en: 'Product photography', ka: 'საგნობრივი ფოტოგადაღება' },
      description: {
        ru: 'Десять фото товаров на белом фоне',
        en: 'Ten product photos on a white background',
        ka: 'პროდუქციის ათი ფოტო თეთრ ფონზე',
      },
      durationMinutes: 120,
      priceUsd: 50,
    },
  ],
  categories: [],
  week: workingWeeks.everyDayLong,
};

export const carWash: StarterContent = {
  services: [
    {
      name: { ru: 'Мойка кузова', en: 'Exterior wash', ka: 'ძარის რეცხვა' },
      description: {
        ru: 'Бесконтактная мойка и сушка',
        en: 'Touchless wash and drying',
        ka: 'უკონტაქტო რეცხვა და გაშრობა',
      },
      durationMinutes: 20,
      priceUsd: 8,
    },
    {
      name: { ru: 'Комплексная мойка', en: 'Full wash', ka: 'კომპლექსური რეცხვა' },
      description: {
        ru: 'Кузов, пылесос и влажная уборка салона',
        en: 'Exterior wash, interior vacuuming and wipe-down',
        ka: 'ძარა, სალონის დამტვერსასრუტება და სველი წმენდა',
      },
      durationMinutes: 45,
      priceUsd: 15,
    },
    {
      name: { ru: 'Химчистка салона', en: 'Interior deep cleaning', ka: 'სალონის ქიმწმენდა' },
      description: {
        ru: 'Глубокая чистка сидений, ковров и потолка',
        en: 'Seats, carpets and headliner deep-cleaned',
        ka: 'სავარძლების, ხალიჩების და ჭერის ღრმა წმენდა',
      },
      durationMinutes: 240,
      priceUsd: 80,
    },
    {
      name: { ru: 'Нанесение воска', en: 'Wax protection', ka: 'ცვილის დატანა' },
      description: {
        ru: 'Защитное покрытие кузова после мойки',
        en: 'A protective coat for the paint after the wash',
        ka: 'ძარის დამცავი საფარი რეცხვის შემდეგ',
      },
      durationMinutes: 30,
      priceUsd: 10,
    },
    {
      name: { ru: 'Мойка двигателя', en: 'Engine bay cleaning', ka: 'ძრავის რეცხვა' },
      description: {
        ru: 'Бережная мойка с защитой электрики',
        en: 'A careful clean with the electrics protected',
        ka: 'ფრთხილი რეცხვა ელექტროობის დაცვით',
      },
      durationMinutes: 30,
      priceUsd: 12,
    },
  ],
  categories: [],
  week: workingWeeks.everyDayLong,
};

export const billiards: StarterContent = {
  services: [
    {
      name: { ru: 'Стол для пула, час', en: 'Pool table, one hour', ka: 'პულის მაგიდა, ერთი საათი' },
      description: {
        ru: 'Стол для американского пула',
        en: 'An American pool table',
        ka: 'ამერიკული პულის მაგიდა',
      },
      durationMinutes: 60,
      priceUsd: 8,
    },
    {
      name: {
        ru: 'Стол для русского бильярда, час',
        en: 'Russian billiards table, one hour',
        ka: 'რუსული ბილიარდის მაგიდა, ერთი საათი',
      },
      description: {
        ru: 'Стол для русской пирамиды',
        en: 'A table for Russian pyramid',
        ka: 'მაგიდა რუსული პირამიდისთვის',
      },
      durationMinutes: 60,
      priceUsd: 10,
    },
    {
      name: { ru: 'Стол для снукера, час', en: 'Snooker table, one hour', ka: 'სნუკერის მაგიდა, ერთი საათი' },
      description: {
        ru: 'Полноразмерный стол для снукера',
        en: 'A full-size snooker table',
        ka: 'სრული ზომის სნუკერის მაგიდა',
      },
      durationMinutes: 60,
      priceUsd: 12,
    },
    {
      name: { ru: 'Урок с тренером', en: 'Lesson with a coach', ka: 'გაკვეთილი მწვრთნელთან' },
      description: {
        ru: 'Техника и тактика для новичков и любителей',
        en: 'Technique and tactics for beginners and amateurs',
        ka: 'ტექნიკა და ტაქტიკა დამწყებთა და მოყვარულთათვის',
      },
      durationMinutes: 60,
      priceUsd: 20,
    },
    {
      name: { ru: 'VIP-зал на вечер', en: 'VIP room for an evening', ka: 'VIP დარბაზი საღამოსთვის' },
      description: {
        ru: 'Отдельный зал со столом для компании на 3 часа',
        en: 'A private room with a table for a group, 3 hours',
        ka: 'ცალკე დარბაზი მაგიდით კომპანიისთვის, 3 საათით',
      },
      durationMinutes: 180,
      priceUsd: 60,
    },
  ],
  categories: [],
  week: workingWeeks.billiards,
};

export const cleaning: StarterContent = {
  services: [
    {
      name: {
        ru: 'Поддерживающая уборка квартиры',
        en: 'Regular flat cleaning',
        ka: 'ბინის მიმდინარე დალაგება',
      },
      description: {
        ru: 'Пыль, полы, кухня и санузел',
        en: 'Dusting, floors, kitchen and bathroom',
        ka: 'მტვერი, იატაკი, სამზარეულო და სააბაზანო',
      },
      durationMinutes: 180,
      priceUsd: 40,
    },
    {
      name: { ru: 'Генеральная уборка', en: 'Deep cleaning', ka: 'გენერალური დალაგება' },
      description: {
        ru: 'Все поверхности, шкафы и техника внутри',
        en: 'Every surface, inside cupboards and appliances',
        ka: 'ყველა ზედაპირი, კარადები და ტექნიკა შიგნიდან',
      },
      durationMinutes: 360,
      priceUsd: 100,
    },
    {
      name: { ru: 'Уборка после ремонта', en: 'After-renovation cleaning', ka: 'დალაგება რემონტის შემდეგ' },
      description: {
        ru: 'Удаление строительной пыли и загрязнений',
        en: 'Construction dust and stains removed',
        ka: 'სამშენებლო მტვრის და ლაქების მოცილება',
      },
      durationMinutes: 480,
      priceUsd: 150,
    },
    {
      name: { ru: 'Мытьё окон', en: 'Window cleaning', ka: 'ფანჯრების რეცხვა' },
      description: {
        ru: 'Стёкла и рамы с двух сторон',
        en: 'Glass and frames on both sides',
        ka: 'მინები და ჩარჩოები ორივე მხრიდან',
      },
      durationMinutes: 120,
      priceUsd: 30,
    },
    {
      name: { ru: 'Химчистка дивана', en: 'Sofa cleaning', ka: 'დივნის ქიმწმენდა' },
      description: {
        ru: 'Выведение пятен и глубокая чистка обивки',
        en: 'Stain removal and deep upholstery cleaning',
        ka: 'ლაქების მოცილება და გადასაკრავის ღრმა წმენდა',
      },
      durationMinutes: 120,
      priceUsd: 45,
    },
    {
      name: { ru: 'Уборка офиса', en: 'Office cleaning', ka: 'ოფისის დალაგება' },
      description: {
        ru: 'Рабочие места, кухня и санузлы',
        en: 'Workstations, kitchen and restrooms',
        ka: 'სამუშაო ადგილები, სამზარეულო და სველი წერტილები',
      },
      durationMinutes: 180,
      priceUsd: 50,
    },
  ],
  categories: [],
  week: workingWeeks.cleaning,
};
