import type { StarterContent } from '../starter-content.types';
import { workingWeeks } from './working-weeks';

export const fitness: StarterContent = {
  services: [
    {
      name: { ru: 'Разовое посещение', en: 'Day pass', ka: 'ერთჯერადი ვიზიტი' },
      description: {
        ru: 'Тренажёрный зал и групповые занятия на один день',
        en: 'Gym and group classes for one day',
        ka: 'ტრენაჟორების დარბაზი და ჯგუფური ვარჯიშები ერთი დღით',
      },
      durationMinutes: 120,
      priceUsd: 10,
    },
    {
      name: { ru: 'Персональная тренировка', en: 'Personal training session', ka: 'პერსონალური ვარჯიში' },
      description: {
        ru: 'Занятие один на один с тренером',
        en: 'A one-to-one session with a coach',
        ka: 'ინდივიდუალური ვარჯიში მწვრთნელთან',
      },
      durationMinutes: 60,
      priceUsd: 25,
    },
    {
      name: { ru: 'Групповое занятие', en: 'Group class', ka: 'ჯგუფური ვარჯიში' },
      description: {
        ru: 'Функциональный тренинг, стретчинг или йога в группе',
        en: 'Functional training, stretching or yoga in a group',
        ka: 'ფუნქციური ვარჯიში, სტრეჩინგი ან იოგა ჯგუფში',
      },
      durationMinutes: 60,
      priceUsd: 8,
    },
    {
      name: { ru: 'Фитнес-тестирование', en: 'Fitness assessment', ka: 'ფიტნეს-ტესტირება' },
      description: {
        ru: 'Анализ состава тела и план тренировок',
        en: 'Body composition analysis and a training plan',
        ka: 'სხეულის შემადგენლობის ანალიზი და ვარჯიშის გეგმა',
      },
      durationMinutes: 45,
      priceUsd: 20,
    },
    {
      name: { ru: 'Вводная тренировка', en: 'Introductory session', ka: 'შესავალი ვარჯიში' },
      description: {
        ru: 'Знакомство с залом и тренажёрами для новичков',
        en: 'A tour of the gym and its equipment for newcomers',
        ka: 'დარბაზისა და ტრენაჟორების გაცნობა დამწყებთათვის',
      },
      durationMinutes: 60,
      priceUsd: 10,
    },
  ],
  categories: [],
  week: workingWeeks.fitnessClub,
};

export const trainer: StarterContent = {
  services: [
    {
      name: { ru: 'Персональная тренировка', en: 'Personal training session', ka: 'პერსონალური ვარჯიში' },
      description: {
        ru: 'Тренировка один на один под вашу цель',
        en: 'A one-to-one workout built around your goal',
        ka: 'ინდივიდუალური ვარჯიში, თქვენს მიზანზე მორგებული',
      },
      durationMinutes: 60,
      priceUsd: 25,
    },
    {
      name: { ru: 'Сплит-тренировка', en: 'Partner training', ka: 'სპლიტ-ვარჯიში' },
      description: {
        ru: 'Тренировка вдвоём, цена за человека',
        en: 'A workout for two, price per person',
        ka: 'ვარჯიში ორისთვის, ფასი ერთ ადამიანზე',
      },
      durationMinutes: 60,
      priceUsd: 18,
    },
    {
      name: { ru: 'Онлайн-тренировка', en: 'Online session', ka: 'ონლაინ ვარჯიში' },
      description: {
        ru: 'Занятие по видеосвязи с контролем техники',
        en: 'A video call session with technique checks',
        ka: 'ვარჯიში ვიდეოზარით, ტექნიკის კონტროლით',
      },
      durationMinutes: 60,
      priceUsd: 15,
    },
    {
      name: { ru: 'Программа тренировок', en: 'Training programme', ka: 'ვარჯიშის პროგრამა' },
      description: {
        ru: 'План на четыре недели для зала или дома',
        en: 'A four-week plan for the gym or home',
        ka: 'ოთხკვირიანი გეგმა დარბაზისთვის ან სახლისთვის',
      },
      durationMinutes: 60,
      priceUsd: 30,
    },
    {
      name: { ru: 'Растяжка', en: 'Stretching session', ka: 'სტრეჩინგი' },
      description: {
        ru: 'Занятие на гибкость и подвижность суставов',
        en: 'A class for flexibility and joint mobility',
        ka: 'ვარჯიში მოქნილობისა და სახსრების მოძრაობისთვის',
      },
      durationMinutes: 45,
      priceUsd: 15,
    },
  ],
  categories: [],
  week: workingWeeks.trainer,
};

export const nutritionist: StarterContent = {
  services: [
    {
      name: { ru: 'Первичная консультация', en: 'First consultation', ka: 'პირველადი კონსულტაცია' },
      description: {
        ru: 'Пищевые привычки, цели и разбор анализов',
        en: 'Eating habits, goals and a review of test results',
        ka: 'კვებითი ჩვევები, მიზნები და ანალიზების განხილვა',
      },
      durationMinutes: 60,
      priceUsd: 40,
    },
    {
      name: { ru: 'Повторная консультация', en: 'Follow-up consultation', ka: 'განმეორებითი კონსულტაცია' },
      description: {
        ru: 'Оценка результатов и корректировка плана',
        en: 'A progress check and plan adjustments',
        ka: 'შედეგების შეფასება და გეგმის კორექტირება',
      },
      durationMinutes: 45,
      priceUsd: 25,
    },
    {
      name: { ru: 'Индивидуальный план питания', en: 'Personal meal plan', ka: 'კვების ინდივიდუალური გეგმა' },
      description: {
        ru: 'Меню на две недели с рецептами и списком покупок',
        en: 'A two-week menu with recipes and a shopping list',
        ka: 'ორკვირიანი მენიუ რეცეპტებით და საყიდლების სიით',
      },
      durationMinutes: 90,
      priceUsd: 50,
    },
    {
      name: {
        ru: 'Анализ состава тела',
        en: 'Body composition analysis',
        ka: 'სხეულის შემადგენლობის ანალიზი',
      },
      description: {
        ru: 'Биоимпедансное измерение с расшифровкой',
        en: 'A bioimpedance measurement, explained',
        ka: 'ბიოიმპედანსური გაზომვა განმარტებით',
      },
      durationMinutes: 30,
      priceUsd: 15,
    },
  ],
  categories: [],
  week: workingWeeks.consultant,
};
