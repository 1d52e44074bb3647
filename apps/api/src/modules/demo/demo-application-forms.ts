import type { ApplicationForm, ApplicationFormField } from '@donut/validation';

/* The forms of the demo barbershop's services (issue 16), in Russian with English and Georgian translations. */

const RESULT: ApplicationFormField = {
  id: 'q_result',
  kind: 'text',
  required: true,
  label: 'Какой результат вы хотите?',
  translations: { en: { label: 'What result do you want?' }, ka: { label: 'რა შედეგი გსურთ?' } },
  options: [],
};
const BEARD_LENGTH: ApplicationFormField = {
  id: 'q_length',
  kind: 'choice',
  required: false,
  label: 'Длина бороды',
  translations: {
    en: { label: 'Beard length', options: ['Short', 'Medium', 'Long'] },
    ka: { label: 'წვერის სიგრძე', options: ['მოკლე', 'საშუალო', 'გრძელი'] },
  },
  options: ['Короткая', 'Средняя', 'Длинная'],
};
const FIRST_VISIT: ApplicationFormField = {
  id: 'q_first',
  kind: 'yes_no',
  required: false,
  label: 'Вы у нас впервые?',
  translations: { en: { label: 'Is this your first visit?' }, ka: { label: 'პირველად ხართ ჩვენთან?' } },
  options: [],
};
const field = (kind: ApplicationFormField['kind'], required = false): ApplicationFormField => ({
  id: kind,
  kind,
  required,
  label: '',
  translations: {},
  options: [],
});

/** Royal shave as first published, before the owner asked for a photo: older applications keep this form. */
export const ROYAL_SHAVE_FORM_V1: ApplicationForm = {
  version: 1,
  fields: [RESULT, BEARD_LENGTH, FIRST_VISIT, field('desired_date'), field('comment')],
};

/** The forms by the service's English starter name. */
export const DEMO_FORMS: Record<string, ApplicationForm> = {
  'Royal shave': {
    version: 2,
    fields: [RESULT, BEARD_LENGTH, FIRST_VISIT, field('desired_date'), field('files'), field('comment')],
  },
  'Haircut and beard': {
    version: 1,
    fields: [field('email'), field('desired_date', true), field('comment')],
  },
  "Kids' haircut": {
    version: 1,
    fields: [
      field('people', true),
      {
        id: 'q_before',
        kind: 'yes_no',
        required: false,
        label: 'Ребёнок уже стригся у барбера?',
        translations: {
          en: { label: 'Has the child been to a barber before?' },
          ka: { label: 'ბავშვი უკვე ყოფილა ბარბერთან?' },
        },
        options: [],
      },
      field('desired_date'),
    ],
  },
};
