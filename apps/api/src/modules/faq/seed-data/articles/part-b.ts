import type { FaqArticleSeed } from '../types';

/**
 * Knowledge-base articles for the "crm", "chats-and-bots", "billing" and "account-and-security" categories.
 * Every statement follows the product as built (billing terms, link lifetimes, plan limits); bodies are
 * written at column 0 because template literals keep indentation.
 */
export const articlesPartB: readonly FaqArticleSeed[] = [
  // ——— billing ———
  {
    slug: 'plans-and-free-trial',
    category: 'billing',
    popular: true,
    title: {
      ru: 'Какие есть тарифы и что будет после пробного периода?',
      en: 'What plans are there, and what happens after the free trial?',
      ka: 'რა ტარიფებს გთავაზობთ და რა ხდება საცდელი პერიოდის შემდეგ?',
    },
    summary: {
      ru: 'Пробный период длится 14 дней на тарифе «Бизнес». Рассказываем, чем отличаются тарифы и что произойдёт, если после пробного периода не оплатить тариф.',
      en: 'The free trial lasts 14 days on the Business plan. Here is how the plans differ and what happens if you do not pay when the trial ends.',
      ka: 'უფასო საცდელი პერიოდი 14 დღე გრძელდება და ამ დროს ტარიფ „ბიზნესზე“ მუშაობთ. აქ ნახავთ, რით განსხვავდება ტარიფები და რა მოხდება, თუ საცდელი პერიოდის ბოლოს ტარიფს არ გადაიხდით.',
    },
    body: {
      ru: `## Пробный период

После регистрации у вас есть 14 дней бесплатного пробного периода. Всё это время вы работаете на тарифе «Бизнес», поэтому вам доступны все возможности Donut.

За 3 дня и за 1 день до конца пробного периода в панели уведомлений (колокольчик в шапке) появится напоминание. Кнопка в нём сразу ведёт к выбору тарифа.

## Чем отличаются тарифы

Тарифы различаются числом сотрудников, товаров, услуг и каналов мессенджеров, объёмом хранилища для загруженных изображений, уровнем поддержки и тем, показывается ли реклама Donut. Количество проектов не ограничено ни на одном тарифе.

- **Старт** — 9 $ в месяц: 1 сотрудник, 50 товаров, 20 услуг, 1 канал мессенджера, 1 ГБ.
- **Базовый** — 19 $: 3 сотрудника, 200 товаров, 50 услуг, 2 канала, 3 ГБ.
- **Стандарт** — 29 $: 5 сотрудников, 1 000 товаров, 100 услуг, 3 канала, 10 ГБ, без рекламы Donut.
- **Бизнес** — 49 $: 15 сотрудников, 5 000 товаров, 300 услуг, 5 каналов, 25 ГБ, приоритетная поддержка.
- **Про** — 79 $: 40 сотрудников, 20 000 товаров, 1 000 услуг, 10 каналов, 100 ГБ, приоритетная поддержка.
- **Премиум** — 129 $: 100 сотрудников, 100 000 товаров, 5 000 услуг, 20 каналов, 250 ГБ, персональный менеджер.
- **Корпоративный** — цена и лимиты по запросу, персональный менеджер.

Оплата за год стоит как 10 месяцев — это экономия 17%. На тарифах «Старт» и «Базовый» показывается реклама Donut.

## Что будет, когда пробный период закончится

Если тариф не оплачен, CRM ваших проектов закроется и предложит оплату. Остальной кабинет продолжит работать: проекты, профиль, тарифы и чеки. Ничего не удаляется — как только вы оплатите тариф, CRM снова откроется со всеми данными.

Сравнить все лимиты и выбрать тариф можно на странице [Тарифы](/ru/client/about/rates).`,
      en: `## The free trial

Every new account gets a free 14-day trial, counted from the day you sign up. During the trial you work on the Business plan, so every Donut feature is available to you.

Three days and one day before the trial ends, a reminder appears in the notifications panel (the bell in the header). Its button takes you straight to choosing a plan.

## How the plans differ

Plans differ in how many staff, products, services and messenger channels you can have, in storage for uploaded pictures, in the level of support and in whether Donut ads are shown. The number of projects is not limited on any plan.

- **Start**: $9 a month, 1 employee, 50 products, 20 services, 1 messenger channel, 1 GB.
- **Basic**: $19, 3 employees, 200 products, 50 services, 2 channels, 3 GB.
- **Standard**: $29, 5 employees, 1,000 products, 100 services, 3 channels, 10 GB, no Donut ads.
- **Business**: $49, 15 employees, 5,000 products, 300 services, 5 channels, 25 GB, priority support.
- **Pro**: $79, 40 employees, 20,000 products, 1,000 services, 10 channels, 100 GB, priority support.
- **Premium**: $129, 100 employees, 100,000 products, 5,000 services, 20 channels, 250 GB, a personal manager.
- **Enterprise**: price and limits on request, with a personal manager.

Paying for a year costs as much as 10 months, which saves you 17%. Start and Basic show Donut ads.

## When the trial ends

If you have not paid for a plan by the end of the trial, the CRM of your projects closes and offers to pay. The rest of the cabinet stays open: projects, profile, plans and receipts. Nothing is deleted: as soon as you pay, the CRM opens again with all your data.

Compare every limit and choose a plan on the [Plans](/en/client/about/rates) page.`,
      ka: `## უფასო საცდელი პერიოდი

ყოველ ახალ ანგარიშს 14-დღიანი უფასო საცდელი პერიოდი ეძლევა, რომელიც რეგისტრაციის დღიდან აითვლება. ამ დროს ტარიფ „ბიზნესზე“ მუშაობთ, ასე რომ, Donut-ის ყველა შესაძლებლობა თქვენს განკარგულებაშია.

საცდელი პერიოდის დასრულებამდე სამი დღით და ერთი დღით ადრე შეტყობინებების პანელში (ზარი გვერდის ზედა ნაწილში) შეხსენება გამოჩნდება. მისი ღილაკით პირდაპირ ტარიფის არჩევაზე გადახვალთ.

## რით განსხვავდება ტარიფები

ტარიფები იმით განსხვავდება, რამდენი თანამშრომელი, პროდუქტი, სერვისი და მესენჯერის არხი შეიძლება გქონდეთ, რამდენი ადგილია ატვირთული სურათებისთვის, როგორი მხარდაჭერა გეკუთვნით და ჩანს თუ არა Donut-ის რეკლამა. პროექტების რაოდენობა არცერთ ტარიფზე არ იზღუდება.

- **სტარტი**: 9 US$ თვეში, 1 თანამშრომელი, 50 პროდუქტი, 20 სერვისი, მესენჯერის 1 არხი, 1 გბ.
- **საბაზისო**: 19 US$, 3 თანამშრომელი, 200 პროდუქტი, 50 სერვისი, 2 არხი, 3 გბ.
- **სტანდარტი**: 29 US$, 5 თანამშრომელი, 1000 პროდუქტი, 100 სერვისი, 3 არხი, 10 გბ, Donut-ის რეკლამის გარეშე.
- **ბიზნესი**: 49 US$, 15 თანამშრომელი, 5000 პროდუქტი, 300 სერვისი, 5 არხი, 25 გბ, პრიორიტეტული მხარდაჭერა.
- **პრო**: 79 US$, 40 თანამშრომელი, 20 000 პროდუქტი, 1000 სერვისი, 10 არხი, 100 გბ, პრიორიტეტული მხარდაჭერა.
- **პრემიუმი**: 129 US$, 100 თანამშრომელი, 100 000 პროდუქტი, 5000 სერვისი, 20 არხი, 250 გბ, პერსონალური მენეჯერი.
- **კორპორატიული**: ფასი და ლიმიტები ინდივიდუალურად, პერსონალური მენეჯერით.

წლიური გადახდა 10 თვის ფასად გიჯდებათ, ანუ 17%-ს დაზოგავთ. „სტარტისა“ და „საბაზისოს“ ტარიფებზე Donut-ის რეკლამა ჩანს.

## როცა საცდელი პერიოდი დასრულდება

თუ საცდელი პერიოდის ბოლომდე ტარიფს არ გადაიხდით, თქვენი პროექტების CRM დაიხურება და გადახდას შემოგთავაზებთ. კაბინეტის დანარჩენი ნაწილი ღია რჩება: პროექტები, პროფილი, ტარიფები და ქვითრები. არაფერი წაიშლება: როგორც კი გადაიხდით, CRM ყველა მონაცემით ისევ გაიხსნება.

ყველა ლიმიტს შეადარებთ და ტარიფს აირჩევთ გვერდზე [ტარიფები](/ka/client/about/rates).`,
    },
  },
  {
    slug: 'changing-or-cancelling-your-plan',
    category: 'billing',
    popular: true,
    title: {
      ru: 'Как сменить или отменить тариф и можно ли вернуть деньги?',
      en: 'How do I change or cancel my plan, and can I get a refund?',
      ka: 'როგორ შევცვალო ან გავაუქმო ტარიფი და დამიბრუნდება თუ არა თანხა?',
    },
    summary: {
      ru: 'Новый тариф начинает действовать сразу, а неиспользованная часть оплаченного периода засчитывается в его цену. Только так деньги и возвращаются — зачётом при смене тарифа.',
      en: 'A new plan applies at once, and the unused part of your paid period counts toward its price. This credit on a plan change is the only way money is returned.',
      ka: 'ახალი ტარიფი მაშინვე ამოქმედდება, გადახდილი პერიოდის გამოუყენებელი ნაწილი კი მის ფასში ჩაგეთვლებათ. გადახდილი თანხა მხოლოდ ასე, ტარიფის შეცვლისას გიბრუნდებათ.',
    },
    body: {
      ru: `## Как сменить тариф

1. Откройте в кабинете «О сервисе» → [Тарифы](/ru/client/about/rates).
2. Выберите период оплаты: помесячно или за год.
3. Нажмите «Повысить тариф» или «Понизить тариф» у нужного тарифа.
4. Проверьте расчёт: цену нового тарифа, неиспользованный остаток текущего периода, сумму к оплате и то, что останется на балансе.
5. Примите условия оплаты и подтвердите смену. Если нужно доплатить, оплата пройдёт на странице платёжной системы.

Новый тариф начинает действовать сразу: как только пройдёт платёж, а если платить ничего не нужно — немедленно.

## Что будет с уже оплаченными деньгами

Неиспользованная часть текущего оплаченного периода засчитывается в цену нового тарифа. При переходе на более дешёвый тариф этот остаток может оказаться больше новой цены — тогда разница остаётся на балансе аккаунта и пойдёт в счёт следующего платежа. Баланс виден в блоке «Ваш тариф» на той же странице.

Например, вы оплатили месяц тарифа «Бизнес» за 49 $ и через половину месяца перешли на месяц тарифа «Старт» за 9 $. Неиспользованный остаток — около 24 $: 9 $ из него покроют новый тариф, а около 15 $ останется на балансе.

## Возврат денег

Деньги возвращаются только так — зачётом при смене тарифа. Других способов вернуть оплату нет, в том числе при отмене подписки.

## Отмена и возобновление подписки

Нажмите «Отменить подписку» в блоке «Ваш тариф» и подтвердите. Тариф продолжит работать до конца оплаченного периода, затем отключится, и CRM закроется до новой оплаты. Остаток оплаченного периода при этом не возвращается.

Передумали? Нажмите «Возобновить подписку» до конца периода — и тариф продолжит действовать как ни в чём не бывало.`,
      en: `## Changing your plan

1. Open About → [Plans](/en/client/about/rates) in the cabinet.
2. Choose the billing period: monthly or yearly.
3. Press “Upgrade” or “Downgrade” on the plan you want.
4. Check the calculation: the new plan's price, the unused remainder of your current period, the amount to pay now and the credit left on your account.
5. Accept the terms of payment and confirm. If there is something to pay, you pay on the payment system's page.

The new plan applies at once: as soon as the payment goes through, or immediately when there is nothing to pay.

## What happens to the money you already paid

The unused part of your current paid period counts toward the new plan's price. When you move to a cheaper plan, that remainder can be more than the new price: the difference then stays on your account as credit and goes toward your next payment. You can see the credit in the “Your plan” block on the same page.

For example, you paid $49 for a month of Business and, halfway through the month, switch to a month of Start at $9. About $24 of your period is unused: $9 of it covers the new plan, and about $15 stays on your account as credit.

## Refunds

Money is returned only this way, as credit when you change plan. There is no other kind of refund, including when you cancel a subscription.

## Cancelling and resuming

Press “Cancel subscription” in the “Your plan” block and confirm. The plan keeps working until the end of the paid period, then switches off, and the CRM closes until you pay again. The rest of the paid period is not refunded.

Changed your mind? Press “Resume subscription” before the period ends, and the plan simply carries on.`,
      ka: `## ტარიფის შეცვლა

1. კაბინეტში გახსენით „Donut-ის შესახებ“ → [ტარიფები](/ka/client/about/rates).
2. აირჩიეთ გადახდის პერიოდი: თვიურად ან წლიურად.
3. სასურველ ტარიფზე დააჭირეთ ღილაკს „ტარიფის გაზრდა“ ან „ტარიფის შემცირება“.
4. გადახედეთ გაანგარიშებას: ახალი ტარიფის ფასს, მიმდინარე პერიოდის გამოუყენებელ ნაშთს, ახლა გადასახდელ თანხას და იმას, რაც ბალანსზე დაგრჩებათ.
5. დაეთანხმეთ გადახდის პირობებს და დაადასტურეთ. თუ რამე გადასახდელი დარჩა, გადახდის სისტემის გვერდზე გადაიხდით.

ახალი ტარიფი მაშინვე ამოქმედდება: როგორც კი გადახდა შესრულდება, ხოლო თუ გადასახდელი არაფერია — დაუყოვნებლივ.

## რა ემართება უკვე გადახდილ თანხას

მიმდინარე გადახდილი პერიოდის გამოუყენებელი ნაწილი ახალი ტარიფის ფასში ჩაგეთვლებათ. თუ უფრო იაფ ტარიფზე გადადიხართ, ეს ნაშთი შეიძლება ახალ ფასზე მეტი აღმოჩნდეს: მაშინ სხვაობა ბალანსზე დაგრჩებათ და შემდეგ გადახდაში ჩაგეთვლებათ. ბალანსს იმავე გვერდზე, ბლოკში „თქვენი ტარიფი“ ნახავთ.

მაგალითად, „ბიზნესის“ ერთი თვისთვის 49 US$ გადაიხადეთ, თვის შუაში კი „სტარტზე“ გადახვედით, რომლის ერთი თვე 9 US$ ღირს. პერიოდიდან დაახლოებით 24 US$ გამოუყენებელი დაგრჩათ: აქედან 9 US$ ახალ ტარიფს დაფარავს, დაახლოებით 15 US$ კი ბალანსზე დარჩება.

## თანხის დაბრუნება

თანხა მხოლოდ ასე ბრუნდება: ტარიფის შეცვლისას, ბალანსზე ჩარიცხვით. სხვაგვარად თანხას არ ვაბრუნებთ, მათ შორის არც გამოწერის გაუქმებისას.

## გამოწერის გაუქმება და განახლება

ბლოკში „თქვენი ტარიფი“ დააჭირეთ ღილაკს „გამოწერის გაუქმება“ და დაადასტურეთ. ტარიფი გადახდილი პერიოდის ბოლომდე იმუშავებს, შემდეგ გაითიშება და CRM დაიხურება, სანამ ისევ არ გადაიხდით. გადახდილი პერიოდის დარჩენილი ნაწილი არ ბრუნდება.

გადაიფიქრეთ? პერიოდის დასრულებამდე დააჭირეთ ღილაკს „გამოწერის განახლება“ და ტარიფი ჩვეულებრივ გააგრძელებს მუშაობას.`,
    },
  },
  {
    slug: 'paying-for-a-plan',
    category: 'billing',
    popular: false,
    title: {
      ru: 'Как оплатить тариф?',
      en: 'How do I pay for a plan?',
      ka: 'როგორ გადავიხადო ტარიფი?',
    },
    summary: {
      ru: 'Выберите в кабинете тариф и период оплаты, примите условия и оплатите на странице платёжной системы. Тариф включится, как только платёж пройдёт.',
      en: 'Choose a plan and a billing period in the cabinet, accept the terms and pay on the payment system’s page. The plan switches on as soon as the payment goes through.',
      ka: 'კაბინეტში აირჩიეთ ტარიფი და გადახდის პერიოდი, დაეთანხმეთ პირობებს და გადაიხადეთ გადახდის სისტემის გვერდზე. ტარიფი ჩაირთვება, როგორც კი გადახდა შესრულდება.',
    },
    body: {
      ru: `## Оплата в кабинете

1. Откройте в кабинете «О сервисе» → [Тарифы](/ru/client/about/rates).
2. Выберите период оплаты: помесячно или за год. Год стоит как 10 месяцев — экономия 17%.
3. Нажмите кнопку у нужного тарифа.
4. В открывшемся окне проверьте сумму к оплате (в ней уже учтены неиспользованный остаток текущего периода и баланс аккаунта), отметьте «Я принимаю условия оплаты» и нажмите «Оплатить».
5. Завершите оплату на странице платёжной системы.

Тариф включится, как только платёж пройдёт. Если к вашему возвращению в Donut платёжная система ещё не подтвердила платёж, обновите страницу через минуту. Для тарифа «Корпоративный» нажмите «Связаться с нами»: его цена и лимиты обсуждаются индивидуально.

## Оплата из закрытой CRM

Когда пробный или оплаченный период закончился, CRM проекта вместо разделов показывает форму оплаты. Выберите период, примите условия и нажмите «Оплатить» — или нажмите «Выбрать другой тариф». После оплаты CRM снова откроется, и все данные будут на месте.

## Если платёж не прошёл

Если вы отменили оплату на странице платёжной системы, ничего не меняется: тариф остаётся прежним. Если платёж не прошёл, в панели уведомлений (колокольчик в шапке) появится уведомление «Платёж не прошёл», а его кнопка «Попробовать снова» вернёт вас к оплате. Проверьте платёжные данные и попробуйте ещё раз; если платёж снова не проходит, напишите нам на странице [Контакты и поддержка](/ru/client/about/contacts).

Перед оплатой учтите условия: единственный документ — чек платёжной системы, а оплата со счёта юридического лица недоступна.`,
      en: `## Paying in the cabinet

1. Open About → [Plans](/en/client/about/rates) in the cabinet.
2. Choose the billing period: monthly or yearly. A year costs as much as 10 months, so you save 17%.
3. Press the button of the plan you want.
4. In the window that opens, check the amount to pay (it already takes into account the unused remainder of your current period and your account credit), tick “I accept the terms of payment” and press “Pay”.
5. Complete the payment on the payment system's page.

The plan switches on as soon as the payment goes through. If the payment system has not confirmed it yet when you come back to Donut, reload the page in a minute. For the Enterprise plan, press “Contact us”: its price and limits are agreed individually.

## Paying from a closed CRM

When the trial or a paid period has ended, the project's CRM shows a payment form instead of its sections. Choose monthly or yearly, accept the terms and press “Pay”, or press “Choose another plan” to pick a different one. Once the payment goes through, the CRM opens again with all your data in place.

## If the payment did not go through

If you cancelled on the payment system's page, nothing changes: your plan stays as it was. If the payment failed, a “The payment did not go through” notification appears in the notifications panel (the bell in the header), and its “Try again” button takes you back to paying. Check your payment details and try again; if the payment keeps failing, write to us on the [Contacts and support](/en/client/about/contacts) page.

Before you pay, keep the terms in mind: the only document is the payment system's receipt, and payment from a legal entity's account is not available.`,
      ka: `## გადახდა კაბინეტში

1. კაბინეტში გახსენით „Donut-ის შესახებ“ → [ტარიფები](/ka/client/about/rates).
2. აირჩიეთ გადახდის პერიოდი: თვიურად ან წლიურად. წლიური გადახდა 10 თვის ფასად გიჯდებათ, ანუ 17%-ს დაზოგავთ.
3. დააჭირეთ სასურველი ტარიფის ღილაკს.
4. გახსნილ ფანჯარაში გადაამოწმეთ გადასახდელი თანხა (მასში უკვე გათვალისწინებულია მიმდინარე პერიოდის გამოუყენებელი ნაშთი და თქვენი ბალანსი), მონიშნეთ „ვეთანხმები გადახდის პირობებს“ და დააჭირეთ ღილაკს „გადახდა“.
5. გადახდა დაასრულეთ გადახდის სისტემის გვერდზე.

ტარიფი ჩაირთვება, როგორც კი გადახდა შესრულდება. თუ Donut-ში დაბრუნებისას გადახდის სისტემას გადახდა ჯერ არ დაუდასტურებია, ერთ წუთში განაახლეთ გვერდი. „კორპორატიული“ ტარიფისთვის დააჭირეთ ღილაკს „დაგვიკავშირდით“: მის ფასსა და ლიმიტებზე ინდივიდუალურად შევთანხმდებით.

## გადახდა დახურული CRM-იდან

როცა საცდელი ან გადახდილი პერიოდი დასრულდება, პროექტის CRM განყოფილებების ნაცვლად გადახდის ფორმას გაჩვენებთ. აირჩიეთ, ყოველთვიურად გადაიხდით თუ წლიურად, დაეთანხმეთ პირობებს და დააჭირეთ ღილაკს „გადახდა“. სხვა ტარიფი თუ გინდათ, დააჭირეთ ღილაკს „სხვა ტარიფის არჩევა“. გადახდის შემდეგ CRM ისევ გაიხსნება და ყველა მონაცემი თავის ადგილზე დაგხვდებათ.

## თუ გადახდა ვერ შესრულდა

თუ გადახდის სისტემის გვერდზე გადახდა თავად გააუქმეთ, არაფერი შეიცვლება: ტარიფი ისეთივე დარჩება, როგორიც იყო. თუ გადახდა ვერ შესრულდა, შეტყობინებების პანელში (ზარი გვერდის ზედა ნაწილში) გამოჩნდება შეტყობინება „გადახდა ვერ შესრულდა“, მისი ღილაკი „ხელახლა ცდა“ კი გადახდაზე დაგაბრუნებთ. შეამოწმეთ გადახდის მონაცემები და სცადეთ ისევ; თუ გადახდა მაინც ვერ სრულდება, მოგვწერეთ გვერდიდან [კონტაქტები და მხარდაჭერა](/ka/client/about/contacts).

გადახდამდე გაითვალისწინეთ პირობები: ერთადერთი დოკუმენტი, რომელსაც მიიღებთ, გადახდის სისტემის ქვითარია, იურიდიული პირის საბანკო ანგარიშიდან კი გადახდა შეუძლებელია.`,
    },
  },
  {
    slug: 'receipts-and-payment-documents',
    category: 'billing',
    popular: false,
    title: {
      ru: 'Где найти чеки и можно ли получить счёт или акт?',
      en: 'Where do I find my receipts, and can I get an invoice?',
      ka: 'სად ვნახო ქვითრები და მივიღებ თუ არა ანგარიშ-ფაქტურას?',
    },
    summary: {
      ru: 'Единственный документ об оплате — чек платёжной системы. Все чеки собраны на странице «Тарифы» в кабинете.',
      en: 'The payment system’s receipt is the only payment document. All your receipts are listed on the Plans page of the cabinet.',
      ka: 'გადახდას მხოლოდ გადახდის სისტემის ქვითარი ადასტურებს. ყველა თქვენს ქვითარს კაბინეტში, გვერდზე „ტარიფები“ ნახავთ.',
    },
    body: {
      ru: `## Где найти чеки

1. Откройте в кабинете «О сервисе» → [Тарифы](/ru/client/about/rates).
2. В блоке «Ваш тариф» найдите список «Чеки».

По каждому платежу там указаны дата, тариф, период (месяц или год с датами начала и окончания), сумма и ID платежа. Если платежей много, нажмите «Показать ещё». Пока вы ничего не оплачивали, список пуст: чек появляется после каждого прошедшего платежа. Если смена тарифа ничего не стоила, платежа не было, поэтому и чека по ней нет.

Список чеков доступен всегда, даже когда CRM закрыта до оплаты: кабинет при этом продолжает работать.

## Какие документы вы получаете

Единственный документ об оплате — чек платёжной системы. Отдельные счета, счета-фактуры и акты выполненных работ мы не выставляем, в том числе по запросу. Эти условия показаны перед каждой оплатой, и их нужно принять, чтобы перейти к платежу.

## Можно ли оплатить от компании

Нет, оплата со счёта юридического лица недоступна. Тариф оплачивается только через платёжную систему на сайте — в кабинете или прямо из закрытой CRM проекта.

## Если с платежом что-то не так

Если платежа нет в списке или сумма кажется неверной, сначала обновите страницу: иногда платёжной системе нужна минута, чтобы подтвердить оплату. Если это не помогло, напишите нам на странице [Контакты и поддержка](/ru/client/about/contacts): укажите e-mail, имя и телефон, а в тексте вопроса — дату и ID платежа из списка чеков. Так мы быстрее найдём ваш платёж.`,
      en: `## Where to find your receipts

1. Open About → [Plans](/en/client/about/rates) in the cabinet.
2. In the “Your plan” block, find the “Receipts” list.

Each payment there shows its date, plan, period (a month or a year, with start and end dates), amount and payment ID. If you have many payments, press “Show more”. Until you have paid for anything, the list is empty: a receipt appears after every payment that goes through. If a plan change cost nothing, there was no payment, so there is no receipt for it either.

The list is always available, even while the CRM is closed until payment: the cabinet keeps working.

## Which documents you get

The payment system's receipt is the only document for a payment. We do not issue separate invoices or certificates of completed work, including on request. These terms are shown before every payment, and you accept them to go on to pay.

## Can a company pay?

No: payment from a legal entity's account is not available. A plan is paid only through the payment system on the site, either in the cabinet or right from a project's closed CRM.

## If something is wrong with a payment

If a payment is missing from the list or the amount looks wrong, first reload the page: sometimes the payment system needs a minute to confirm a payment. If that does not help, write to us on the [Contacts and support](/en/client/about/contacts) page: give your e-mail, name and phone, and in the question include the date and the payment ID from the receipts list. That way we find your payment faster.`,
      ka: `## სად ვნახოთ ქვითრები

1. კაბინეტში გახსენით „Donut-ის შესახებ“ → [ტარიფები](/ka/client/about/rates).
2. ბლოკში „თქვენი ტარიფი“ იპოვეთ სია „ქვითრები“.

თითოეულ გადახდაზე აქ ჩანს თარიღი, ტარიფი, პერიოდი (თვე ან წელი, დაწყებისა და დასრულების თარიღებით), თანხა და გადახდის ID. თუ გადახდები ბევრია, დააჭირეთ ღილაკს „მეტის ჩვენება“. სანამ პირველად არ გადაიხდით, სია ცარიელია: ქვითარი ყოველი შესრულებული გადახდის შემდეგ ჩნდება. თუ ტარიფის შეცვლა უფასოდ მოხდა, გადახდა არ ყოფილა, ამიტომ არც ქვითარი გექნებათ.

სია ყოველთვის ხელმისაწვდომია, მაშინაც კი, როცა CRM გადახდამდე დახურულია: კაბინეტი ამ დროსაც მუშაობს.

## რა დოკუმენტებს მიიღებთ

გადახდის ერთადერთი დოკუმენტი გადახდის სისტემის ქვითარია. ცალკე ანგარიშ-ფაქტურებს ან მიღება-ჩაბარების აქტებს არ გავცემთ, მათ შორის არც თქვენი თხოვნით. ეს პირობები ყოველი გადახდის წინ ჩანს და გადახდაზე გადასასვლელად მათ უნდა დაეთანხმოთ.

## შეუძლია თუ არა კომპანიას გადაიხადოს?

არა: იურიდიული პირის საბანკო ანგარიშიდან გადახდა შეუძლებელია. ტარიფს მხოლოდ საიტზე, გადახდის სისტემით იხდით — კაბინეტში ან პირდაპირ პროექტის დახურული CRM-იდან.

## თუ გადახდასთან რამე რიგზე არ არის

თუ გადახდა სიაში არ ჩანს ან თანხა არასწორი გეჩვენებათ, ჯერ განაახლეთ გვერდი: გადახდის სისტემას დადასტურებისთვის ზოგჯერ ერთი წუთი სჭირდება. თუ არ უშველა, მოგვწერეთ გვერდიდან [კონტაქტები და მხარდაჭერა](/ka/client/about/contacts): მიუთითეთ ელფოსტა, სახელი და ტელეფონი, შეკითხვაში კი დაწერეთ გადახდის თარიღი და ID ქვითრების სიიდან. ასე თქვენს გადახდას უფრო სწრაფად ვიპოვით.`,
    },
  },

  // ——— account-and-security ———
  {
    slug: 'resetting-your-password',
    category: 'account-and-security',
    popular: true,
    title: {
      ru: 'Забыли пароль: как его восстановить?',
      en: 'Forgot your password? Here is how to reset it',
      ka: 'დაგავიწყდათ პაროლი? აი, როგორ აღადგინოთ',
    },
    summary: {
      ru: 'Запросите ссылку для нового пароля на e-mail — она действует 60 минут. Пароль, который вы помните, можно сменить в профиле.',
      en: 'Request a link for a new password by e-mail: it is valid for 60 minutes. A password you remember can be changed in your profile.',
      ka: 'მოითხოვეთ ახალი პაროლის ბმული ელფოსტაზე: ის 60 წუთი მოქმედებს. თუ პაროლი გახსოვთ, შეცვალეთ ის პროფილში.',
    },
    body: {
      ru: `## Как восстановить пароль

1. На сайте Donut нажмите «Войти» в шапке, а затем «Забыли пароль?».
2. Укажите e-mail, с которым регистрировались, и нажмите «Отправить ссылку».
3. Откройте письмо от Donut и перейдите по ссылке. Она действует 60 минут.
4. Дважды введите новый пароль и нажмите «Сохранить пароль». Пароль должен быть не короче 8 символов; слишком распространённые пароли вроде 12345678 или qwerty не подойдут.
5. Войдите с e-mail и новым паролем.

Ради безопасности мы не сообщаем, есть ли аккаунт с указанным адресом. Если письмо не пришло, проверьте, нет ли опечатки в адресе, и загляните в папку «Спам».

## Если ссылка устарела

Через 60 минут ссылка перестаёт работать. Нажмите «Запросить новую ссылку» на открывшейся странице или начните заново с «Забыли пароль?».

## Слишком много неверных попыток

Если несколько раз подряд ввести неверный пароль, Donut попросит подождать перед следующей попыткой и покажет, сколько секунд осталось. Проверьте, не включён ли Caps Lock и правильная ли раскладка клавиатуры. Подождите и попробуйте снова — или восстановите пароль по шагам выше.

## Как сменить пароль, который вы помните

Откройте [Профиль](/ru/client/profile), в разделе «Изменить пароль» введите текущий пароль и дважды новый, затем нажмите «Изменить пароль». Если вы пришли в Donut через Telegram и пароля у вас ещё нет, там же, в разделе «Установить пароль», его можно установить.`,
      en: `## Resetting a forgotten password

1. On the Donut site, press “Sign in” in the header, then “Forgot your password?”.
2. Enter the e-mail you signed up with and press “Send the link”.
3. Open the letter from Donut and follow the link. It is valid for 60 minutes.
4. Enter the new password twice and press “Save the password”. It must be at least 8 characters long; very common passwords such as 12345678 or qwerty are not accepted.
5. Sign in with your e-mail and the new password.

For your security, we never say whether an account with the address exists. If the letter does not arrive, check the address for typos and look in your spam folder.

## If the link has expired

After 60 minutes the link stops working. Press “Request a new link” on the page it opens, or start again from “Forgot your password?”.

## Too many wrong passwords

After several wrong passwords in a row, Donut asks you to wait before the next try and shows how many seconds are left. Check that Caps Lock is off and the keyboard layout is right. Wait and try again, or reset the password with the steps above.

## Changing a password you remember

Open [Profile](/en/client/profile). Under “Change password”, enter your current password and the new one twice, then press “Change password”. If you came to Donut through Telegram and have no password yet, you can set one in the same place, under “Set password”.`,
      ka: `## დავიწყებული პაროლის აღდგენა

1. Donut-ის საიტის ზედა ნაწილში დააჭირეთ ღილაკს „შესვლა“, შემდეგ კი — „დაგავიწყდათ პაროლი?“.
2. შეიყვანეთ ელფოსტა, რომლითაც დარეგისტრირდით, და დააჭირეთ ღილაკს „ბმულის გაგზავნა“.
3. გახსენით Donut-ის წერილი და გადადით ბმულზე. ბმული 60 წუთი მოქმედებს.
4. ორჯერ შეიყვანეთ ახალი პაროლი და დააჭირეთ ღილაკს „პაროლის შენახვა“. პაროლი სულ მცირე 8 სიმბოლოსგან უნდა შედგებოდეს; ძალიან გავრცელებული პაროლები, როგორიცაა 12345678 ან qwerty, არ მიიღება.
5. შედით ანგარიშში ელფოსტითა და ახალი პაროლით.

თქვენი უსაფრთხოებისთვის არასდროს ვამბობთ, არსებობს თუ არა ანგარიში ამ მისამართით. თუ წერილი არ მოვიდა, შეამოწმეთ, სწორად ხომ დაწერეთ მისამართი, და ჩაიხედეთ სპამის საქაღალდეში.

## თუ ბმულს ვადა გაუვიდა

60 წუთის შემდეგ ბმული აღარ მუშაობს. გვერდზე, რომელსაც ის გახსნის, დააჭირეთ ღილაკს „ახალი ბმულის მოთხოვნა“, ან თავიდან დაიწყეთ ბმულიდან „დაგავიწყდათ პაროლი?“.

## ძალიან ბევრი არასწორი პაროლი

თუ რამდენჯერმე ზედიზედ არასწორ პაროლს შეიყვანთ, Donut შემდეგ ცდამდე მოცდას გთხოვთ და გაჩვენებთ, რამდენი წამი დარჩა. შეამოწმეთ, გამორთულია თუ არა Caps Lock და სწორ ენაზეა თუ არა კლავიატურა. დაელოდეთ და სცადეთ ისევ, ან აღადგინეთ პაროლი ზემოთ აღწერილი ნაბიჯებით.

## პაროლის შეცვლა, როცა ის გახსოვთ

გახსენით [პროფილი](/ka/client/profile). განყოფილებაში „პაროლის შეცვლა“ შეიყვანეთ მიმდინარე პაროლი, ახალი კი — ორჯერ, და დააჭირეთ ღილაკს „პაროლის შეცვლა“. თუ Donut-ში Telegram-ით მოხვედით და პაროლი ჯერ არ გაქვთ, იქვე, განყოფილებაში „პაროლის დაყენება“, შეგიძლიათ დააყენოთ.`,
    },
  },
  {
    slug: 'signing-up-and-confirming-your-email',
    category: 'account-and-security',
    popular: false,
    title: {
      ru: 'Как зарегистрироваться и подтвердить e-mail?',
      en: 'How do I sign up and confirm my e-mail?',
      ka: 'როგორ დავრეგისტრირდე და დავადასტურო ელფოსტა?',
    },
    summary: {
      ru: 'Зарегистрируйтесь по e-mail и паролю, затем откройте ссылку из письма в течение 24 часов. Пока адрес не подтверждён, создавать проекты нельзя.',
      en: 'Sign up with your e-mail and a password, then open the link we mail you within 24 hours. Until the address is confirmed, you cannot create projects.',
      ka: 'დარეგისტრირდით ელფოსტითა და პაროლით, შემდეგ კი 24 საათის განმავლობაში გახსენით ბმული, რომელსაც წერილით გამოგიგზავნით. სანამ მისამართს არ დაადასტურებთ, პროექტებს ვერ შექმნით.',
    },
    body: {
      ru: `## Регистрация

1. На сайте Donut нажмите «Регистрация» в шапке.
2. Укажите e-mail и придумайте пароль не короче 8 символов.
3. Примите пользовательское соглашение и дайте согласие на обработку персональных данных.
4. Нажмите «Зарегистрироваться».

Сразу после регистрации начинается бесплатный пробный период на 14 дней, и вы попадаете в кабинет.

## Подтверждение e-mail

На ваш адрес придёт письмо со ссылкой для подтверждения. Откройте её — ссылка действует 24 часа. После подтверждения в панели уведомлений появится сообщение об этом с кнопкой «Создать проект», а на странице «Мои проекты» станет доступна кнопка «Добавить проект».

Статус адреса всегда виден в профиле, в разделе «Данные для входа».

## Если письмо не пришло или ссылка устарела

Пока адрес не подтверждён, страница [Мои проекты](/ru/client/projects) напоминает об этом и предлагает кнопку «Получить новую ссылку». Нажмите её — мы отправим свежее письмо, и новая ссылка тоже будет действовать 24 часа.

Если письма по-прежнему нет:

- проверьте папку «Спам» и вкладки с рассылками в почте;
- убедитесь, что в адресе нет опечатки: он показан в тексте напоминания;
- подождите несколько минут — иногда письма приходят с задержкой.

Если у вас уже есть аккаунт с этим адресом, повторная регистрация не получится: войдите или восстановите пароль через «Забыли пароль?».

## Что дальше

После подтверждения почты создайте проект, заполните в его CRM услуги или товары и рабочее время, а затем поделитесь ссылкой на сайт с клиентами и подключите Telegram.`,
      en: `## Signing up

1. On the Donut site, press “Sign up” in the header.
2. Enter your e-mail and choose a password of at least 8 characters.
3. Accept the user agreement and consent to the processing of personal data.
4. Press “Register”.

Your free 14-day trial starts as soon as you sign up, and you land in the cabinet.

## Confirming your e-mail

We send a letter with a confirmation link to your address. Open it: the link is valid for 24 hours. Once the address is confirmed, a notification about it appears in the notifications panel with a “Create a project” button, and the “Add project” button on the My projects page unlocks.

You can always see whether your address is confirmed in your profile, under “Login details”.

## If the letter did not arrive or the link expired

Until your address is confirmed, the [My projects](/en/client/projects) page reminds you about it and offers a “Get a new link” button. Press it, and we send a fresh letter; the new link is also valid for 24 hours.

If the letter still does not come:

- check the spam folder and any promotions tabs in your mailbox;
- make sure the address has no typo: it is shown in the reminder;
- wait a few minutes, as letters are sometimes delayed.

If you already have an account with this address, you cannot sign up again: sign in, or reset your password with “Forgot your password?”.

## What next

Once your e-mail is confirmed, create a project, fill in its services or products and working hours in the CRM, then share your site's link with clients and connect Telegram.`,
      ka: `## რეგისტრაცია

1. Donut-ის საიტის ზედა ნაწილში დააჭირეთ ღილაკს „რეგისტრაცია“.
2. შეიყვანეთ ელფოსტა და მოიფიქრეთ პაროლი — სულ მცირე 8 სიმბოლო.
3. დაეთანხმეთ სამომხმარებლო შეთანხმებას და პერსონალური მონაცემების დამუშავებას.
4. დააჭირეთ ღილაკს „რეგისტრაცია“.

რეგისტრაციისთანავე იწყება თქვენი 14-დღიანი უფასო საცდელი პერიოდი და კაბინეტში გადახვალთ.

## ელფოსტის დადასტურება

თქვენს მისამართზე გამოგიგზავნით წერილს დადასტურების ბმულით. გახსენით ის: ბმული 24 საათი მოქმედებს. როგორც კი მისამართს დაადასტურებთ, შეტყობინებების პანელში გამოჩნდება შეტყობინება ღილაკით „პროექტის შექმნა“, გვერდზე „ჩემი პროექტები“ კი ღილაკი „პროექტის დამატება“ გააქტიურდება.

დადასტურებულია თუ არა მისამართი, ყოველთვის ნახავთ პროფილში, განყოფილებაში „შესვლის მონაცემები“.

## თუ წერილი არ მოვიდა ან ბმულს ვადა გაუვიდა

სანამ მისამართი დადასტურებული არ არის, გვერდი [ჩემი პროექტები](/ka/client/projects) ამას შეგახსენებთ და ღილაკს „ახალი ბმულის მიღება“ შემოგთავაზებთ. დააჭირეთ მას და ახალ წერილს გამოგიგზავნით; ახალი ბმულიც 24 საათი იმოქმედებს.

თუ წერილი მაინც არ მოდის:

- შეამოწმეთ სპამის საქაღალდე და ფოსტის სარეკლამო ჩანართები, თუ ასეთი გაქვთ;
- დარწმუნდით, რომ მისამართი სწორად წერია: ის შეხსენებაშივე ჩანს;
- დაელოდეთ რამდენიმე წუთს: წერილი ზოგჯერ იგვიანებს.

თუ ამ მისამართით ანგარიში უკვე გაქვთ, ხელახლა ვერ დარეგისტრირდებით: შედით ანგარიშში ან აღადგინეთ პაროლი ბმულით „დაგავიწყდათ პაროლი?“.

## შემდეგი ნაბიჯები

ელფოსტის დადასტურების შემდეგ შექმენით პროექტი, მის CRM-ში შეავსეთ სერვისები ან პროდუქტები და სამუშაო საათები, შემდეგ კი საიტის ბმული კლიენტებს გაუზიარეთ და Telegram დააკავშირეთ.`,
    },
  },
  {
    slug: 'editing-your-profile-and-language',
    category: 'account-and-security',
    popular: false,
    title: {
      ru: 'Как изменить профиль, язык и часовой пояс?',
      en: 'How do I edit my profile, language and time zone?',
      ka: 'როგორ შევცვალო პროფილი, ენა და სასაათო სარტყელი?',
    },
    summary: {
      ru: 'Имя, телефон, страна, язык, часовой пояс и фото хранятся в профиле. Язык интерфейса переключается в шапке.',
      en: 'Your name, phone, country, language, time zone and photo live in your profile. The interface language is switched in the header.',
      ka: 'სახელს, ტელეფონს, ქვეყანას, ენას, სასაათო სარტყელსა და ფოტოს პროფილში შეცვლით. ინტერფეისის ენას კი გვერდის ზედა ნაწილში გადართავთ.',
    },
    body: {
      ru: `## Основная информация

1. Откройте [Профиль](/ru/client/profile) в меню кабинета.
2. В разделе «Основная информация» заполните имя, фамилию и телефон, а страну, язык и часовой пояс выберите из списков.
3. Нажмите «Сохранить».

Если вы попробуете уйти со страницы, не сохранив изменения, Donut предупредит об этом.

## Фото профиля

Нажмите «Загрузить фото» и выберите файл JPEG или PNG размером до 5 МБ. Потом фото можно заменить или удалить. Учтите, что фото профиля, как и изображения проектов, занимает место в хранилище вашего тарифа.

## Язык интерфейса

Donut работает на русском, английском и грузинском. Язык меняется переключателем в шапке — и в кабинете, и в CRM проекта. На телефоне переключатель кабинета находится в меню. Выбранный язык запоминается, так что при следующем входе переключать его заново не придётся.

Язык интерфейса не меняет содержимое ваших проектов: типичные услуги, рабочая неделя и категории нового проекта написаны на языке самого проекта.

## Данные для входа и Telegram

В разделе «Данные для входа» показан ваш e-mail и то, подтверждён ли он. Если адрес не подтверждён, откройте ссылку из письма, которое пришло при регистрации. Ниже можно установить или сменить пароль. В разделе «Социальные сети» видно, подключён ли вход через Telegram; подключается он на странице «Интеграции». Остальные способы входа, отмеченные «Скоро появится», пока недоступны.`,
      en: `## Basic information

1. Open [Profile](/en/client/profile) from the cabinet menu.
2. Under “Basic info”, fill in your name, surname and phone, and pick your country, language and time zone from the lists.
3. Press “Save”.

If you try to leave the page without saving your changes, Donut warns you first.

## Profile photo

Press “Upload a photo” and choose a JPEG or PNG file of up to 5 MB. You can replace or delete it later. Keep in mind that your profile photo, like project images, takes up space in your plan's storage.

## Interface language

Donut speaks Russian, English and Georgian. Change the language with the switcher in the header, both in the cabinet and in a project's CRM. On a phone, the cabinet's switcher is in the menu. Your choice is remembered, so you do not have to switch again the next time you sign in.

The interface language does not change your projects' content: the typical services, working week and categories of a new project are written in the project's own language.

## Login details and Telegram

The “Login details” section shows your e-mail and whether it is confirmed. If it is not, open the link from the letter we sent when you signed up. Below it you can set or change your password. The “Social connections” section shows whether signing in through Telegram is connected; you connect it on the Integrations page. Other sign-in options marked “Coming soon” are not available yet.`,
      ka: `## ძირითადი ინფორმაცია

1. კაბინეტის მენიუში გახსენით [პროფილი](/ka/client/profile).
2. განყოფილებაში „ძირითადი ინფორმაცია“ შეავსეთ სახელი, გვარი და ტელეფონი, სიებიდან კი აირჩიეთ ქვეყანა, ენა და სასაათო სარტყელი.
3. დააჭირეთ ღილაკს „შენახვა“.

თუ ცვლილებებს არ შეინახავთ და გვერდის დატოვებას შეეცდებით, Donut ჯერ გაგაფრთხილებთ.

## პროფილის ფოტო

დააჭირეთ ღილაკს „ფოტოს ატვირთვა“ და აირჩიეთ 5 მბ-მდე ზომის JPEG ან PNG ფაილი. მოგვიანებით ფოტოს შეცვლაც შეგიძლიათ და წაშლაც. გაითვალისწინეთ: პროფილის ფოტო, ისევე როგორც პროექტების სურათები, თქვენი ტარიფის საცავში ადგილს იკავებს.

## ინტერფეისის ენა

Donut რუსულად, ინგლისურად და ქართულად საუბრობს. ენას გვერდის ზედა ნაწილში, გადამრთველით ცვლით — როგორც კაბინეტში, ისე პროექტის CRM-ში. ტელეფონზე კაბინეტის ენის გადამრთველი მენიუშია. არჩევანს დავიმახსოვრებთ, ასე რომ, შემდეგ შესვლისას ენის ხელახლა გადართვა აღარ მოგიწევთ.

ინტერფეისის ენა თქვენი პროექტების შიგთავსს არ ცვლის: ახალი პროექტის ტიპური სერვისები, სამუშაო კვირა და კატეგორიები თავად პროექტის ენაზეა დაწერილი.

## შესვლის მონაცემები და Telegram

განყოფილებაში „შესვლის მონაცემები“ ჩანს თქვენი ელფოსტა და ისიც, დადასტურებულია თუ არა. თუ არ არის, გახსენით ბმული წერილიდან, რომელიც რეგისტრაციისას გამოგიგზავნეთ. ქვემოთ შეგიძლიათ პაროლი დააყენოთ ან შეცვალოთ. განყოფილებაში „სოციალური ქსელები“ ნახავთ, დაკავშირებულია თუ არა Telegram-ით შესვლა; მას გვერდზე „ინტეგრაციები“ დააკავშირებთ. შესვლის სხვა გზები, რომლებსაც „მალე დაემატება“ აწერია, ჯერ არ მუშაობს.`,
    },
  },
  {
    slug: 'deleting-your-account',
    category: 'account-and-security',
    popular: false,
    title: {
      ru: 'Как удалить аккаунт?',
      en: 'How do I delete my account?',
      ka: 'როგორ წავშალო ანგარიში?',
    },
    summary: {
      ru: 'Удаление аккаунта навсегда стирает все ваши проекты и данные. Его подтверждают паролем, а после удаления приходит письмо-уведомление.',
      en: 'Deleting your account permanently erases all your projects and data. You confirm it with your password, and a notice is mailed to you afterwards.',
      ka: 'ანგარიშს თუ წაშლით, მასთან ერთად ყველა თქვენი პროექტი და მონაცემი სამუდამოდ გაქრება. წაშლას პაროლით ადასტურებთ, შემდეგ კი ელფოსტაზე შეტყობინებას მიიღებთ.',
    },
    body: {
      ru: `## Прежде чем удалять

Удаление нельзя отменить. Вместе с аккаунтом навсегда удаляются все ваши проекты и их данные: сайты, CRM, заказы и клиенты. Восстановить их не сможем ни вы, ни поддержка. Подписка при этом тоже прекращается.

Если вы просто хотите перестать платить, удалять ничего не нужно: отмените подписку на странице «Тарифы» — тариф будет действовать до конца оплаченного периода, а данные сохранятся. Учтите также, что при удалении аккаунта неиспользованная часть оплаченного периода не возвращается: деньги возвращаются только зачётом при смене тарифа.

## Как удалить аккаунт

1. Откройте [Профиль](/ru/client/profile).
2. В разделе «Удаление аккаунта» нажмите «Удалить аккаунт».
3. Прочитайте предупреждение и введите пароль для подтверждения.
4. Нажмите «Удалить навсегда».

Вы выйдете из кабинета, а на ваш e-mail придёт письмо о том, что аккаунт удалён.

## Если у вас нет пароля

Если вы входили в Donut только через Telegram, пароля у вас пока нет, а без него удалить аккаунт нельзя. Сначала установите пароль в том же профиле, в разделе «Установить пароль», а затем удалите аккаунт по шагам выше.

## Если вы передумали

Пока вы не нажали «Удалить навсегда», ничего не происходит: закройте окно кнопкой «Отмена», и аккаунт останется как был.

Если вы хотите сделать перерыв, но сохранить данные, достаточно отменить подписку: после конца периода CRM закроется, но ничего не удалится, и вы сможете вернуться к работе, оплатив тариф в любой момент.`,
      en: `## Before you delete

Deleting cannot be undone. Together with the account, all your projects and their data are erased permanently: sites, CRM, orders and clients. Neither you nor our support can restore them. Your subscription ends together with the account.

If you only want to stop paying, there is no need to delete anything: cancel the subscription on the Plans page, and the plan stays active until the end of the paid period while your data is kept. Also keep in mind that deleting the account does not refund the unused part of a paid period: money is returned only as credit when you change plan.

## Deleting the account

1. Open [Profile](/en/client/profile).
2. In the “Account deletion” section, press “Delete account”.
3. Read the warning and enter your password to confirm.
4. Press “Delete permanently”.

You are signed out of the cabinet, and a letter confirming the deletion is sent to your e-mail.

## If you have no password

If you have only ever signed in to Donut through Telegram, you have no password yet, and the account cannot be deleted without one. First set a password in the same profile, under “Set password”, then delete the account with the steps above.

## If you change your mind

Nothing happens until you press “Delete permanently”: close the window with “Cancel”, and your account stays as it was.

If you want to take a break but keep your data, cancelling the subscription is enough: when the period ends the CRM closes, but nothing is deleted, and you can come back any time by paying for a plan.`,
      ka: `## სანამ წაშლით

წაშლილ ანგარიშს ვეღარ დააბრუნებთ. ანგარიშთან ერთად სამუდამოდ იშლება ყველა თქვენი პროექტი და მათი მონაცემები: საიტები, CRM, შეკვეთები და კლიენტები. მათ ვერც თქვენ აღადგენთ და ვერც ჩვენი მხარდაჭერის გუნდი. ანგარიშთან ერთად გამოწერაც წყდება.

თუ მხოლოდ გადახდის შეწყვეტა გინდათ, არაფრის წაშლა არ გჭირდებათ: გააუქმეთ გამოწერა გვერდზე „ტარიფები“ — ტარიფი გადახდილი პერიოდის ბოლომდე იმოქმედებს, მონაცემები კი შენარჩუნდება. ისიც გაითვალისწინეთ, რომ ანგარიშის წაშლისას გადახდილი პერიოდის გამოუყენებელი ნაწილი არ ბრუნდება: თანხა მხოლოდ ტარიფის შეცვლისას ბრუნდება, ბალანსზე ჩარიცხვით.

## ანგარიშის წაშლა

1. გახსენით [პროფილი](/ka/client/profile).
2. განყოფილებაში „ანგარიშის წაშლა“ დააჭირეთ ღილაკს „ანგარიშის წაშლა“.
3. წაიკითხეთ გაფრთხილება და დასადასტურებლად შეიყვანეთ პაროლი.
4. დააჭირეთ ღილაკს „სამუდამოდ წაშლა“.

კაბინეტიდან გამოხვალთ, ელფოსტაზე კი წერილს გამოგიგზავნით, რომ ანგარიში წაიშალა.

## თუ პაროლი არ გაქვთ

თუ Donut-ში აქამდე მხოლოდ Telegram-ით შედიოდით, პაროლი ჯერ არ გაქვთ, უპაროლოდ კი ანგარიშს ვერ წაშლით. ჯერ იმავე პროფილში, განყოფილებაში „პაროლის დაყენება“, დააყენეთ პაროლი, შემდეგ კი წაშალეთ ანგარიში ზემოთ აღწერილი ნაბიჯებით.

## თუ გადაიფიქრეთ

სანამ ღილაკს „სამუდამოდ წაშლა“ არ დააჭერთ, არაფერი მოხდება: დახურეთ ფანჯარა ღილაკით „გაუქმება“ და ანგარიში ისე დარჩება, როგორც იყო.

თუ შესვენება გინდათ, მონაცემების დაკარგვა კი — არა, საკმარისია გამოწერა გააუქმოთ: პერიოდის ბოლოს CRM დაიხურება, მაგრამ არაფერი წაიშლება, და როცა მოგესურვებათ, ტარიფს გადაიხდით და დაბრუნდებით.`,
    },
  },

  // ——— chats-and-bots ———
  {
    slug: 'connecting-telegram',
    category: 'chats-and-bots',
    popular: true,
    title: {
      ru: 'Как подключить Telegram к аккаунту?',
      en: 'How do I connect Telegram to my account?',
      ka: 'როგორ დავაკავშირო Telegram ჩემს ანგარიშთან?',
    },
    summary: {
      ru: 'Подключите бота Donut на странице «Интеграции»: после этого можно входить через Telegram и получать сообщения от бота.',
      en: 'Connect the Donut bot on the Integrations page: you can then sign in through Telegram and get messages from the bot.',
      ka: 'დააკავშირეთ Donut-ის ბოტი გვერდზე „ინტეგრაციები“: ამის შემდეგ ანგარიშში Telegram-ით შეხვალთ და ბოტისგან შეტყობინებებს მიიღებთ.',
    },
    body: {
      ru: `## Как подключить

1. Откройте в меню кабинета [Интеграции](/ru/client/connect).
2. На карточке «Telegram-бот» нажмите «Подключить».
3. Откроется Telegram с ботом Donut. Нажмите в нём «Запустить».
4. Бот подтвердит подключение, а на карточке в кабинете появится статус «Подключён». Страница обновится сама.

Пока вы подтверждаете подключение в боте, карточка показывает статус «Ожидаем подтверждения». Если Telegram не открылся, нажмите под карточкой «Telegram не открылся? Откройте бота».

## Что даёт подключение

- Вход в Donut через Telegram: внутри Telegram кабинет открывается без ввода e-mail и пароля.
- Сообщения от бота Donut прямо в мессенджере.
- Статус «Подключено» в профиле, в разделе «Социальные сети».

Подключение относится к вашему аккаунту Donut, а не к отдельному проекту, поэтому одного подключения хватает для всех проектов. Это вход и сообщения для вас как владельца; переписка с клиентами появится вместе с чатами.

## Сколько действует ссылка

Ссылка для подключения работает 15 минут и только один раз. Если время вышло, карточка сообщит об этом: нажмите «Подключить» ещё раз и повторите шаги.

Один аккаунт Telegram можно связать только с одним аккаунтом Donut. Если он уже подключён к другому аккаунту, бот ответит, что ничего не изменилось: сначала отключите Telegram там. И наоборот: если к вашему аккаунту Donut уже подключён другой Telegram, сначала отключите его.

## Как отключить Telegram

Нажмите «Отключить» на той же карточке. Если у аккаунта нет пароля, Telegram — ваш единственный способ войти, поэтому отключить его не получится: сначала установите пароль в профиле.`,
      en: `## Connecting

1. Open [Integrations](/en/client/connect) from the cabinet menu.
2. On the “Telegram bot” card, press “Connect”.
3. Telegram opens with the Donut bot. Press “Start” there.
4. The bot confirms the connection, and the card in the cabinet shows “Connected”. The page updates by itself.

While you confirm in the bot, the card shows “Waiting for confirmation”. If Telegram did not open, press “Telegram did not open? Open the bot” under the card.

## What you get

- Signing in to Donut through Telegram: inside Telegram, the cabinet opens without typing your e-mail and password.
- Messages from the Donut bot right in the messenger.
- A “Connected” status in your profile, under “Social connections”.

The connection belongs to your Donut account, not to a single project, so one connection covers all your projects. It is for signing in and messages to you as the owner; conversations with clients come with chats.

## How long the link works

The connection link works for 15 minutes and only once. If time runs out, the card tells you so: press “Connect” again and repeat the steps.

A Telegram account can be linked to only one Donut account. If it is already connected to another account, the bot replies that nothing has changed: disconnect Telegram there first. The same goes the other way: if your Donut account already has another Telegram connected, disconnect it first.

## Disconnecting Telegram

Press “Disconnect” on the same card. If your account has no password, Telegram is your only way in, so it cannot be disconnected: set a password in your profile first.`,
      ka: `## დაკავშირება

1. კაბინეტის მენიუში გახსენით [ინტეგრაციები](/ka/client/connect).
2. ბარათზე „Telegram-ის ბოტი“ დააჭირეთ ღილაკს „დაკავშირება“.
3. Telegram-ში Donut-ის ბოტი გაიხსნება. დააჭირეთ იქ ღილაკს „Start“ (Telegram-ის რუსულ ინტერფეისში — „Запустить“).
4. ბოტი დაკავშირებას დაადასტურებს, კაბინეტის ბარათზე კი გამოჩნდება „დაკავშირებულია“. გვერდი თავისით განახლდება.

სანამ ბოტში ადასტურებთ, ბარათზე წერია „ველოდებით დადასტურებას“. თუ Telegram არ გაიხსნა, ბარათის ქვემოთ დააჭირეთ ბმულს „Telegram არ გაიხსნა? გახსენით ბოტი“.

## რას მიიღებთ

- Donut-ში შესვლას Telegram-ით: Telegram-ის შიგნით კაბინეტი ელფოსტისა და პაროლის აკრეფის გარეშე გაიხსნება.
- Donut-ის ბოტის შეტყობინებებს პირდაპირ მესენჯერში.
- სტატუსს „დაკავშირებულია“ პროფილში, განყოფილებაში „სოციალური ქსელები“.

კავშირი თქვენს Donut-ის ანგარიშს ეკუთვნის და არა ცალკეულ პროექტს, ამიტომ ერთხელ დაკავშირება ყველა პროექტისთვის საკმარისია. ის საჭიროა შესასვლელად და შეტყობინებებისთვის, რომლებიც თქვენ, როგორც მფლობელს, გეგზავნებათ; კლიენტებთან მიმოწერა ჩატებთან ერთად დაემატება.

## რამდენ ხანს მოქმედებს ბმული

დაკავშირების ბმული 15 წუთი მოქმედებს და მხოლოდ ერთხელ გამოდგება. თუ დრო ამოიწურა, ბარათზე ამას დაინახავთ: ისევ დააჭირეთ ღილაკს „დაკავშირება“ და გაიმეორეთ ნაბიჯები.

ერთი Telegram-ანგარიში მხოლოდ ერთ Donut-ის ანგარიშს შეიძლება დაუკავშირდეს. თუ ის უკვე სხვა ანგარიშთანაა დაკავშირებული, ბოტი გიპასუხებთ, რომ არაფერი შეცვლილა: ჯერ იქ გათიშეთ Telegram. პირიქითაც ასეა: თუ თქვენს Donut-ის ანგარიშს უკვე სხვა Telegram-ანგარიში აქვს დაკავშირებული, ჯერ ის გათიშეთ.

## Telegram-ის გათიშვა

იმავე ბარათზე დააჭირეთ ღილაკს „გათიშვა“. თუ ანგარიშს პაროლი არ აქვს, Telegram მასში შესვლის ერთადერთი გზაა, ამიტომ მას ვერ გათიშავთ: ჯერ პროფილში დააყენეთ პაროლი.`,
    },
  },
  {
    slug: 'telegram-does-not-connect',
    category: 'chats-and-bots',
    popular: false,
    title: {
      ru: 'Telegram не подключается: что делать?',
      en: 'Telegram does not connect: what should I do?',
      ka: 'Telegram ვერ დავაკავშირე: რა ვქნა?',
    },
    summary: {
      ru: 'Частые причины: истекла ссылка, в боте не нажали «Запустить» или аккаунт Telegram уже связан с другим аккаунтом Donut. Разбираем, как решить каждую.',
      en: 'The usual causes: the link expired, “Start” was not pressed in the bot, or the Telegram account is already linked to another Donut account. Here is how to fix each one.',
      ka: 'ყველაზე ხშირი მიზეზები: ბმულს ვადა გაუვიდა, ბოტში ღილაკს „Start“ არ დააჭირეთ, ან Telegram-ანგარიში უკვე სხვა Donut-ის ანგარიშთანაა დაკავშირებული. აქ ნახავთ, როგორ მოაგვაროთ თითოეული.',
    },
    body: {
      ru: `## Статус «Ожидаем подтверждения» не меняется

Подключение завершается только в Telegram. Откройте бота Donut и нажмите «Запустить». Если Telegram не открылся сам, нажмите под карточкой «Telegram не открылся? Откройте бота». Страница [Интеграции](/ru/client/connect) обновится сама, как только бот подтвердит подключение.

## Ссылка устарела

Ссылка работает 15 минут и только один раз. Если вы открыли её позже или повторно, бот ответит, что срок действия истёк или ссылка уже использована. Нажмите «Подключить» в кабинете ещё раз и сразу пройдите шаги в Telegram.

Если ссылки запрашивали слишком часто, Donut попросит подождать несколько минут перед новой попыткой.

## «Этот аккаунт уже используется другим пользователем»

Один аккаунт Telegram можно связать только с одним аккаунтом Donut. Варианты:

1. Войдите в другой аккаунт Donut, к которому привязан этот Telegram, и отключите его там на странице «Интеграции».
2. Или откройте ссылку для подключения из другого аккаунта Telegram.

Бывает и наоборот: к вашему аккаунту Donut уже подключён другой Telegram. Тогда сначала нажмите «Отключить» на карточке, а потом «Подключить».

## Не получается отключить Telegram

Если у аккаунта нет пароля, Telegram — единственный способ войти, и Donut не даст его отключить. Установите пароль в [профиле](/ru/client/profile), затем нажмите «Отключить» ещё раз. Но если аккаунт создан в Telegram и e-mail у него нет, не отключайте Telegram: это ваш единственный способ войти.

Если ничего из этого не помогло, напишите нам на странице «Контакты и поддержка» и опишите, на каком шаге всё остановилось.`,
      en: `## The status stays at “Waiting for confirmation”

The connection is completed only in Telegram. Open the Donut bot and press “Start”. If Telegram did not open by itself, press “Telegram did not open? Open the bot” under the card. The [Integrations](/en/client/connect) page updates by itself as soon as the bot confirms the connection.

## The link has expired

The link works for 15 minutes and only once. If you open it later or a second time, the bot replies that it has expired or has already been used. Press “Connect” in the cabinet again and go through the steps in Telegram straight away.

If you have asked for links too often, Donut asks you to wait a few minutes before trying again.

## “This account is already used by another user”

A Telegram account can be linked to only one Donut account. You can:

1. Sign in to the other Donut account this Telegram is linked to and disconnect it there, on the Integrations page.
2. Or open the connection link from a different Telegram account.

It can also be the other way round: your Donut account is already connected to another Telegram account. Then press “Disconnect” on the card first, and “Connect” after that.

## Telegram will not disconnect

If your account has no password, Telegram is your only way in, and Donut will not let you disconnect it. Set a password in your [profile](/en/client/profile), then press “Disconnect” again. But if the account was created in Telegram and has no e-mail, do not disconnect Telegram: it is your only way in.

If none of this helps, write to us on the Contacts and support page and tell us at which step things stopped.`,
      ka: `## სტატუსი „ველოდებით დადასტურებას“ არ იცვლება

დაკავშირება მხოლოდ Telegram-ში სრულდება. გახსენით Donut-ის ბოტი და დააჭირეთ ღილაკს „Start“ (Telegram-ის რუსულ ინტერფეისში — „Запустить“). თუ Telegram თავისით არ გაიხსნა, ბარათის ქვემოთ დააჭირეთ ბმულს „Telegram არ გაიხსნა? გახსენით ბოტი“. გვერდი [ინტეგრაციები](/ka/client/connect) თავისით განახლდება, როგორც კი ბოტი დაკავშირებას დაადასტურებს.

## ბმულს ვადა გაუვიდა

ბმული 15 წუთი მოქმედებს და მხოლოდ ერთხელ. თუ მას გვიან ან მეორედ გახსნით, ბოტი გიპასუხებთ, რომ ბმულს ვადა გაუვიდა ან უკვე გამოყენებულია. კაბინეტში ისევ დააჭირეთ ღილაკს „დაკავშირება“ და Telegram-ში ნაბიჯები მაშინვე გაიარეთ.

თუ ბმულს ძალიან ხშირად ითხოვდით, Donut გთხოვთ, ხელახლა ცდამდე რამდენიმე წუთი მოიცადოთ.

## „ეს ანგარიში უკვე დაკავშირებულია Donut-ის სხვა ანგარიშთან“

ერთი Telegram-ანგარიში მხოლოდ ერთ Donut-ის ანგარიშს შეიძლება დაუკავშირდეს. ორი გზა გაქვთ:

1. შედით Donut-ის იმ ანგარიშში, რომელსაც ეს Telegram უკავშირდება, და გათიშეთ ის იქ, გვერდზე „ინტეგრაციები“.
2. ან დაკავშირების ბმული სხვა Telegram-ანგარიშიდან გახსენით.

შეიძლება პირიქითაც იყოს: თქვენს Donut-ის ანგარიშს უკვე სხვა Telegram-ანგარიში აქვს დაკავშირებული. მაშინ ბარათზე ჯერ ღილაკს „გათიშვა“ დააჭირეთ, მერე კი — „დაკავშირება“.

## Telegram არ ითიშება

თუ ანგარიშს პაროლი არ აქვს, Telegram მასში შესვლის ერთადერთი გზაა და Donut მის გათიშვას არ დაგრთავთ ნებას. დააყენეთ პაროლი [პროფილში](/ka/client/profile), შემდეგ ისევ დააჭირეთ ღილაკს „გათიშვა“. მაგრამ თუ ანგარიში Telegram-ში შეიქმნა და ელფოსტა არ აქვს, Telegram არ გათიშოთ: ეს შესვლის ერთადერთი გზაა.

თუ არცერთმა რჩევამ არ გიშველათ, მოგვწერეთ გვერდიდან „კონტაქტები და მხარდაჭერა“ და გვითხარით, რომელ ნაბიჯზე შეჩერდა ყველაფერი.`,
    },
  },
  {
    slug: 'signing-in-through-telegram',
    category: 'chats-and-bots',
    popular: false,
    title: {
      ru: 'Как входить в Donut через Telegram?',
      en: 'How do I sign in to Donut through Telegram?',
      ka: 'როგორ შევიდე Donut-ში Telegram-ით?',
    },
    summary: {
      ru: 'Внутри Telegram вы входите через мини-приложение Donut без пароля. Чтобы попасть так в аккаунт, созданный по e-mail, сначала подключите к нему Telegram.',
      en: 'Inside Telegram you sign in through the Donut mini app without a password. To reach an account you created with your e-mail this way, connect Telegram to it first.',
      ka: 'Telegram-ში Donut-ის მინი-აპლიკაციით პაროლის გარეშე შედიხართ. თუ ანგარიში ელფოსტით შექმენით და მასში ასე შესვლა გინდათ, ჯერ Telegram დაუკავშირეთ.',
    },
    body: {
      ru: `## Вход внутри Telegram

Donut можно открыть прямо в Telegram как мини-приложение. Там вы входите под своим аккаунтом Telegram: вводить e-mail и пароль не нужно. Если ваш Telegram уже подключён к аккаунту Donut на странице «Интеграции», вы попадёте в этот аккаунт со всеми проектами. Поэтому, если вы регистрировались по e-mail, сначала подключите Telegram в кабинете на сайте, а уже потом открывайте Donut в Telegram. Иначе для вашего Telegram будет создан новый, отдельный аккаунт.

## Как ведёт себя мини-приложение

- Открывается на весь экран, с белой шапкой.
- Кнопка «Назад» в Telegram возвращает на предыдущий экран.
- Перед закрытием мини-приложение спрашивает подтверждение, чтобы вы случайно не потеряли несохранённые изменения.

Внутри открывается тот же кабинет, что и на сайте: проекты, профиль, тарифы и уведомления.

## Аккаунт, созданный в Telegram

Если вы начали работать с Donut прямо в Telegram, у вашего аккаунта нет ни e-mail, ни пароля: в него вы входите через Telegram. Пароль понадобится, например, чтобы удалить аккаунт; установить его можно в любой момент:

1. Откройте [Профиль](/ru/client/profile).
2. В разделе «Установить пароль» дважды введите новый пароль — не короче 8 символов.
3. Нажмите «Установить пароль».

## Почему нельзя отключить Telegram без пароля

Пока у аккаунта нет пароля, Telegram — единственный способ в него войти. Поэтому Donut не даст отключить Telegram, пока вы не установите пароль: иначе вы потеряли бы доступ к своим проектам. Если у аккаунта нет e-mail, оставьте Telegram подключённым и после установки пароля: войти по почте в такой аккаунт не получится.`,
      en: `## Signing in inside Telegram

Donut can be opened right inside Telegram as a mini app. There you are signed in with your Telegram account: no e-mail or password to type. If your Telegram is already connected to a Donut account on the Integrations page, you get into that account with all its projects. So if you signed up with your e-mail, first connect Telegram in the cabinet on the website, and only then open Donut in Telegram. Otherwise a new, separate account is created for your Telegram.

## How the mini app behaves

- It opens full screen, with a white header.
- Telegram's Back button takes you to the previous screen.
- Before closing, the mini app asks you to confirm, so you do not lose unsaved changes by accident.

Inside, the same cabinet opens as on the website: projects, profile, plans and notifications.

## An account created in Telegram

If you started using Donut right inside Telegram, your account has neither an e-mail nor a password: you sign in to it through Telegram. You will need a password, for example, to delete the account; you can set one at any time:

1. Open [Profile](/en/client/profile).
2. Under “Set password”, enter a new password twice; it must be at least 8 characters long.
3. Press “Set password”.

## Why Telegram cannot be disconnected without a password

While your account has no password, Telegram is the only way into it. That is why Donut will not let you disconnect Telegram until you set a password: otherwise you would lose access to your projects. If your account has no e-mail, keep Telegram connected even after setting a password: such an account cannot be signed in to by e-mail.`,
      ka: `## შესვლა Telegram-ის შიგნით

Donut შეგიძლიათ პირდაპირ Telegram-ში გახსნათ, მინი-აპლიკაციის სახით. იქ თქვენი Telegram-ანგარიშით შედიხართ: არც ელფოსტის აკრეფა გჭირდებათ და არც პაროლის. თუ თქვენი Telegram გვერდზე „ინტეგრაციები“ უკვე დაკავშირებულია Donut-ის ანგარიშთან, სწორედ ამ ანგარიშში მოხვდებით, მისი ყველა პროექტით. ამიტომ, თუ ელფოსტით დარეგისტრირდით, ჯერ საიტზე, კაბინეტში დააკავშირეთ Telegram და მხოლოდ ამის შემდეგ გახსენით Donut Telegram-ში. თორემ თქვენი Telegram-ისთვის ახალი, ცალკე ანგარიში შეიქმნება.

## როგორ მუშაობს მინი-აპლიკაცია

- მთელ ეკრანზე იხსნება, თეთრი ზედა ზოლით.
- Telegram-ის უკან დაბრუნების ღილაკით წინა ეკრანზე დაბრუნდებით.
- დახურვამდე მინი-აპლიკაცია დადასტურებას გთხოვთ, რომ შეუნახავი ცვლილებები შემთხვევით არ დაკარგოთ.

შიგნით ისეთივე კაბინეტი გაიხსნება, როგორიც საიტზე: პროექტები, პროფილი, ტარიფები და შეტყობინებები.

## Telegram-ში შექმნილი ანგარიში

თუ Donut-ით სარგებლობა პირდაპირ Telegram-ში დაიწყეთ, თქვენს ანგარიშს არც ელფოსტა აქვს და არც პაროლი: მასში Telegram-ით შედიხართ. პაროლი დაგჭირდებათ, მაგალითად, ანგარიშის წასაშლელად; მას ნებისმიერ დროს დააყენებთ:

1. გახსენით [პროფილი](/ka/client/profile).
2. განყოფილებაში „პაროლის დაყენება“ ორჯერ შეიყვანეთ ახალი პაროლი; ის სულ მცირე 8 სიმბოლოსგან უნდა შედგებოდეს.
3. დააჭირეთ ღილაკს „პაროლის დაყენება“.

## რატომ არ ითიშება Telegram უპაროლოდ

სანამ ანგარიშს პაროლი არ აქვს, Telegram მასში შესვლის ერთადერთი გზაა. ამიტომ Donut არ მოგცემთ Telegram-ის გათიშვის საშუალებას, სანამ პაროლს არ დააყენებთ: თორემ საკუთარ პროექტებზე წვდომას დაკარგავდით. თუ ანგარიშს ელფოსტა არ აქვს, Telegram დაკავშირებული დატოვეთ პაროლის დაყენების შემდეგაც: ასეთ ანგარიშში ელფოსტით ვერ შეხვალთ.`,
    },
  },
  {
    slug: 'chats-and-messenger-channels',
    category: 'chats-and-bots',
    popular: false,
    title: {
      ru: 'Чаты с клиентами: сколько каналов мессенджеров входит в тариф?',
      en: 'Chats with clients: how many messenger channels does my plan include?',
      ka: 'ჩატები კლიენტებთან: მესენჯერის რამდენი არხი შედის ჩემს ტარიფში?',
    },
    summary: {
      ru: 'Мы делаем единый раздел чатов, где собирается переписка с клиентами из нескольких мессенджеров. Число каналов зависит от тарифа.',
      en: 'We are building one inbox that gathers your conversations with clients from several messengers. The number of channels depends on your plan.',
      ka: 'ვქმნით განყოფილებას, სადაც კლიენტებთან მიმოწერა რამდენიმე მესენჯერიდან ერთ ადგილას მოიყრის თავს. არხების რაოდენობა თქვენს ტარიფზეა დამოკიდებული.',
    },
    body: {
      ru: `## Чаты в одном окне

Сейчас мы делаем чаты: сообщения клиентов из нескольких мессенджеров будут собираться в одном разделе CRM, рядом с заказами, записями и заявками. Отвечать всем можно будет из одного места, не переключаясь между приложениями, а вся история переписки с клиентом будет под рукой. Клиентам ничего не придётся менять: они продолжат писать в привычном мессенджере.

## Каналы мессенджеров на тарифах

Канал — это один подключённый мессенджер, через который клиенты пишут вашему бизнесу. Сколько каналов можно подключить, зависит от тарифа:

- «Старт» — 1 канал;
- «Базовый» — 2 канала;
- «Стандарт» — 3 канала;
- «Бизнес» — 5 каналов;
- «Про» — 10 каналов;
- «Премиум» — 20 каналов;
- «Корпоративный» — по договорённости.

В пробный период действуют лимиты тарифа «Бизнес». Все лимиты собраны на странице [Тарифы](/ru/client/about/rates).

## Что можно сделать уже сейчас

1. Подключите Telegram к своему аккаунту на странице [Интеграции](/ru/client/connect): так вы сможете входить через Telegram и получать сообщения от бота Donut.
2. Поделитесь адресом сайта проекта с клиентами: кнопка «Скопировать ссылку» есть на карточке проекта в разделе «Мои проекты». Сайт проекта работает и в браузере, и как мини-приложение в Telegram.
3. Проверьте в CRM услуги, цены и рабочую неделю, чтобы клиенты видели актуальную информацию.

Если каналов на вашем тарифе окажется мало, перейдите на тариф выше: смена действует сразу, а неиспользованный остаток засчитывается в новую цену.

Кроме чатов, мы делаем конструктор ботов: автоматические ответы на частые вопросы, уведомления и команды. Мы расскажем о нём в отдельной статье.`,
      en: `## Chats in one inbox

We are building chats right now: messages from clients in several messengers will gather in one section of the CRM, next to orders, bookings and applications. You will answer everyone from one place without switching between apps, with the whole conversation history with each client at hand. Your clients will not have to change anything: they keep writing in the messenger they are used to.

## Messenger channels by plan

A channel is one connected messenger through which clients write to your business. How many channels you can connect depends on your plan:

- Start: 1 channel;
- Basic: 2 channels;
- Standard: 3 channels;
- Business: 5 channels;
- Pro: 10 channels;
- Premium: 20 channels;
- Enterprise: by agreement.

During the free trial, the Business plan's limits apply. Every limit is listed on the [Plans](/en/client/about/rates) page.

## What you can do today

1. Connect Telegram to your account on the [Integrations](/en/client/connect) page, so you can sign in through Telegram and get messages from the Donut bot.
2. Share your project's website address with clients: the “Copy link” button is on the project card in My projects. Your project's site works both in a browser and as a mini app in Telegram.
3. Check the services, prices and working week in the CRM, so clients see up-to-date information.

If your plan turns out to have too few channels, move to a higher one: the change applies at once, and the unused remainder counts toward the new price.

Alongside chats, we are building the bot builder: automatic replies to frequent questions, notifications and commands. We will describe it in a separate article.`,
      ka: `## ყველა ჩატი ერთ ადგილას

ჩატებზე ახლა ვმუშაობთ: კლიენტების შეტყობინებები რამდენიმე მესენჯერიდან CRM-ის ერთ განყოფილებაში მოიყრის თავს, შეკვეთების, ჩაწერებისა და განაცხადების გვერდით. ყველას ერთი ადგილიდან უპასუხებთ, აპლიკაციებს შორის გადართვის გარეშე, და თითოეულ კლიენტთან მიმოწერის მთელი ისტორია ხელთ გექნებათ. კლიენტებს არაფრის შეცვლა არ მოუწევთ: ისინი ისევ ჩვეულ მესენჯერში მოგწერენ.

## მესენჯერის არხები ტარიფების მიხედვით

არხი ერთი დაკავშირებული მესენჯერია, რომლითაც კლიენტები თქვენს ბიზნესს წერენ. რამდენ არხს დააკავშირებთ, ტარიფზეა დამოკიდებული:

- „სტარტი“: 1 არხი;
- „საბაზისო“: 2 არხი;
- „სტანდარტი“: 3 არხი;
- „ბიზნესი“: 5 არხი;
- „პრო“: 10 არხი;
- „პრემიუმი“: 20 არხი;
- „კორპორატიული“: შეთანხმებით.

საცდელ პერიოდში ტარიფ „ბიზნესის“ ლიმიტები მოქმედებს. ყველა ლიმიტი ჩამოთვლილია გვერდზე [ტარიფები](/ka/client/about/rates).

## რისი გაკეთება შეგიძლიათ უკვე დღეს

1. გვერდზე [ინტეგრაციები](/ka/client/connect) დააკავშირეთ Telegram თქვენს ანგარიშთან: ასე Telegram-ით შეხვალთ და Donut-ის ბოტისგან შეტყობინებებს მიიღებთ.
2. გაუზიარეთ კლიენტებს პროექტის საიტის მისამართი: ღილაკი „ბმულის კოპირება“ პროექტის ბარათზეა, გვერდზე „ჩემი პროექტები“. პროექტის საიტი ბრაუზერშიც მუშაობს და Telegram-შიც, მინი-აპლიკაციის სახით.
3. CRM-ში გადაამოწმეთ სერვისები, ფასები და სამუშაო კვირა, რომ კლიენტებმა აქტუალური ინფორმაცია ნახონ.

თუ თქვენს ტარიფზე არხები არ გეყოფათ, გადადით უფრო მაღალ ტარიფზე: ცვლილება მაშინვე ამოქმედდება, გამოუყენებელი ნაშთი კი ახალ ფასში ჩაგეთვლებათ.

ჩატებთან ერთად ბოტების კონსტრუქტორსაც ვქმნით, რომელიც ხშირ კითხვებს ავტომატურად უპასუხებს, შეტყობინებებს გაგზავნის და ბრძანებებს შეასრულებს. მასზე ცალკე სტატიაში მოგიყვებით.`,
    },
  },
  {
    slug: 'bot-builder',
    category: 'chats-and-bots',
    popular: false,
    title: {
      ru: 'Как настроить автоответы в конструкторе ботов?',
      en: 'How do I set up automatic replies in the bot builder?',
      ka: 'როგორ ავაწყო ავტომატური პასუხები ბოტების კონსტრუქტორში?',
    },
    summary: {
      ru: 'Конструктор ботов будет отвечать клиентам на частые вопросы, присылать уведомления и выполнять команды без вашего участия.',
      en: 'The bot builder will answer clients’ frequent questions, send notifications and run commands without you having to step in.',
      ka: 'ბოტების კონსტრუქტორი კლიენტების ხშირ კითხვებს უპასუხებს, შეტყობინებებს გაგზავნის და ბრძანებებს შეასრულებს — თქვენი ჩარევის გარეშე.',
    },
    body: null,
  },

  // ——— crm ———
  {
    slug: 'opening-your-project-crm',
    category: 'crm',
    popular: false,
    title: {
      ru: 'Как открыть CRM проекта и что в ней есть?',
      en: 'How do I open my project’s CRM, and what is in it?',
      ka: 'როგორ გავხსნა პროექტის CRM და რა არის მასში?',
    },
    summary: {
      ru: 'CRM открывается с карточки проекта в разделе «Мои проекты», и входить заново не нужно. Рассказываем, что в ней есть сегодня и что появится скоро.',
      en: 'The CRM opens from the project card in My projects, with no need to sign in again. Here is what it has today and what is coming soon.',
      ka: 'CRM-ს პროექტის ბარათიდან, გვერდიდან „ჩემი პროექტები“ ხსნით და ხელახლა შესვლა არ გჭირდებათ. აქ ნახავთ, რა არის მასში დღეს და რა დაემატება მალე.',
    },
    body: {
      ru: `## Как открыть CRM

1. Откройте в кабинете [Мои проекты](/ru/client/projects).
2. На карточке нужного проекта нажмите «Открыть CRM».

CRM откроется на собственном адресе проекта (это его поддомен с /admin в конце), причём вход произойдёт автоматически: вводить пароль ещё раз не нужно. Эту страницу удобно добавить в закладки.

## Что есть в CRM сейчас

- **Обзор** — услуги с ценами и длительностью, рабочая неделя с перерывами и категории каталога, если в проекте есть магазин.
- **Настройки проекта** — название, описание, главное изображение, галерея до 10 картинок (JPEG или PNG, каждая до 5 МБ) с порядком, который меняется стрелками, и видимость разделов «Товары и заказы» и «Услуги и заявки».

Новый проект уже заполнен типичными услугами вашего направления с ценами в его валюте и рабочей неделей — проверьте, подходят ли они вашему бизнесу. Если уйти со страницы с несохранёнными изменениями, CRM предупредит. Язык переключается в шапке, а кнопка «Выйти» завершает сеанс.

## Что появится скоро

Мы добавляем в CRM онлайн-запись с журналом записей и графиками сотрудников, включая повторяющиеся записи; магазин с каталогом, остатками, способами доставки и заказами; чаты из нескольких мессенджеров; личный кабинет для ваших клиентов с историей заказов, уведомлениями и персональными скидками. Сколько сотрудников можно добавить, будет зависеть от тарифа: от 1 на «Старте» до 100 на «Премиуме».

## Если CRM просит оплату

Значит, закончился пробный или оплаченный период. Оплатите тариф прямо в CRM или на странице «Тарифы» в кабинете — и CRM снова откроется со всеми данными.`,
      en: `## Opening the CRM

1. Open [My projects](/en/client/projects) in the cabinet.
2. On the project's card, press “Open CRM”.

The CRM opens at the project's own address, its subdomain with /admin at the end, and you are already signed in: no need to enter your password again. It is handy to bookmark this page.

## What the CRM has today

- **Overview**: services with prices and durations, the working week with breaks, and catalogue categories if the project has a shop.
- **Project settings**: name, description, main image, a gallery of up to 10 pictures (JPEG or PNG, up to 5 MB each) whose order you change with arrows, and whether the “Products and orders” and “Services and applications” sections are shown.

A new project already comes with typical services for its business type, priced in its currency, and a working week: check that they fit your business. If you leave a page with unsaved changes, the CRM warns you. Switch the language in the header; “Sign out” ends the session.

## What is coming soon

We are adding online booking to the CRM, with a booking calendar and employee schedules, including recurring appointments; the shop with its catalogue, stock, delivery types and orders; chats from several messengers; and a personal cabinet for your clients with their order history, notifications and personal discounts. How many staff you can add will depend on your plan: from 1 on Start to 100 on Premium.

## If the CRM asks you to pay

It means the trial or the paid period has ended. Pay for a plan right in the CRM or on the Plans page of the cabinet, and the CRM opens again with all your data.`,
      ka: `## CRM-ის გახსნა

1. კაბინეტში გახსენით [ჩემი პროექტები](/ka/client/projects).
2. პროექტის ბარათზე დააჭირეთ ღილაკს „CRM-ის გახსნა“.

CRM პროექტის საკუთარ მისამართზე გაიხსნება: მის ქვედომენზე, რომელსაც ბოლოში /admin ემატება. ანგარიშში უკვე შესული იქნებით, ასე რომ, პაროლის ხელახლა შეყვანა არ დაგჭირდებათ. მოსახერხებელია, ეს გვერდი სანიშნეებში დაიმატოთ.

## რა არის CRM-ში დღეს

- **მიმოხილვა**: სერვისები ფასებითა და ხანგრძლივობით, სამუშაო კვირა შესვენებებით და, თუ პროექტს მაღაზია აქვს, კატალოგის კატეგორიები.
- **პროექტის პარამეტრები**: სახელი, აღწერა, მთავარი სურათი, გალერეა 10 სურათამდე (JPEG ან PNG, თითოეული 5 მბ-მდე), რომელთა თანმიმდევრობას ისრებით ცვლით, და ის, ჩანს თუ არა განყოფილებები „პროდუქტები და შეკვეთები“ და „სერვისები და განაცხადები“.

ახალ პროექტს უკვე აქვს მისი ბიზნესის მიმართულებისთვის ტიპური სერვისები, პროექტის ვალუტაში მითითებული ფასებით, და სამუშაო კვირა: შეამოწმეთ, შეესაბამება თუ არა ისინი თქვენს ბიზნესს. თუ გვერდს შეუნახავი ცვლილებებით დატოვებთ, CRM გაგაფრთხილებთ. ენას გვერდის ზედა ნაწილში გადართავთ, ღილაკი „გასვლა“ კი სესიას დაასრულებს.

## რა დაემატება მალე

CRM-ს ვამატებთ ონლაინ ჩაწერას — ჩაწერების კალენდრითა და თანამშრომლების გრაფიკებით, მათ შორის განმეორებადი ვიზიტებისთვის; მაღაზიას — კატალოგით, მარაგით, მიწოდების გზებითა და შეკვეთებით; ჩატებს რამდენიმე მესენჯერიდან; და თქვენი კლიენტებისთვის პირად კაბინეტს — შეკვეთების ისტორიით, შეტყობინებებითა და პერსონალური ფასდაკლებებით. რამდენ თანამშრომელს დაამატებთ, ტარიფზე იქნება დამოკიდებული: „სტარტზე“ — ერთს, „პრემიუმზე“ — 100-მდე.

## თუ CRM გადახდას ითხოვს

ეს ნიშნავს, რომ საცდელი ან გადახდილი პერიოდი დასრულდა. გადაიხადეთ ტარიფი პირდაპირ CRM-ში ან კაბინეტში, გვერდზე „ტარიფები“, და CRM ყველა მონაცემით ისევ გაიხსნება.`,
    },
  },
  {
    slug: 'cabinet-notifications',
    category: 'crm',
    popular: false,
    title: {
      ru: 'О чём сообщают уведомления в кабинете?',
      en: 'What do the notifications in the cabinet tell me?',
      ka: 'რას მაცნობებს კაბინეტის შეტყობინებები?',
    },
    summary: {
      ru: 'Колокольчик в шапке показывает непрочитанные уведомления: о почте, проектах, пробном периоде, тарифе и платежах. У каждого есть кнопка, ведущая туда, где нужно действовать.',
      en: 'The bell in the header shows unread notifications about your e-mail, projects, trial, plan and payments. Each has a button that leads where you need to act.',
      ka: 'ზარი გვერდის ზედა ნაწილში წაუკითხავ შეტყობინებებს გაჩვენებთ ელფოსტის, პროექტების, საცდელი პერიოდის, ტარიფისა და გადახდების შესახებ. თითოეულ შეტყობინებას აქვს ღილაკი, რომელიც საჭირო ადგილას მიგიყვანთ.',
    },
    body: {
      ru: `## Где найти уведомления

В шапке кабинета есть колокольчик с числом непрочитанных уведомлений. Нажмите на него, чтобы открыть панель. Непрочитанные уведомления отмечены, а если их много, внизу есть кнопка «Показать ещё». Кнопка «Отметить все прочитанными» обнуляет счётчик. Если панель не загрузилась, нажмите «Попробовать снова».

Кнопка в уведомлении ведёт туда, где нужно действовать: например, «Выбрать тариф» открывает страницу тарифов, а «Открыть CRM» — CRM нового проекта, причём входить в неё заново не нужно.

## О чём сообщает Donut

- **E-mail подтверждён** — можно создавать проекты; кнопка «Создать проект».
- **Проект готов** — новый проект создан; кнопка «Открыть CRM».
- **Пробный период закончится через 3 дня, завтра или уже закончился** — кнопка «Выбрать тариф».
- **Тариф изменён** — новый тариф уже действует; кнопка «Посмотреть тарифы».
- **Тариф закончится через 3 дня или завтра** — кнопка «Продлить»; **тариф закончился** — кнопка «Оплатить».
- **Платёж не прошёл** — кнопка «Попробовать снова».

Если уведомление касается конкретного проекта, в нём указано его название.

## Как не пропустить важное

Напоминания об окончании пробного периода и тарифа приходят заранее — за 3 дня и за день. Оплатите тариф до конца периода, и CRM ваших проектов не закроется ни на минуту. Если вы отменили подписку, но передумали, возобновите её на странице [Тарифы](/ru/client/about/rates), пока период не закончился.

Уведомления доступны и тогда, когда вы открываете кабинет в мини-приложении Donut в Telegram.`,
      en: `## Where to find notifications

The cabinet header has a bell with the number of unread notifications. Press it to open the panel. Unread notifications are marked, and if there are many, a “Show more” button waits at the bottom. “Mark all as read” clears the counter. If the panel fails to load, press “Try again”.

A notification's button takes you where you need to act: for example, “Choose a plan” opens the Plans page, and “Open the CRM” opens the new project's CRM with you already signed in.

## What Donut tells you about

- **E-mail confirmed**: you can create projects now; button “Create a project”.
- **Project ready**: a new project has been created; button “Open the CRM”.
- **Free trial ends in 3 days, tomorrow, or has ended**: button “Choose a plan”.
- **Plan changed**: the new plan is already active; button “View plans”.
- **Plan ends in 3 days or tomorrow**: button “Extend”; **plan has ended**: button “Pay”.
- **Payment did not go through**: button “Try again”.

When a notification concerns a particular project, it shows that project's name.

## Not missing what matters

Reminders about the end of the trial or a plan come in advance, three days and one day before. Pay for a plan before the period ends, and your projects' CRM does not close for a minute. If you cancelled the subscription and changed your mind, resume it on the [Plans](/en/client/about/rates) page before the period is over.

Notifications are also available when you open the cabinet in the Donut mini app in Telegram.`,
      ka: `## სად ვნახოთ შეტყობინებები

კაბინეტის ზედა ნაწილში არის ზარი, რომელზეც წაუკითხავი შეტყობინებების რიცხვი ჩანს. დააჭირეთ მას და შეტყობინებების პანელი გაიხსნება. წაუკითხავი შეტყობინებები მონიშნულია, ხოლო თუ ბევრია, ბოლოში ღილაკი „მეტის ჩვენება“ დაგხვდებათ. ღილაკი „ყველას წაკითხულად მონიშვნა“ მრიცხველს ანულებს. თუ პანელი ვერ ჩაიტვირთა, დააჭირეთ ღილაკს „ხელახლა ცდა“.

შეტყობინების ღილაკი იქ მიგიყვანთ, სადაც რამე უნდა გააკეთოთ: მაგალითად, „ტარიფის არჩევა“ ტარიფების გვერდს გახსნის, „CRM-ის გახსნა“ კი — ახალი პროექტის CRM-ს, ისე, რომ ხელახლა შესვლა არ დაგჭირდებათ.

## რაზე გაცნობებთ Donut

- **ელფოსტა დადასტურებულია**: ახლა უკვე შეგიძლიათ პროექტები შექმნათ; ღილაკი „პროექტის შექმნა“.
- **პროექტი მზადაა**: ახალი პროექტი შეიქმნა; ღილაკი „CRM-ის გახსნა“.
- **საცდელი პერიოდი 3 დღეში ან ხვალ სრულდება, ან უკვე დასრულდა**: ღილაკი „ტარიფის არჩევა“.
- **ტარიფი შეიცვალა**: ახალი ტარიფი უკვე მოქმედებს; ღილაკი „ტარიფების ნახვა“.
- **ტარიფი 3 დღეში ან ხვალ სრულდება**: ღილაკი „გაგრძელება“; **ტარიფი დასრულდა**: ღილაკი „გადახდა“.
- **გადახდა ვერ შესრულდა**: ღილაკი „ხელახლა ცდა“.

თუ შეტყობინება კონკრეტულ პროექტს ეხება, მასში ამ პროექტის სახელიც ჩანს.

## როგორ არ გამოგრჩეთ მთავარი

შეხსენებები საცდელი პერიოდის ან ტარიფის დასრულებაზე წინასწარ მოდის — სამი დღით და ერთი დღით ადრე. გადაიხადეთ ტარიფი პერიოდის დასრულებამდე და თქვენი პროექტების CRM ერთი წუთითაც არ დაიხურება. თუ გამოწერა გააუქმეთ, მაგრამ გადაიფიქრეთ, განაახლეთ ის გვერდზე [ტარიფები](/ka/client/about/rates), სანამ პერიოდი დასრულდება.

შეტყობინებებს მაშინაც ნახავთ, როცა კაბინეტს Telegram-ში, Donut-ის მინი-აპლიკაციიდან ხსნით.`,
    },
  },
  {
    slug: 'crm-closed-until-payment',
    category: 'crm',
    popular: false,
    title: {
      ru: 'Почему CRM закрыта и просит оплату?',
      en: 'Why is my CRM closed and asking me to pay?',
      ka: 'რატომ დაიხურა CRM და რატომ მთხოვს გადახდას?',
    },
    summary: {
      ru: 'CRM закрывается, когда закончился пробный или оплаченный период, а тариф не оплачен. Данные при этом не удаляются, а после оплаты CRM сразу открывается.',
      en: 'The CRM closes when the trial or a paid period has ended and the plan is not paid. Your data is not deleted, and the CRM opens again right after payment.',
      ka: 'CRM იხურება, როცა საცდელი ან გადახდილი პერიოდი დასრულდა, ტარიფი კი გადახდილი არ არის. თქვენი მონაცემები არ იშლება და გადახდისთანავე CRM ისევ გაიხსნება.',
    },
    body: {
      ru: `## Почему это происходит

CRM проекта закрывается в двух случаях: закончился 14-дневный пробный период, а тариф так и не оплачен, или закончился оплаченный период — например, после отмены подписки. Вместо разделов CRM показывает, когда и какой тариф закончился, и форму оплаты. Об этом же приходит уведомление в панель уведомлений кабинета.

## Что продолжает работать

- Кабинет на сайте: проекты, профиль, тарифы и чеки.
- Все ваши данные: услуги, рабочая неделя, настройки и изображения проекта. Ничего не удаляется.

Закрыт только доступ к CRM — до оплаты. На странице «Тарифы» в блоке «Ваш тариф» в это время стоит статус «Истёк» с датой окончания.

## Как снова открыть CRM

1. В закрытой CRM выберите период оплаты: помесячно или за год.
2. Отметьте «Я принимаю условия оплаты» и нажмите «Оплатить». Если нужен другой тариф, нажмите «Выбрать другой тариф».
3. Завершите оплату на странице платёжной системы.

Как только платёж пройдёт, CRM откроется со всеми данными. Тариф относится ко всему аккаунту, поэтому одна оплата открывает CRM всех ваших проектов. Оплатить можно и в кабинете, на странице [Тарифы](/ru/client/about/rates). Единственный документ об оплате — чек платёжной системы, он появится в списке чеков.

## Как избежать закрытия

- Следите за уведомлениями: о конце пробного периода и тарифа Donut напоминает за 3 дня и за 1 день.
- Если вы отменили подписку, но передумали, нажмите «Возобновить подписку», пока период не закончился.
- Оплата за год избавит от ежемесячных платежей и сэкономит 17%.`,
      en: `## Why it happens

A project's CRM closes in two cases: the 14-day free trial has ended and no plan has been paid, or a paid period has ended, for example after you cancelled the subscription. Instead of its sections, the CRM shows which plan ended and when, along with a payment form. A notification about it also arrives in the cabinet's notifications panel.

## What keeps working

- The cabinet on the website: projects, profile, plans and receipts.
- All your data: services, the working week, the project's settings and images. Nothing is deleted.

Only access to the CRM is closed, until you pay. Meanwhile, the “Your plan” block on the Plans page shows the status “Expired” with the date it ended.

## Opening the CRM again

1. In the closed CRM, choose the billing period: monthly or yearly.
2. Tick “I accept the terms of payment” and press “Pay”. If you want a different plan, press “Choose another plan”.
3. Complete the payment on the payment system's page.

As soon as the payment goes through, the CRM opens with all your data. The plan belongs to your whole account, so one payment reopens the CRM of all your projects. You can also pay in the cabinet, on the [Plans](/en/client/about/rates) page. The only payment document is the payment system's receipt, which appears in your list of receipts.

## Keeping the CRM open

- Watch your notifications: Donut reminds you three days and one day before the trial or a plan ends.
- If you cancelled the subscription and changed your mind, press “Resume subscription” before the period is over.
- Paying yearly spares you monthly payments and saves 17%.`,
      ka: `## რატომ ხდება ეს

პროექტის CRM ორ შემთხვევაში იხურება: 14-დღიანი უფასო საცდელი პერიოდი დასრულდა, ტარიფი კი არ გადაგიხდიათ, ან დასრულდა გადახდილი პერიოდი — მაგალითად, გამოწერის გაუქმების შემდეგ. განყოფილებების ნაცვლად CRM გაჩვენებთ, რომელი ტარიფი დასრულდა და როდის, და იქვე გადახდის ფორმას. ამის შესახებ შეტყობინება კაბინეტის შეტყობინებების პანელშიც მოვა.

## რა აგრძელებს მუშაობას

- კაბინეტი საიტზე: პროექტები, პროფილი, ტარიფები და ქვითრები.
- ყველა თქვენი მონაცემი: სერვისები, სამუშაო კვირა, პროექტის პარამეტრები და სურათები. არაფერი იშლება.

გადახდამდე დახურულია მხოლოდ CRM. ამ დროს გვერდზე „ტარიფები“, ბლოკში „თქვენი ტარიფი“, ჩანს სტატუსი „ვადაგასული“ და თარიღი, როცა ვადა ამოიწურა.

## როგორ გავხსნათ CRM ხელახლა

1. დახურულ CRM-ში აირჩიეთ გადახდის პერიოდი: ყოველთვიურად ან წლიურად.
2. მონიშნეთ „ვეთანხმები გადახდის პირობებს“ და დააჭირეთ ღილაკს „გადახდა“. თუ სხვა ტარიფი გინდათ, დააჭირეთ ღილაკს „სხვა ტარიფის არჩევა“.
3. გადახდა დაასრულეთ გადახდის სისტემის გვერდზე.

როგორც კი გადახდა შესრულდება, CRM ყველა მონაცემით გაიხსნება. ტარიფი მთელ ანგარიშს ეკუთვნის, ამიტომ ერთი გადახდა ყველა თქვენი პროექტის CRM-ს გახსნის. კაბინეტშიც შეგიძლიათ გადაიხადოთ, გვერდზე [ტარიფები](/ka/client/about/rates). გადახდის ერთადერთი დოკუმენტი გადახდის სისტემის ქვითარია — ის ქვითრების სიაში გამოჩნდება.

## როგორ არ დაიხუროს CRM

- თვალი ადევნეთ შეტყობინებებს: Donut საცდელი პერიოდის ან ტარიფის დასრულებამდე სამი დღით და ერთი დღით ადრე შეგახსენებთ.
- თუ გამოწერა გააუქმეთ, მაგრამ გადაიფიქრეთ, პერიოდის დასრულებამდე დააჭირეთ ღილაკს „გამოწერის განახლება“.
- წლიური გადახდით ყოველთვიურ გადახდებს თავს აარიდებთ და 17%-ს დაზოგავთ.`,
    },
  },
];
