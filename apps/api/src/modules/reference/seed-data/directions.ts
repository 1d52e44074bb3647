import type { LocalizedText } from './types';

export interface DirectionSeed {
  code: string;
  name: LocalizedText;
}

/** The target businesses of spec §1, then "other" for everyone else. */
export const directions: readonly DirectionSeed[] = [
  { code: 'beauty-salon', name: { ru: 'Салон красоты', en: 'Beauty salon', ka: 'სილამაზის სალონი' } },
  { code: 'barbershop', name: { ru: 'Барбершоп', en: 'Barbershop', ka: 'ბარბერშოპი' } },
  { code: 'fitness', name: { ru: 'Фитнес', en: 'Fitness', ka: 'ფიტნესი' } },
  { code: 'lawyer', name: { ru: 'Юрист', en: 'Lawyer', ka: 'იურისტი' } },
  { code: 'notary', name: { ru: 'Нотариус', en: 'Notary', ka: 'ნოტარიუსი' } },
  { code: 'photo-studio', name: { ru: 'Фотостудия', en: 'Photo studio', ka: 'ფოტოსტუდია' } },
  { code: 'car-wash', name: { ru: 'Автомойка', en: 'Car wash', ka: 'ავტოსამრეცხაო' } },
  { code: 'billiards', name: { ru: 'Бильярд', en: 'Billiards', ka: 'ბილიარდი' } },
  { code: 'clothing-store', name: { ru: 'Магазин одежды', en: 'Clothing store', ka: 'ტანსაცმლის მაღაზია' } },
  { code: 'restaurant', name: { ru: 'Ресторан', en: 'Restaurant', ka: 'რესტორანი' } },
  {
    code: 'cleaning',
    name: { ru: 'Клининговая компания', en: 'Cleaning company', ka: 'დასუფთავების კომპანია' },
  },
  { code: 'tutor', name: { ru: 'Репетитор', en: 'Tutor', ka: 'რეპეტიტორი' } },
  { code: 'nutritionist', name: { ru: 'Нутрициолог', en: 'Nutritionist', ka: 'ნუტრიციოლოგი' } },
  { code: 'trainer', name: { ru: 'Тренер', en: 'Trainer', ka: 'მწვრთნელი' } },
  { code: 'auto-parts', name: { ru: 'Автозапчасти', en: 'Auto parts', ka: 'ავტონაწილები' } },
  { code: 'cosmetics', name: { ru: 'Косметика', en: 'Cosmetics', ka: 'კოსმეტიკა' } },
  { code: 'dishes', name: { ru: 'Посуда', en: 'Dishes and tableware', ka: 'ჭურჭელი' } },
  { code: 'other', name: { ru: 'Другое', en: 'Other', ka: 'სხვა' } },
];
