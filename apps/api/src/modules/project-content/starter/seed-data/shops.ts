import type { StarterContent } from '../starter-content.types';
import { workingWeeks } from './working-weeks';

export const clothingStore: StarterContent = {
  services: [],
  categories: [
    { ru: 'Женская одежда', en: "Women's clothing", ka: 'ქალის ტანსაცმელი' },
    { ru: 'Мужская одежда', en: "Men's clothing", ka: 'მამაკაცის ტანსაცმელი' },
    { ru: 'Детская одежда', en: "Children's clothing", ka: 'საბავშვო ტანსაცმელი' },
    { ru: 'Верхняя одежда', en: 'Outerwear', ka: 'ზედა ტანსაცმელი' },
    { ru: 'Платья и юбки', en: 'Dresses and skirts', ka: 'კაბები და ქვედაბოლოები' },
    { ru: 'Джинсы и брюки', en: 'Jeans and trousers', ka: 'ჯინსები და შარვლები' },
    { ru: 'Обувь', en: 'Shoes', ka: 'ფეხსაცმელი' },
    { ru: 'Аксессуары', en: 'Accessories', ka: 'აქსესუარები' },
  ],
  week: workingWeeks.shop,
};

export const autoParts: StarterContent = {
  services: [],
  categories: [
    { ru: 'Детали двигателя', en: 'Engine parts', ka: 'ძრავის ნაწილები' },
    { ru: 'Тормозная система', en: 'Brakes', ka: 'სამუხრუჭე სისტემა' },
    { ru: 'Подвеска и рулевое управление', en: 'Suspension and steering', ka: 'სავალი ნაწილი და საჭე' },
    { ru: 'Фильтры', en: 'Filters', ka: 'ფილტრები' },
    { ru: 'Масла и технические жидкости', en: 'Oils and fluids', ka: 'ზეთები და ტექნიკური სითხეები' },
    { ru: 'Электрика и освещение', en: 'Electrics and lighting', ka: 'ელექტროობა და განათება' },
    { ru: 'Шины и диски', en: 'Tyres and wheels', ka: 'საბურავები და დისკები' },
    { ru: 'Кузовные детали', en: 'Body parts', ka: 'ძარის ნაწილები' },
    { ru: 'Аккумуляторы', en: 'Batteries', ka: 'აკუმულატორები' },
  ],
  week: workingWeeks.autoParts,
};

export const cosmetics: StarterContent = {
  services: [],
  categories: [
    { ru: 'Уход за лицом', en: 'Face care', ka: 'სახის მოვლა' },
    { ru: 'Уход за телом', en: 'Body care', ka: 'სხეულის მოვლა' },
    { ru: 'Уход за волосами', en: 'Hair care', ka: 'თმის მოვლა' },
    { ru: 'Декоративная косметика', en: 'Makeup', ka: 'დეკორატიული კოსმეტიკა' },
    { ru: 'Парфюмерия', en: 'Fragrances', ka: 'პარფიუმერია' },
    { ru: 'Уход за ногтями', en: 'Nail care', ka: 'ფრჩხილების მოვლა' },
    { ru: 'Защита от солнца', en: 'Sun care', ka: 'მზისგან დაცვა' },
    { ru: 'Мужская косметика', en: "Men's grooming", ka: 'მამაკაცის კოსმეტიკა' },
    { ru: 'Подарочные наборы', en: 'Gift sets', ka: 'სასაჩუქრე ნაკრებები' },
  ],
  week: workingWeeks.shop,
};

export const dishes: StarterContent = {
  services: [],
  categories: [
    { ru: 'Кастрюли и сковороды', en: 'Pots and pans', ka: 'ქვაბები და ტაფები' },
    { ru: 'Столовая посуда', en: 'Dinnerware', ka: 'სასადილო ჭურჭელი' },
    { ru: 'Бокалы и стаканы', en: 'Glassware', ka: 'ბოკალები და ჭიქები' },
    { ru: 'Столовые приборы', en: 'Cutlery', ka: 'დანა-ჩანგალი' },
    { ru: 'Чайная и кофейная посуда', en: 'Tea and coffee sets', ka: 'ჩაისა და ყავის ჭურჭელი' },
    { ru: 'Формы для выпечки', en: 'Bakeware', ka: 'საცხობი ფორმები' },
    { ru: 'Ножи', en: 'Knives', ka: 'დანები' },
    { ru: 'Кухонные принадлежности', en: 'Kitchen utensils', ka: 'სამზარეულოს ნივთები' },
    { ru: 'Хранение продуктов', en: 'Food storage', ka: 'საკვების შესანახი ჭურჭელი' },
  ],
  week: workingWeeks.shop,
};
