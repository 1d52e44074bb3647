import type { StarterContent } from '../starter-content.types';
import { workingWeeks } from './working-weeks';

export const beautySalon: StarterContent = {
  services: [
    {
      name: { ru: 'Женская стрижка', en: "Women's haircut", ka: 'ქალის თმის შეჭრა' },
      description: {
        ru: 'Мытьё головы, стрижка и укладка',
        en: 'Wash, cut and styling',
        ka: 'თმის დაბანა, შეჭრა და დავარცხნა',
      },
      durationMinutes: 60,
      priceUsd: 25,
    },
    {
      name: { ru: 'Окрашивание волос', en: 'Hair colouring', ka: 'თმის შეღებვა' },
      description: {
        ru: 'Окрашивание в один тон, краситель включён',
        en: 'One-tone colouring, dye included',
        ka: 'ერთ ტონში შეღებვა, საღებავის ჩათვლით',
      },
      durationMinutes: 120,
      priceUsd: 50,
    },
    {
      name: {
        ru: 'Маникюр с покрытием гель-лаком',
        en: 'Manicure with gel polish',
        ka: 'მანიკური გელ-ლაქით',
      },
      description: {
        ru: 'Форма ногтей, обработка кутикулы и стойкое покрытие',
        en: 'Nail shaping, cuticle care and a long-lasting finish',
        ka: 'ფრჩხილების ფორმა, კუტიკულის დამუშავება და მდგრადი საფარი',
      },
      durationMinutes: 90,
      priceUsd: 20,
    },
    {
      name: { ru: 'Педикюр', en: 'Pedicure', ka: 'პედიკური' },
      description: {
        ru: 'Уход за стопами и покрытие ногтей лаком',
        en: 'Foot care and nail polish',
        ka: 'ტერფის მოვლა და ფრჩხილების ლაქით დაფარვა',
      },
      durationMinutes: 90,
      priceUsd: 25,
    },
    {
      name: {
        ru: 'Коррекция и окрашивание бровей',
        en: 'Eyebrow shaping and tinting',
        ka: 'წარბების კორექცია და შეღებვა',
      },
      description: {
        ru: 'Форма, подобранная по типу лица',
        en: 'A shape chosen to suit your face',
        ka: 'სახის ტიპზე მორგებული ფორმა',
      },
      durationMinutes: 30,
      priceUsd: 10,
    },
    {
      name: { ru: 'Чистка лица', en: 'Facial cleansing', ka: 'სახის წმენდა' },
      description: {
        ru: 'Глубокое очищение и успокаивающая маска',
        en: 'Deep cleansing and a soothing mask',
        ka: 'ღრმა წმენდა და დამამშვიდებელი ნიღაბი',
      },
      durationMinutes: 60,
      priceUsd: 30,
    },
  ],
  categories: [],
  week: workingWeeks.salon,
};

export const barbershop: StarterContent = {
  services: [
    {
      name: { ru: 'Мужская стрижка', en: "Men's haircut", ka: 'მამაკაცის თმის შეჭრა' },
      description: {
        ru: 'Машинка и ножницы, мытьё головы и укладка',
        en: 'Clippers and scissors, wash and styling',
        ka: 'მანქანა და მაკრატელი, თმის დაბანა და დავარცხნა',
      },
      durationMinutes: 60,
      priceUsd: 15,
    },
    {
      name: { ru: 'Моделирование бороды', en: 'Beard trim', ka: 'წვერის მოდელირება' },
      description: {
        ru: 'Форма бороды и окантовка опасной бритвой',
        en: 'Beard shaping and a straight-razor line-up',
        ka: 'წვერის ფორმა და კონტურის გასწორება სამართებლით',
      },
      durationMinutes: 30,
      priceUsd: 10,
    },
    {
      name: { ru: 'Стрижка и борода', en: 'Haircut and beard', ka: 'თმის შეჭრა და წვერი' },
      description: {
        ru: 'Полный уход за один визит',
        en: 'The full grooming in one visit',
        ka: 'სრული მოვლა ერთ ვიზიტში',
      },
      durationMinutes: 90,
      priceUsd: 22,
    },
    {
      name: { ru: 'Королевское бритьё', en: 'Royal shave', ka: 'სამეფო პარსვა' },
      description: {
        ru: 'Бритьё опасной бритвой с горячим полотенцем',
        en: 'A straight-razor shave with a hot towel',
        ka: 'პარსვა სამართებლით, ცხელი პირსახოცით',
      },
      durationMinutes: 45,
      priceUsd: 15,
    },
    {
      name: { ru: 'Детская стрижка', en: "Kids' haircut", ka: 'ბავშვის თმის შეჭრა' },
      description: { ru: 'Для детей до 12 лет', en: 'For children under 12', ka: '12 წლამდე ბავშვებისთვის' },
      durationMinutes: 45,
      priceUsd: 10,
    },
    {
      name: { ru: 'Стрижка под машинку', en: 'Buzz cut', ka: 'თმის შეჭრა მანქანით' },
      description: {
        ru: 'Одна длина насадки по всей голове',
        en: 'One clipper length all over',
        ka: 'ერთი სიგრძე მთელ თავზე',
      },
      durationMinutes: 30,
      priceUsd: 8,
    },
    {
      name: { ru: 'Камуфляж седины', en: 'Grey blending', ka: 'ჭაღარის შენიღბვა' },
      description: {
        ru: 'Естественное тонирование волос или бороды',
        en: 'A natural-looking tint for hair or beard',
        ka: 'თმის ან წვერის ბუნებრივი ტონირება',
      },
      durationMinutes: 30,
      priceUsd: 12,
    },
  ],
  categories: [],
  week: workingWeeks.barbershop,
};
