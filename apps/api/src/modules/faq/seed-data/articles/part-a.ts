import type { FaqArticleSeed } from '../types';

/**
 * Knowledge-base articles for the getting-started, projects, services-and-booking and shop
 * categories. Every statement matches the product as built (see the product facts the help centre
 * is written from): no screens, buttons or prices beyond it. Bodies are flush left because the
 * Markdown renderer reads leading spaces as part of the line.
 */
export const articlesPartA: readonly FaqArticleSeed[] = [
  // ---------------------------------------------------------------- getting-started
  {
    slug: 'how-to-get-started',
    category: 'getting-started',
    popular: true,
    title: {
      ru: 'С чего начать работу в Donut?',
      en: 'How do I get started with Donut?',
      ka: 'როგორ დავიწყო მუშაობა Donut-ში?',
    },
    summary: {
      ru: 'Четыре шага от регистрации до первых заявок: подтвердите почту, создайте проект, проверьте услуги и график и поделитесь ссылкой на сайт.',
      en: 'Four steps from sign-up to your first requests: confirm your e-mail, create a project, check your services and hours, and share your site.',
      ka: 'ოთხი ნაბიჯი რეგისტრაციიდან პირველ განაცხადებამდე: დაადასტურეთ ელფოსტა, შექმენით პროექტი, შეამოწმეთ სერვისები და სამუშაო საათები და გააზიარეთ საიტი.',
    },
    body: {
      ru: `Donut даёт вашему бизнесу сайт и мини-приложение в Telegram с услугами, магазином и встроенной CRM. От регистрации до первых заявок всего четыре шага, а первые 14 дней работы бесплатны.

## Шаг 1. Зарегистрируйтесь и подтвердите почту
1. Нажмите **Регистрация** в шапке сайта Donut.
2. Укажите электронную почту и пароль, примите пользовательское соглашение и дайте согласие на обработку персональных данных.
3. Откройте письмо от Donut и перейдите по ссылке: она действует 24 часа.

Пока почта не подтверждена, создавать проекты нельзя. Если ссылка устарела, нажмите **Получить новую ссылку** на странице «Мои проекты».

## Шаг 2. Создайте проект
Проект — это ваш бизнес в Donut: сайт, CRM и настройки. Откройте [Мои проекты](/ru/client/projects), нажмите **Добавить проект**, введите название, выберите валюту и направление бизнеса и проверьте адрес сайта, который мы предложим.

## Шаг 3. Заполните услуги, товары и график работы
Новый проект не пустой: в нём уже есть типовые услуги вашего направления с ценами в выбранной валюте, рабочая неделя, а у магазинов ещё и категории каталога. Нажмите **Открыть CRM** на карточке проекта и поправьте цены, длительность услуг и часы работы так, как у вас принято на самом деле.

## Шаг 4. Поделитесь сайтом и подключите Telegram
Нажмите **Скопировать ссылку** на карточке проекта и отправьте адрес клиентам, добавьте его в профили соцсетей или на табличку у входа. Чтобы входить в Donut прямо из Telegram, откройте страницу [Интеграции](/ru/client/connect), нажмите **Подключить**, а затем «Запустить» в боте Donut. После этого бот сможет присылать вам сообщения.`,
      en: `Donut gives your business a website and a Telegram mini app with services, a shop and a built-in CRM. It takes four steps to get from sign-up to your first requests, and the first 14 days are free.

## Step 1. Sign up and confirm your e-mail
1. Press **Sign up** in the header of the Donut site.
2. Enter your e-mail and a password, and accept the user agreement and the processing of personal data.
3. Open the letter from Donut and follow the link: it is valid for 24 hours.

Until your e-mail is confirmed, you cannot create projects. If the link has expired, press **Get a new link** on the My projects page.

## Step 2. Create a project
A project is your business in Donut: its site, its CRM and its settings. Open [My projects](/en/client/projects), press **Add project**, enter a name, choose the currency and the line of business, and check the website address we propose.

## Step 3. Fill in services, products and working hours
A new project is not empty: it already has typical services for your line of business with prices in your currency, a working week and, for shops, catalogue categories. Press **Open CRM** on the project card and adjust prices, service durations and opening hours to the way you really work.

## Step 4. Share your site and connect Telegram
Press **Copy link** on the project card and send the address to clients, add it to your social profiles or put it on a sign by the door. To sign in to Donut straight from Telegram, open [Integrations](/en/client/connect), press **Connect** and then “Start” in the Donut bot. From then on the bot can also send you messages.`,
      ka: `Donut-ით თქვენს ბიზნესს ექნება საიტი და Telegram-ის მინი-აპლიკაცია სერვისებით, მაღაზიითა და ჩაშენებული CRM-ით. რეგისტრაციიდან პირველ განაცხადებამდე სულ ოთხი ნაბიჯია, პირველი 14 დღე კი უფასოა.

## ნაბიჯი 1. დარეგისტრირდით და დაადასტურეთ ელფოსტა
1. Donut-ის საიტის ზედა პანელში დააჭირეთ ღილაკს **რეგისტრაცია**.
2. შეიყვანეთ ელფოსტა და პაროლი და დაეთანხმეთ სამომხმარებლო შეთანხმებასა და პერსონალური მონაცემების დამუშავებას.
3. გახსენით Donut-ის წერილი და გადადით ბმულზე: ის 24 საათი მოქმედებს.

სანამ ელფოსტას არ დაადასტურებთ, პროექტებს ვერ შექმნით. თუ ბმულს ვადა გაუვიდა, გვერდზე „ჩემი პროექტები“ დააჭირეთ ღილაკს **ახალი ბმულის მიღება**.

## ნაბიჯი 2. შექმენით პროექტი
პროექტი თქვენი ბიზნესია Donut-ში: მისი საიტი, CRM და პარამეტრები. გახსენით [ჩემი პროექტები](/ka/client/projects), დააჭირეთ ღილაკს **პროექტის დამატება**, ჩაწერეთ სახელი, აირჩიეთ ვალუტა და ბიზნესის მიმართულება, ბოლოს კი გადახედეთ საიტის მისამართს, რომელსაც შემოგთავაზებთ.

## ნაბიჯი 3. შეავსეთ სერვისები, პროდუქტები და სამუშაო საათები
ახალი პროექტი ცარიელი არ არის: მასში უკვე გხვდებათ თქვენი მიმართულების ტიპური სერვისები ფასებით თქვენს ვალუტაში, სამუშაო კვირა, მაღაზიებს კი კატალოგის კატეგორიებიც აქვთ. პროექტის ბარათზე დააჭირეთ ღილაკს **CRM-ის გახსნა** და ფასები, სერვისების ხანგრძლივობა და სამუშაო საათები ისე შეცვალეთ, როგორც სინამდვილეში მუშაობთ.

## ნაბიჯი 4. გააზიარეთ საიტი და დააკავშირეთ Telegram
პროექტის ბარათზე დააჭირეთ ღილაკს **ბმულის კოპირება** და მისამართი კლიენტებს გაუგზავნეთ, სოციალური ქსელების პროფილებში დაამატეთ ან შესასვლელთან აბრაზე განათავსეთ. Telegram-იდან Donut-ში პირდაპირ რომ შეხვიდეთ, გახსენით გვერდი [ინტეგრაციები](/ka/client/connect) და დააჭირეთ ღილაკს **დაკავშირება**, შემდეგ კი Donut-ის ბოტში — ღილაკს „Start“ (რუსულ ინტერფეისში — „Запустить“). ამის შემდეგ ბოტი შეტყობინებების გამოგზავნასაც შეძლებს.`,
    },
  },
  {
    slug: 'how-to-sign-up-and-confirm-your-email',
    category: 'getting-started',
    popular: false,
    title: {
      ru: 'Как зарегистрироваться и подтвердить почту',
      en: 'How to sign up and confirm your e-mail',
      ka: 'როგორ დავრეგისტრირდე და დავადასტურო ელფოსტა',
    },
    summary: {
      ru: 'Для регистрации нужны только электронная почта и пароль. Рассказываем, как подтвердить почту и что делать, если письмо не пришло.',
      en: 'All you need to sign up is an e-mail and a password. Here is how to confirm your e-mail and what to do if the letter does not arrive.',
      ka: 'რეგისტრაციისთვის მხოლოდ ელფოსტა და პაროლი დაგჭირდებათ. გიყვებით, როგორ დაადასტუროთ ელფოსტა და რა ქნათ, თუ წერილი არ მოგივიდათ.',
    },
    body: {
      ru: `Аккаунт в Donut создаётся за минуту, а подтверждённая почта открывает доступ к созданию проектов.

## Как зарегистрироваться
1. Нажмите **Регистрация** в шапке сайта Donut.
2. Введите электронную почту и пароль. Слишком простые пароли вроде 12345678 или qwerty не подойдут.
3. Отметьте, что принимаете пользовательское соглашение и даёте согласие на обработку персональных данных.
4. Нажмите **Зарегистрироваться**.

С этого момента начинается бесплатный пробный период: 14 дней на тарифе «Бизнес».

## Как подтвердить почту
Мы отправим на указанный адрес письмо со ссылкой для подтверждения. Откройте его и перейдите по ссылке: она действует 24 часа. После этого в уведомлениях появится сообщение о том, что почта подтверждена, а на странице [Мои проекты](/ru/client/projects) станет доступна кнопка **Добавить проект**.

## Что делать, если письмо не пришло
- Проверьте папки «Спам» и «Промоакции».
- Убедитесь, что адрес введён без опечаток.
- На странице «Мои проекты» нажмите **Получить новую ссылку**. Придёт новое письмо, и ссылка в нём снова будет действовать 24 часа.

Когда письмо найдётся, добавьте отправителя в контакты: тогда следующие письма, например со ссылкой для смены пароля, не попадут в спам.

## Как входить в следующий раз
Входите по электронной почте и паролю. Если вы привязали Telegram на странице «Интеграции», войти можно и прямо в Telegram, через мини-приложение Donut.

Забыли пароль? Нажмите **Забыли пароль?** в окне входа, и мы пришлём ссылку для создания нового пароля. Она действует 60 минут. После нескольких неверных попыток подряд придётся немного подождать, прежде чем пробовать снова: так мы защищаем аккаунт от подбора пароля.`,
      en: `Creating a Donut account takes a minute, and a confirmed e-mail lets you create projects.

## How to sign up
1. Press **Sign up** in the header of the Donut site.
2. Enter your e-mail and a password. Very common passwords such as 12345678 or qwerty are not accepted.
3. Tick the box to accept the user agreement and consent to the processing of personal data.
4. Press **Register**.

Your free trial starts at this moment: 14 days on the Business plan.

## How to confirm your e-mail
We send a letter with a confirmation link to the address you gave. Open it and follow the link: it is valid for 24 hours. A notification then tells you that your e-mail is confirmed, and the **Add project** button becomes available on the [My projects](/en/client/projects) page.

## The letter did not arrive
- Check your spam and promotions folders.
- Make sure the address has no typos.
- On the My projects page, press **Get a new link**. A new letter arrives, and its link is again valid for 24 hours.

Once you find the letter, add the sender to your contacts, so that later letters, such as a password reset link, do not end up in spam.

## Signing in next time
Sign in with your e-mail and password. If you have linked Telegram on the Integrations page, you can also sign in right inside Telegram through the Donut mini app.

Forgot your password? Press **Forgot your password?** in the sign-in window and we will send you a link to set a new one. The link is valid for 60 minutes. After several wrong passwords in a row you will have to wait a little before the next try: this protects your account from password guessing.`,
      ka: `Donut-ის ანგარიშის შექმნას ერთი წუთი სჭირდება, ელფოსტის დადასტურების შემდეგ კი პროექტების შექმნასაც შეძლებთ.

## როგორ დავრეგისტრირდე
1. Donut-ის საიტის ზედა პანელში დააჭირეთ ღილაკს **რეგისტრაცია**.
2. შეიყვანეთ ელფოსტა და პაროლი. ისეთ გავრცელებულ პაროლებს, როგორიცაა 12345678 ან qwerty, სისტემა არ მიიღებს.
3. მონიშნეთ ველი და ამით დაეთანხმეთ სამომხმარებლო შეთანხმებასა და პერსონალური მონაცემების დამუშავებას.
4. დააჭირეთ ღილაკს **რეგისტრაცია**.

ამ წუთიდან იწყება თქვენი უფასო საცდელი პერიოდი: 14 დღე ტარიფზე „ბიზნესი“.

## როგორ დავადასტურო ელფოსტა
მითითებულ მისამართზე გამოგიგზავნით წერილს დადასტურების ბმულით. გახსენით წერილი და გადადით ბმულზე: ის 24 საათი მოქმედებს. ამის შემდეგ შეტყობინება გაცნობებთ, რომ ელფოსტა დადასტურებულია, გვერდზე [ჩემი პროექტები](/ka/client/projects) კი ღილაკი **პროექტის დამატება** გააქტიურდება.

## რა ვქნა, თუ წერილი არ მოვიდა
- შეამოწმეთ სპამისა და სარეკლამო წერილების საქაღალდეები.
- დარწმუნდით, რომ მისამართი სწორად ჩაწერეთ.
- გვერდზე „ჩემი პროექტები“ დააჭირეთ ღილაკს **ახალი ბმულის მიღება**. მოგივათ ახალი წერილი, რომლის ბმულიც ისევ 24 საათი იმოქმედებს.

წერილს რომ იპოვით, გამგზავნი კონტაქტებში დაამატეთ: ასე შემდეგი წერილები, მაგალითად პაროლის აღდგენის ბმული, სპამში აღარ მოხვდება.

## როგორ შევიდე შემდეგ ჯერზე
შედით ელფოსტითა და პაროლით. თუ გვერდზე „ინტეგრაციები“ Telegram დააკავშირეთ, შესვლა პირდაპირ Telegram-შიც შეგეძლებათ, Donut-ის მინი-აპლიკაციით.

დაგავიწყდათ პაროლი? შესვლის ფანჯარაში დააჭირეთ **დაგავიწყდათ პაროლი?** და გამოგიგზავნით ბმულს, რომლითაც ახალ პაროლს დააყენებთ. ბმული 60 წუთი მოქმედებს. თუ ზედიზედ რამდენჯერმე არასწორ პაროლს შეიყვანთ, შემდეგ ცდამდე ცოტა ხანს მოგიწევთ ლოდინი: ასე ანგარიშს პაროლის გამოცნობისგან ვიცავთ.`,
    },
  },
  {
    slug: 'how-does-the-free-trial-work',
    category: 'getting-started',
    popular: true,
    title: {
      ru: 'Как работает пробный период?',
      en: 'How does the free trial work?',
      ka: 'როგორ მუშაობს უფასო საცდელი პერიოდი?',
    },
    summary: {
      ru: '14 дней бесплатно на тарифе «Бизнес» со всеми возможностями. Когда придут напоминания и что будет, если не оплатить тариф вовремя.',
      en: '14 free days on the Business plan with every feature. When the reminders come and what happens if you do not pay in time.',
      ka: '14 უფასო დღე ტარიფზე „ბიზნესი“, ყველა ფუნქციით. როდის მიიღებთ შეხსენებებს და რა მოხდება, თუ დროულად არ გადაიხდით.',
    },
    body: {
      ru: `Каждый новый аккаунт Donut начинается с бесплатного пробного периода: можно настроить проект и принять первые заявки, ничего не оплачивая.

## Что входит в пробный период
Пробный период длится 14 дней с момента регистрации и проходит на тарифе **«Бизнес»** со всеми возможностями: до 15 сотрудников, 5 000 товаров и 300 услуг, 5 каналов мессенджеров, 25 ГБ хранилища, приоритетная поддержка и никакой рекламы Donut. Для регистрации нужны только почта и пароль, банковская карта не требуется. Число проектов не ограничено ни на одном тарифе.

## Напоминания перед окончанием
За три дня до конца пробного периода и ещё раз накануне в панели уведомлений появится напоминание: колокольчик в шапке показывает, сколько уведомлений не прочитано. В каждом напоминании есть кнопка, которая ведёт прямо на нужную страницу. Когда период закончится, придёт ещё одно уведомление.

## Что будет, когда пробный период закончится
Если тариф к этому времени не оплачен:
- CRM проекта закроется и до оплаты будет показывать страницу оплаты;
- кабинет останется открытым: проекты, профиль, тарифы и чеки;
- ничего не удалится: услуги, график работы, настройки и изображения сохранятся.

Как только тариф будет оплачен, CRM снова откроется.

## Как перейти на платный тариф
1. Откройте [Тарифы](/ru/client/about/rates) в кабинете или нажмите **Оплатить** на закрытой странице CRM.
2. Выберите тариф и период: помесячно или за год. Год стоит как 10 месяцев, экономия 17%.
3. Примите условия оплаты и оплатите на странице платёжной системы.

Оставаться на тарифе «Бизнес» не обязательно: небольшой команде может хватить тарифа «Старт» (9 $ в месяц) или «Базовый» (19 $ в месяц). Сравните лимиты на странице тарифов, прежде чем выбирать.`,
      en: `Every new Donut account starts with a free trial, so you can set up a project and take your first requests before paying anything.

## What the trial includes
The trial lasts 14 days from the day you sign up and runs on the **Business** plan with every feature: up to 15 employees, 5,000 products and 300 services, 5 messenger channels, 25 GB of storage, priority support and no Donut ads. Signing up asks only for an e-mail and a password: no card is needed. No plan limits the number of projects.

## Reminders before the end
Three days before the trial ends, and again the day before, a reminder appears in the notifications panel: the bell in the header shows how many notifications are unread. Each reminder has a button that takes you straight to the right page. When the trial has ended, you get one more notification.

## What happens when it ends
If no plan is paid by then:
- the project's CRM closes and shows a payment page until a plan is paid;
- your cabinet stays open: projects, profile, plans and receipts;
- nothing is deleted: services, working hours, settings and pictures stay where they are.

As soon as you pay, the CRM opens again.

## How to move to a paid plan
1. Open [Plans](/en/client/about/rates) in the cabinet, or press **Pay** on the closed CRM page.
2. Choose a plan and a period: monthly or yearly. A year costs as much as 10 months, which saves 17%.
3. Accept the payment terms and pay on the payment system's page.

You do not have to stay on Business: a small team may find Start (9 USD a month) or Basic (19 USD a month) enough. Compare the limits on the plans page before you choose.`,
      ka: `Donut-ის ყველა ახალი ანგარიში უფასო საცდელი პერიოდით იწყება: პროექტს მოაწყობთ და პირველ განაცხადებსაც მიიღებთ ისე, რომ ჯერ არაფერი გადაიხადოთ.

## რას მოიცავს საცდელი პერიოდი
საცდელი პერიოდი რეგისტრაციის დღიდან 14 დღე გრძელდება. ამ დროს მოქმედებს ტარიფი **„ბიზნესი“** ყველა ფუნქციით: 15-მდე თანამშრომელი, 5000-მდე პროდუქტი და 300-მდე სერვისი, მესენჯერის 5 არხი, 25 გბ საცავი და პრიორიტეტული მხარდაჭერა, Donut-ის რეკლამა კი არ ჩანს. რეგისტრაციისთვის მხოლოდ ელფოსტა და პაროლი გჭირდებათ — ბარათის მითითება საჭირო არ არის. პროექტების რაოდენობას არცერთი ტარიფი არ ზღუდავს.

## შეხსენებები დასრულებამდე
საცდელი პერიოდის დასრულებამდე სამი დღით ადრე და კიდევ ერთხელ, დასრულების წინა დღეს, შეტყობინებების პანელში შეხსენება გამოჩნდება: ზედა პანელში ზარის ხატულა აჩვენებს, რამდენი შეტყობინება გაქვთ წაუკითხავი. ყოველ შეხსენებაში არის ღილაკი, რომელიც პირდაპირ საჭირო გვერდზე გადაგიყვანთ. საცდელი პერიოდის დასრულებისას კიდევ ერთ შეტყობინებას მიიღებთ.

## რა ხდება დასრულების შემდეგ
თუ მანამდე ტარიფს არ გადაიხდით:
- პროექტის CRM დაიკეტება და ტარიფის გადახდამდე გადახდის გვერდს გაჩვენებთ;
- კაბინეტი ღია დარჩება: პროექტები, პროფილი, ტარიფები და ქვითრები;
- არაფერი წაიშლება: სერვისები, სამუშაო საათები, პარამეტრები და სურათები ადგილზე დარჩება.

გადახდისთანავე CRM ისევ გაიხსნება.

## როგორ გადავიდე ფასიან ტარიფზე
1. კაბინეტში გახსენით [ტარიფები](/ka/client/about/rates) ან დაკეტილი CRM-ის გვერდზე დააჭირეთ ღილაკს **გადახდა**.
2. აირჩიეთ ტარიფი და გადახდის პერიოდი: თვიურად ან წლიურად. წელიწადი 10 თვის ფასად გიჯდებათ, ანუ 17%-ს ზოგავთ.
3. დაეთანხმეთ გადახდის პირობებს და გადაიხადეთ გადახდის სისტემის გვერდზე.

ტარიფ „ბიზნესზე“ დარჩენა აუცილებელი არ არის: მცირე გუნდს შეიძლება სავსებით ეყოს „სტარტი“ (9 US$ თვეში) ან „საბაზისო“ (19 US$ თვეში). არჩევამდე ლიმიტები ტარიფების გვერდზე შეადარეთ.`,
    },
  },
  {
    slug: 'cabinet-and-crm-explained',
    category: 'getting-started',
    popular: false,
    title: {
      ru: 'Чем кабинет отличается от CRM?',
      en: 'What is the difference between the cabinet and the CRM?',
      ka: 'რით განსხვავდება კაბინეტი CRM-ისგან?',
    },
    summary: {
      ru: 'В кабинете вы управляете аккаунтом, проектами и тарифом, а в CRM — конкретным проектом. Разбираемся, где что находится.',
      en: 'The cabinet is where you manage your account, projects and plan; the CRM is where you run one project. Here is what lives where.',
      ka: 'კაბინეტში ანგარიშს, პროექტებსა და ტარიფს მართავთ, CRM-ში კი — ერთ კონკრეტულ პროექტს. აგიხსნით, სად რა გხვდებათ.',
    },
    body: {
      ru: `В Donut две рабочие зоны: кабинет и CRM проекта. Полезно сразу понять, что где настраивается.

## Кабинет: ваш аккаунт
Кабинет открывается на основном сайте Donut после входа. Здесь вы:
- видите свои проекты на странице [Мои проекты](/ru/client/projects), создаёте новые, копируете ссылки на сайты и открываете CRM;
- заполняете профиль: имя, фамилию, телефон, страну, язык, часовой пояс и аватар, задаёте или меняете пароль;
- привязываете Telegram в разделе «Интеграции»;
- выбираете и оплачиваете тариф и находите чеки в разделе «О сервисе» → «Тарифы»;
- пишете в поддержку в разделе «О сервисе» → «Контакты и поддержка».

Кабинет остаётся открытым, даже если тариф не оплачен.

## CRM: управление проектом
У каждого проекта своя CRM: она находится по адресу его сайта с /admin в конце. Нажмите **Открыть CRM** на карточке проекта, и она откроется без повторного входа. В CRM вы видите услуги проекта с ценами и длительностью, рабочую неделю и категории товаров, а в настройках проекта меняете название, описание, главное изображение, галерею и видимость разделов. В CRM есть свой переключатель языка и кнопка выхода.

## Уведомления и язык
Колокольчик в шапке кабинета показывает, сколько уведомлений не прочитано: почта подтверждена, проект создан, пробный период скоро закончится, тариф изменён или заканчивается, оплата не прошла. У каждого уведомления есть кнопка, которая ведёт туда, к чему оно относится, а **Отметить все прочитанными** обнуляет счётчик. Переключатель языка в шапке меняет язык интерфейса: русский, английский или грузинский.`,
      en: `Donut has two working areas: the cabinet and the project's CRM. It helps to know from the start what is set up where.

## The cabinet: your account
The cabinet opens on the main Donut site after you sign in. Here you:
- see your projects on the [My projects](/en/client/projects) page, create new ones, copy links to their sites and open their CRMs;
- fill in your profile: first name, surname, phone, country, language, time zone and avatar, and set or change your password;
- link Telegram on the Integrations page;
- choose and pay for a plan and find your receipts under About Donut, then Plans;
- write to support under About Donut, then Contacts and support.

The cabinet stays open even when a plan is unpaid.

## The CRM: running a project
Each project has its own CRM at its website address with /admin at the end. Press **Open CRM** on the project card and it opens without signing in again. In the CRM you see the project's services with prices and durations, its working week and product categories, and in the project settings you change the name, description, main image, gallery and which sections are shown. The CRM has its own language switcher and a sign-out button.

## Notifications and language
The bell in the cabinet header shows how many notifications are unread: e-mail confirmed, project created, trial ending soon, plan changed or ending, payment failed. Each notification has a button that takes you to what it is about, and **Mark all as read** clears the counter. The language switcher in the header changes the interface language: Russian, English or Georgian.`,
      ka: `Donut-ში ორი სამუშაო სივრცეა: კაბინეტი და პროექტის CRM. კარგია, თავიდანვე იცოდეთ, რას სად აწყობთ.

## კაბინეტი: თქვენი ანგარიში
კაბინეტი Donut-ის მთავარ საიტზე იხსნება, როცა შეხვალთ. აქ შეგიძლიათ:
- გვერდზე [ჩემი პროექტები](/ka/client/projects) ნახოთ თქვენი პროექტები, შექმნათ ახალი, დააკოპიროთ მათი საიტების ბმულები და გახსნათ მათი CRM;
- შეავსოთ პროფილი — სახელი, გვარი, ტელეფონი, ქვეყანა, ენა, სასაათო სარტყელი და ავატარი — და დააყენოთ ან შეცვალოთ პაროლი;
- დააკავშიროთ Telegram გვერდზე „ინტეგრაციები“;
- აირჩიოთ და გადაიხადოთ ტარიფი და იპოვოთ ქვითრები განყოფილებაში „Donut-ის შესახებ“, გვერდზე „ტარიფები“;
- მისწეროთ მხარდაჭერის გუნდს განყოფილებაში „Donut-ის შესახებ“, გვერდზე „კონტაქტები და მხარდაჭერა“.

კაბინეტი ღია რჩება მაშინაც, როცა ტარიფი გადახდილი არ არის.

## CRM: პროექტის მართვა
ყოველ პროექტს საკუთარი CRM აქვს — საიტის მისამართზე, რომელსაც ბოლოში /admin ემატება. პროექტის ბარათზე დააჭირეთ ღილაკს **CRM-ის გახსნა** და ის ხელახალი შესვლის გარეშე გაიხსნება. CRM-ში ხედავთ პროექტის სერვისებს ფასებითა და ხანგრძლივობით, სამუშაო კვირასა და პროდუქტების კატეგორიებს, პროექტის პარამეტრებში კი ცვლით სახელს, აღწერას, მთავარ სურათსა და გალერეას და ირჩევთ, რომელი განყოფილებები გამოჩნდეს. CRM-ს თავისი ენის გადამრთველი და გასვლის ღილაკი აქვს.

## შეტყობინებები და ენა
კაბინეტის ზედა პანელში ზარის ხატულა აჩვენებს, რამდენი შეტყობინება გაქვთ წაუკითხავი: ელფოსტა დადასტურდა, პროექტი შეიქმნა, საცდელი პერიოდი მალე სრულდება, ტარიფი შეიცვალა ან სრულდება, გადახდა ვერ შესრულდა. ყოველ შეტყობინებაში არის ღილაკი, რომელიც პირდაპირ შესაბამის გვერდზე გადაგიყვანთ, ღილაკი **ყველას წაკითხულად მონიშვნა** კი მთვლელს ანულებს. ზედა პანელის ენის გადამრთველით ინტერფეისის ენას ცვლით: რუსული, ინგლისური ან ქართული.`,
    },
  },

  // ---------------------------------------------------------------- projects
  {
    slug: 'how-to-create-a-project',
    category: 'projects',
    popular: true,
    title: {
      ru: 'Как создать проект',
      en: 'How to create a project',
      ka: 'როგორ შევქმნა პროექტი',
    },
    summary: {
      ru: 'Проект — это ваш бизнес в Donut: сайт, мини-приложение и CRM. Создать его можно за пару минут на странице «Мои проекты».',
      en: 'A project is your business in Donut: its site, mini app and CRM. Creating one takes a couple of minutes on the My projects page.',
      ka: 'პროექტი თქვენი ბიზნესია Donut-ში: საიტი, მინი-აპლიკაცია და CRM. გვერდზე „ჩემი პროექტები“ მას ორიოდე წუთში შექმნით.',
    },
    body: {
      ru: `Проект — это один ваш бизнес в Donut: сайт и мини-приложение в Telegram, CRM и настройки. Число проектов не ограничено тарифом, так что для каждого бизнеса можно завести отдельный проект.

## Перед началом
Сначала подтвердите электронную почту. До этого кнопка **Добавить проект** недоступна, а страница просит подтвердить аккаунт.

## Как создать проект
1. Откройте [Мои проекты](/ru/client/projects) и нажмите **Добавить проект** (или **Создать проект**, если список пока пуст).
2. Введите **Название проекта**: его увидят клиенты на сайте.
3. Проверьте **Адрес сайта**. Мы предложим его по названию, но его можно изменить.
4. Выберите **Валюту**, в которой будут указаны цены.
5. Выберите **Направление бизнеса**: салон красоты, ресторан, магазин одежды, репетитор и так далее. От него зависит, с какими услугами, рабочей неделей и категориями каталога проект начнёт работу.
6. В блоке **Разделы проекта** оставьте включёнными или выключите **Товары и заказы** и **Услуги и заявки**.
7. Нажмите **Создать проект**.

## Что будет дальше
Проект появится в списке с адресом сайта и двумя кнопками: **Скопировать ссылку** и **Открыть CRM**. В панели уведомлений появится сообщение о том, что проект создан. Пользоваться им можно сразу: в нём уже есть типовые услуги с ценами в вашей валюте и рабочая неделя. Откройте CRM и поправьте их под себя.

## Можно ли что-то изменить потом
Да. Разделы можно показать или скрыть позже в настройках проекта в CRM. Там же меняются название, описание и изображения проекта.`,
      en: `A project is one of your businesses in Donut: its website and Telegram mini app, its CRM and its settings. Plans do not limit the number of projects, so you can keep a separate project for each business you run.

## Before you start
Confirm your e-mail first. Until then the **Add project** button is unavailable and the page asks you to confirm your account.

## Creating a project step by step
1. Open [My projects](/en/client/projects) and press **Add project** (or **Create project** if the list is still empty).
2. Enter the **Project name**: clients will see it on your site.
3. Check the **Website address**. We propose it from the name, and you can change it.
4. Choose the **Currency** your prices will be shown in.
5. Choose the **Line of business**: a beauty salon, a restaurant, a clothing store, a tutor and so on. It decides which services, working week and catalogue categories the project starts with.
6. Under **Sections of the project**, leave on or turn off **Products and orders** and **Services and applications**.
7. Press **Create project**.

## What happens next
The project appears in the list with its website address and two buttons: **Copy link** and **Open CRM**. A notification confirms that the project has been created. You can use it right away: it already has typical services with prices in your currency and a working week. Open the CRM and adjust them to your business.

## Can I change things later?
Yes. Sections can be shown or hidden later in the project settings in the CRM. The project's name, description and pictures are changed there too.`,
      ka: `პროექტი თქვენი ერთ-ერთი ბიზნესია Donut-ში: მისი საიტი და Telegram-ის მინი-აპლიკაცია, CRM და პარამეტრები. პროექტების რაოდენობას ტარიფები არ ზღუდავს, ამიტომ ყოველ ბიზნესს, რომელსაც უძღვებით, ცალკე პროექტი შეგიძლიათ შეუქმნათ.

## სანამ დაიწყებთ
ჯერ ელფოსტა დაადასტურეთ. მანამდე ღილაკი **პროექტის დამატება** მიუწვდომელია და გვერდი ანგარიშის დადასტურებას გთხოვთ.

## პროექტის შექმნა ნაბიჯ-ნაბიჯ
1. გახსენით [ჩემი პროექტები](/ka/client/projects) და დააჭირეთ ღილაკს **პროექტის დამატება** (ან **პროექტის შექმნა**, თუ სია ჯერ ცარიელია).
2. ჩაწერეთ **პროექტის სახელი**: მას კლიენტები თქვენს საიტზე დაინახავენ.
3. შეამოწმეთ **საიტის მისამართი**. მას სახელის მიხედვით შემოგთავაზებთ, თქვენ კი შეგიძლიათ შეცვალოთ.
4. აირჩიეთ **ვალუტა**, რომლითაც ფასები გამოჩნდება.
5. აირჩიეთ **ბიზნესის მიმართულება**: სილამაზის სალონი, რესტორანი, ტანსაცმლის მაღაზია, რეპეტიტორი და სხვა. მასზეა დამოკიდებული, რა სერვისებით, სამუშაო კვირითა და კატალოგის კატეგორიებით დაიწყება პროექტი.
6. ბლოკში **პროექტის განყოფილებები** ჩართული დატოვეთ ან გამორთეთ **პროდუქტები და შეკვეთები** და **სერვისები და განაცხადები**.
7. დააჭირეთ ღილაკს **პროექტის შექმნა**.

## რა ხდება შემდეგ
პროექტი სიაში გამოჩნდება საიტის მისამართით და ორი ღილაკით: **ბმულის კოპირება** და **CRM-ის გახსნა**. შეტყობინება დაადასტურებს, რომ პროექტი შეიქმნა. მისით სარგებლობა მაშინვე შეგიძლიათ: მასში უკვე არის ტიპური სერვისები ფასებით თქვენს ვალუტაში და სამუშაო კვირა. გახსენით CRM და ყველაფერი თქვენს ბიზნესს მოარგეთ.

## შემიძლია მოგვიანებით რამის შეცვლა?
დიახ. განყოფილებების ჩვენება ან დამალვა მოგვიანებითაც შეგიძლიათ — CRM-ში, პროექტის პარამეტრებში. იქვე იცვლება პროექტის სახელი, აღწერა და სურათები.`,
    },
  },
  {
    slug: 'how-to-choose-a-website-address',
    category: 'projects',
    popular: true,
    title: {
      ru: 'Как выбрать адрес сайта',
      en: 'How to choose your website address',
      ka: 'როგორ ავირჩიო საიტის მისამართი',
    },
    summary: {
      ru: 'У каждого проекта свой адрес на поддомене Donut. Правила, советы и где найти готовую ссылку.',
      en: 'Every project has its own address on a Donut subdomain. The rules, some tips and where to find the ready link.',
      ka: 'ყოველ პროექტს Donut-ის ქვედომენზე საკუთარი მისამართი აქვს. წესები, რამდენიმე რჩევა და სად იპოვით მზა ბმულს.',
    },
    body: {
      ru: `У каждого проекта свой адрес сайта — поддомен Donut. Выбранный вами адрес стоит в начале ссылки, за ним идёт домен Donut, и по этой ссылке клиенты открывают ваш сайт.

## Правила для адреса
- не короче 6 символов;
- только строчные латинские буквы, цифры и дефисы;
- без дефиса в начале и в конце;
- уникальный: если адрес уже занят другим проектом, придётся выбрать другой.

Если адрес нарушает правило или занят, форма подскажет, что исправить, и проект не будет создан, пока вы этого не сделаете.

## Как мы предлагаем адрес
Пока вы вводите название проекта, мы подбираем по нему адрес. Русские и грузинские названия записываются латиницей: например, для названия «Салон Жасмин» мы предложим salon-zhasmin. Пробелы и знаки препинания становятся дефисами, а к слишком короткому названию добавляется слово, чтобы набралось 6 символов. Как только вы измените адрес вручную, он перестанет подстраиваться под название.

## Как выбрать удачный адрес
- Короткий адрес легко продиктовать по телефону.
- Лучше, если он похож на название, под которым вас знают клиенты.
- Если адрес занят, добавьте город или район: например, salon-zhasmin-batumi.

## Где найти адрес и как им поделиться
Адрес указан на карточке проекта на странице [Мои проекты](/ru/client/projects). Кнопка **Скопировать ссылку** кладёт полную ссылку в буфер обмена: её можно сразу вставить в сообщение, профиль в соцсетях или макет визитки. CRM проекта находится по тому же адресу с /admin в конце.`,
      en: `Every project gets its own website address: a subdomain of Donut. The address you choose comes first in the link, followed by the Donut domain, and clients open your site through that link.

## Address rules
- at least 6 characters;
- only lowercase Latin letters, digits and hyphens;
- no hyphen at the start or at the end;
- unique: if another project already uses the address, you need another one.

If the address breaks a rule or is taken, the form tells you what to fix, and the project is not created until you do.

## How we propose an address
While you type the project name, we propose an address based on it. Russian and Georgian names are spelled in Latin letters: for a salon called “Салон Жасмин”, for example, we propose salon-zhasmin. Spaces and punctuation become hyphens, and a name that is too short gets an extra word so the address reaches 6 characters. As soon as you edit the address yourself, it stops following the name.

## Tips for a good address
- Keep it short, so it is easy to dictate over the phone.
- Stay close to the name clients know you by.
- If the address is taken, add your city or district: for example, salon-zhasmin-batumi.

## Where to find and share it
The address is shown on the project card on the [My projects](/en/client/projects) page. **Copy link** puts the full link on your clipboard, ready to paste into a message, a social profile or the layout of a business card. The project's CRM uses the same address with /admin at the end.`,
      ka: `ყოველი პროექტი საიტის საკუთარ მისამართს იღებს — Donut-ის ქვედომენს. თქვენ მიერ არჩეული მისამართი ბმულის დასაწყისშია, მას Donut-ის დომენი მოსდევს, და სწორედ ამ ბმულით ხსნიან კლიენტები თქვენს საიტს.

## მისამართის წესები
- მინიმუმ 6 სიმბოლო;
- მხოლოდ პატარა ლათინური ასოები, ციფრები და დეფისები;
- დეფისი არც დასაწყისში უნდა იყოს და არც ბოლოში;
- მისამართი უნიკალური უნდა იყოს: თუ ის სხვა პროექტს უკვე უკავია, სხვა მოიფიქრეთ.

თუ მისამართი რომელიმე წესს არღვევს ან დაკავებულია, ფორმა მიგითითებთ, რა უნდა გაასწოროთ, და სანამ არ გაასწორებთ, პროექტი არ შეიქმნება.

## როგორ გთავაზობთ მისამართს
პროექტის სახელის აკრეფისას მისამართს მის მიხედვით გთავაზობთ. ქართული და რუსული სახელები ლათინური ასოებით გადაიწერება: მაგალითად, სალონისთვის „სალონი ია“ შემოგთავაზებთ მისამართს saloni-ia. ჰარები და სასვენი ნიშნები დეფისად იქცევა, ძალიან მოკლე სახელს კი კიდევ ერთი სიტყვა ემატება, რომ მისამართი 6 სიმბოლოს მიაღწიოს. როგორც კი მისამართს თავად შეცვლით, ის სახელს აღარ მიჰყვება.

## რჩევები კარგი მისამართისთვის
- აირჩიეთ მოკლე მისამართი: მას ტელეფონით კარნახიც ადვილია.
- მისამართი იმ სახელს მიუახლოვეთ, რომლითაც კლიენტები გიცნობენ.
- თუ მისამართი დაკავებულია, დაუმატეთ ქალაქი ან უბანი: მაგალითად, saloni-ia-batumi.

## სად ვიპოვო და როგორ გავაზიარო
მისამართი ჩანს პროექტის ბარათზე, გვერდზე [ჩემი პროექტები](/ka/client/projects). ღილაკი **ბმულის კოპირება** სრულ ბმულს ბუფერში აკოპირებს — შეგიძლიათ მაშინვე ჩასვათ შეტყობინებაში, სოციალური ქსელის პროფილში ან სავიზიტო ბარათის მაკეტში. პროექტის CRM იმავე მისამართზეა, რომელსაც ბოლოში /admin ემატება.`,
    },
  },
  {
    slug: 'what-a-new-project-contains',
    category: 'projects',
    popular: false,
    title: {
      ru: 'Что уже есть в новом проекте?',
      en: 'What does a new project already contain?',
      ka: 'რა გხვდებათ ახალ პროექტში თავიდანვე?',
    },
    summary: {
      ru: 'Новый проект не пустой: в нём есть типовые услуги с ценами, рабочая неделя и категории каталога для вашего направления. Их нужно только проверить.',
      en: 'A new project is not empty: it has typical services with prices, a working week and catalogue categories for your line of business. You only need to check them.',
      ka: 'ახალი პროექტი ცარიელი არ არის: მასში უკვე არის თქვენი მიმართულების ტიპური სერვისები ფასებით, სამუშაო კვირა და კატალოგის კატეგორიები. საკმარისია, გადაამოწმოთ.',
    },
    body: {
      ru: `Чтобы сайт не был пустым в первый же день, Donut заполняет новый проект стартовым содержимым для выбранного направления. Вам остаётся поправить готовое, а не набирать всё с нуля.

## Что уже есть в проекте
- **Услуги**: типовые услуги вашего направления, у каждой цена в валюте проекта и длительность. Например, барбершоп начинает с мужской стрижки, моделирования бороды и детской стрижки.
- **Рабочая неделя**: привычные для вашей сферы часы работы. У нотариуса это будни с 09:00 до 18:00 с обедом с 13:00 до 14:00, короткая суббота и выходное воскресенье, а ресторан работает каждый день с обеда до позднего вечера.
- **Категории каталога** для магазинов: магазин одежды получает, например, женскую и мужскую одежду, обувь и аксессуары. У ресторана вместо них разделы меню: салаты, супы, десерты, напитки и другие.

Всё написано на языке проекта. Если направление не выбрано, проект получает общий набор: консультацию, стандартную и экспресс-услугу и график по будням.

## Проверьте всё в CRM
1. Откройте [Мои проекты](/ru/client/projects) и нажмите **Открыть CRM** на карточке проекта.
2. Просмотрите **Услуги**: поправьте названия, цены и длительность по своему прайс-листу.
3. Проверьте **Рабочую неделю**: выходные отмечены как «Выходной».
4. Если вы продаёте товары, просмотрите **Категории товаров**.

В длинных списках сначала видны первые записи, остальные открывает кнопка **Показать ещё**.

## Почему цены примерные
Стартовые цены — это типичные рыночные цены, пересчитанные в вашу валюту и округлённые. Это лишь отправная точка: поставьте свои цены, прежде чем делиться ссылкой на сайт.`,
      en: `So that your site is not empty on day one, Donut fills a new project with starter content for the line of business you chose. You adjust what is there instead of typing everything from scratch.

## What is already there
- **Services**: typical services of your line of business, each with a price in the project's currency and a duration. A barbershop, for example, starts with a men's haircut, a beard trim and a kids' haircut.
- **Working week**: the usual opening hours of your kind of business. A notary starts with weekdays from 09:00 to 18:00 with lunch from 13:00 to 14:00, a short Saturday and Sunday off, while a restaurant is open every day from lunchtime until late.
- **Catalogue categories** for shops: a clothing store gets, for example, women's and men's clothing, shoes and accessories. A restaurant gets menu sections instead: salads, soups, desserts, drinks and more.

Everything is written in the project's language. If you chose no line of business, the project gets a general set: a consultation, a standard and an express service, and a weekday schedule.

## Check it in the CRM
1. Open [My projects](/en/client/projects) and press **Open CRM** on the project card.
2. Look through **Services**: correct the names, prices and durations to match your price list.
3. Check the **Working week**: days off are marked **Day off**.
4. If you sell products, look through **Product categories**.

Long lists show the first entries; press **Show more** to see the rest.

## Why the prices are approximate
Starter prices are typical market prices, converted into your currency and rounded. They are only a starting point: set your own prices before you share the link to your site.`,
      ka: `რომ თქვენი საიტი პირველივე დღეს ცარიელი არ იყოს, Donut ახალ პროექტს არჩეული მიმართულების საწყისი შიგთავსით ავსებს. ყველაფრის ნულიდან აკრეფის ნაცვლად მხოლოდ არსებულს ასწორებთ.

## რა არის უკვე პროექტში
- **სერვისები**: თქვენი მიმართულების ტიპური სერვისები, თითოეული ფასით პროექტის ვალუტაში და ხანგრძლივობით. მაგალითად, ბარბერშოპი იწყებს მამაკაცის თმის შეჭრით, წვერის მოდელირებითა და ბავშვის თმის შეჭრით.
- **სამუშაო კვირა**: თქვენი სფეროსთვის ჩვეული სამუშაო საათები. ნოტარიუსის კვირა, მაგალითად, ასეთია: ორშაბათიდან პარასკევამდე 09:00-დან 18:00-მდე, სადილის შესვენებით 13:00-დან 14:00-მდე, შაბათს შემოკლებული დღე, კვირას დასვენება; რესტორანი კი ყოველდღე ღიაა შუადღიდან გვიან ღამემდე.
- **კატალოგის კატეგორიები** მაღაზიებისთვის: ტანსაცმლის მაღაზია იღებს, მაგალითად, ქალის და მამაკაცის ტანსაცმელს, ფეხსაცმელსა და აქსესუარებს. რესტორანი მათ ნაცვლად მენიუს განყოფილებებს იღებს: სალათებს, წვნიანებს, დესერტებს, სასმელებს და სხვა.

ყველაფერი პროექტის ენაზეა დაწერილი. თუ მიმართულება არ აგირჩევიათ, პროექტი ზოგად ნაკრებს იღებს: კონსულტაციას, სტანდარტულ და ექსპრეს-მომსახურებას და სამუშაო დღეების გრაფიკს.

## შეამოწმეთ CRM-ში
1. გახსენით [ჩემი პროექტები](/ka/client/projects) და პროექტის ბარათზე დააჭირეთ ღილაკს **CRM-ის გახსნა**.
2. გადახედეთ ბლოკს **სერვისები**: სახელები, ფასები და ხანგრძლივობა თქვენს ფასების ჩამონათვალს შეუსაბამეთ.
3. შეამოწმეთ **სამუშაო კვირა**: დასვენების დღეებს აწერია **დასვენების დღე**.
4. თუ პროდუქტებს ყიდით, გადახედეთ ბლოკს **პროდუქტების კატეგორიები**.

გრძელ სიებში მხოლოდ პირველი ჩანაწერები ჩანს; დანარჩენის სანახავად დააჭირეთ ღილაკს **მეტის ჩვენება**.

## რატომ არის ფასები მიახლოებითი
საწყისი ფასები ბაზრის ტიპური ფასებია, თქვენს ვალუტაში გადაყვანილი და დამრგვალებული. ეს მხოლოდ ამოსავალი წერტილია: სანამ საიტის ბმულს გააზიარებთ, საკუთარი ფასები დააყენეთ.`,
    },
  },
  {
    slug: 'how-to-add-a-description-and-pictures',
    category: 'projects',
    popular: false,
    title: {
      ru: 'Как добавить описание и изображения проекта',
      en: 'How to add a description and pictures to your project',
      ka: 'როგორ დავამატო პროექტს აღწერა და სურათები',
    },
    summary: {
      ru: 'В настройках проекта в CRM задаются название, описание, главное изображение и галерея до 10 картинок.',
      en: 'In the project settings in the CRM you set the name, the description, the main image and a gallery of up to 10 pictures.',
      ka: 'CRM-ში, პროექტის პარამეტრებში, მიუთითებთ სახელს, აღწერას და მთავარ სურათს, გალერეაში კი 10-მდე სურათს ტვირთავთ.',
    },
    body: {
      ru: `Понятное описание и настоящие фотографии помогают клиентам довериться вам ещё до первого звонка. Всё это задаётся в настройках проекта в CRM.

## Как открыть настройки проекта
1. Откройте [Мои проекты](/ru/client/projects) и нажмите **Открыть CRM** на карточке проекта.
2. Перейдите в настройки проекта.

Здесь меняются название и описание проекта, главное изображение, галерея и то, какие разделы проекта видны. Описание пишите для клиентов: в двух-трёх предложениях расскажите, чем вы занимаетесь, для кого и чем отличаетесь от других.

## Главное изображение и галерея
- **Главное изображение** — лицо вашего проекта. Загрузите файл JPEG или PNG размером до 5 МБ; позже его можно заменить или удалить.
- В **галерее** помещается до 10 картинок, каждая в формате JPEG или PNG и не больше 5 МБ. Новые картинки встают в конец галереи.
- Чтобы изменить порядок, перемещайте картинку влево или вправо стрелками.
- Чтобы удалить картинку, нажмите «Удалить» и подтвердите. Она пропадёт из галереи, когда вы сохраните настройки.

Покажите свои работы, помещение и команду: такие фотографии расскажут о вас больше любого текста.

## Сохраните изменения
Изменения вступают в силу только после сохранения. Если вы попытаетесь уйти со страницы, не сохранив их, CRM предупредит об этом, так что случайно ничего не потеряется.

## Изображения и хранилище
Загруженные изображения (аватар и картинки проектов) занимают место в хранилище тарифа: 1 ГБ на «Старте», 3 ГБ на «Базовом», 10 ГБ на «Стандарте», 25 ГБ на «Бизнесе», 100 ГБ на «Про» и 250 ГБ на «Премиуме». Фотографии с телефона часто весят много, поэтому сожмите их перед загрузкой: у клиентов они тоже будут открываться быстрее.`,
      en: `A clear description and real photos help clients trust you before they even get in touch. All of this is set in the project settings in the CRM.

## Open the project settings
1. Open [My projects](/en/client/projects) and press **Open CRM** on the project card.
2. Go to the project settings.

Here you change the project's name and description, the main image, the gallery and which sections of the project are shown. Write the description for clients: in two or three sentences, say what you do, who it is for and what sets you apart.

## Main image and gallery
- The **main image** is the face of your project. Upload a JPEG or PNG file of up to 5 MB; you can replace or remove it later.
- The **gallery** holds up to 10 pictures, each a JPEG or PNG of up to 5 MB. New pictures go to the end of the gallery.
- To change the order, move a picture left or right with the arrows.
- To delete a picture, press “Remove” and confirm. It disappears from the gallery when you save the settings.

Show your work, your premises and your team: such photos tell clients more than any text.

## Save your changes
Changes take effect only after you save them. If you try to leave the page without saving, the CRM warns you, so nothing is lost by accident.

## Pictures and storage
Uploaded pictures (your avatar and project images) take up your plan's storage: 1 GB on Start, 3 GB on Basic, 10 GB on Standard, 25 GB on Business, 100 GB on Pro and 250 GB on Premium. Photos straight from a phone are often large, so compress them before uploading: they will also open faster for your clients.`,
      ka: `გასაგები აღწერა და ნამდვილი ფოტოები კლიენტს ნდობას გაუჩენს ჯერ კიდევ მანამ, სანამ დაგიკავშირდებათ. ყველაფერ ამას CRM-ში, პროექტის პარამეტრებში მიუთითებთ.

## გახსენით პროექტის პარამეტრები
1. გახსენით [ჩემი პროექტები](/ka/client/projects) და პროექტის ბარათზე დააჭირეთ ღილაკს **CRM-ის გახსნა**.
2. გადადით პროექტის პარამეტრებში.

აქ ცვლით პროექტის სახელსა და აღწერას, მთავარ სურათსა და გალერეას და ირჩევთ, პროექტის რომელი განყოფილებები გამოჩნდეს. აღწერა კლიენტებისთვის დაწერეთ: ორ-სამ წინადადებაში მოუყევით, რას აკეთებთ, ვისთვის და რით გამოირჩევით.

## მთავარი სურათი და გალერეა
- **მთავარი სურათი** თქვენი პროექტის სახეა. ატვირთეთ JPEG ან PNG ფაილი, 5 მბ-მდე; მოგვიანებით შეგიძლიათ შეცვალოთ ან წაშალოთ.
- **გალერეაში** 10-მდე სურათი ეტევა, თითოეული — JPEG ან PNG, 5 მბ-მდე. ახალი სურათები გალერეის ბოლოში ემატება.
- რიგის შესაცვლელად სურათი ისრებით გადაიტანეთ მარცხნივ ან მარჯვნივ.
- სურათის წასაშლელად დააჭირეთ ღილაკს „წაშლა“ და დაადასტურეთ. სურათი გალერეიდან პარამეტრების შენახვისას გაქრება.

აჩვენეთ თქვენი ნამუშევრები, სივრცე და გუნდი: ასეთი ფოტოები კლიენტს ნებისმიერ ტექსტზე მეტს ეუბნება.

## შეინახეთ ცვლილებები
ცვლილებები მხოლოდ შენახვის შემდეგ ამოქმედდება. თუ გვერდის დატოვებას შეუნახავად ცდით, CRM გაგაფრთხილებთ, ასე რომ, შემთხვევით არაფერი დაგეკარგებათ.

## სურათები და საცავი
ატვირთული სურათები (ავატარი და პროექტების სურათები) ტარიფის საცავს იკავებს: „სტარტზე“ 1 გბ, „საბაზისოზე“ 3 გბ, „სტანდარტზე“ 10 გბ, „ბიზნესზე“ 25 გბ, „პროზე“ 100 გბ და „პრემიუმზე“ 250 გბ. ტელეფონით გადაღებული ფოტოები ხშირად დიდი ზომისაა, ამიტომ ატვირთვამდე შეკუმშეთ: კლიენტებთანაც უფრო სწრაფად ჩაიტვირთება.`,
    },
  },

  // ---------------------------------------------------------------- services-and-booking
  {
    slug: 'how-to-set-up-services-and-prices',
    category: 'services-and-booking',
    popular: false,
    title: {
      ru: 'Как настроить услуги и цены',
      en: 'How to set up services and prices',
      ka: 'როგორ მოვაწყო სერვისები და ფასები',
    },
    summary: {
      ru: 'В новом проекте уже есть типовые услуги вашего направления. Проверьте названия, цены и длительность и приведите их в соответствие со своим прайс-листом.',
      en: 'A new project already has typical services for your line of business. Check their names, prices and durations against your own price list.',
      ka: 'ახალ პროექტში თქვენი მიმართულების ტიპური სერვისები უკვე არის. გადაამოწმეთ მათი სახელები, ფასები და ხანგრძლივობა თქვენს ფასების ჩამონათვალთან.',
    },
    body: {
      ru: `Услуги — первое, что клиенты видят на вашем сайте: что вы делаете, сколько это стоит и сколько занимает времени. Начинать с пустого списка не придётся.

## Откуда берутся услуги
Если при создании проекта включён раздел **Услуги и заявки**, Donut добавляет типовые услуги вашего направления. У каждой есть название, короткое описание, цена в валюте проекта и длительность. Салон красоты, барбершоп или автомойка получают свои привычные услуги, а проект без направления — общий набор: консультацию, стандартную услугу и ещё несколько.

## Проверьте и поправьте услуги
1. Откройте [Мои проекты](/ru/client/projects) и нажмите **Открыть CRM** на карточке проекта.
2. Просмотрите список **Услуги**: в каждой строке указаны цена и длительность, например «1 час 30 минут».
3. Поправьте названия, цены и длительность так, чтобы они совпадали с вашим прайс-листом.
4. Добавьте услуги, которых не хватает.

## Как описать услуги понятно
- Называйте услугу так, как её спрашивают клиенты: «Мужская стрижка», а не внутренний код.
- В описании перечислите, что входит в услугу: «мытьё головы и укладка».
- Указывайте реальную длительность, с учётом подготовки.
- Стартовые цены — это примерные рыночные цены в вашей валюте, поэтому поставьте свои, прежде чем делиться ссылкой на сайт.

## Сколько услуг позволяет тариф
«Старт» — 20 услуг, «Базовый» — 50, «Стандарт» — 100, «Бизнес» — 300, «Про» — 1 000, «Премиум» — 5 000, «Корпоративный» — по запросу. В пробный период действует тариф «Бизнес». Сравнить все лимиты можно на странице [Тарифы](/ru/client/about/rates).`,
      en: `Services are the first thing clients see on your site: what you do, what it costs and how long it takes. You do not have to start from an empty list.

## Where your services come from
When you create a project with **Services and applications** switched on, Donut adds typical services of your line of business. Each has a name, a short description, a price in the project's currency and a duration. A beauty salon, a barbershop or a car wash gets its usual services, and a project without a line of business gets a general set: a consultation, a standard service and a few more.

## Check and adjust your services
1. Open [My projects](/en/client/projects) and press **Open CRM** on the project card.
2. Look through the **Services** list: every line shows the price and the duration, such as “1 hour 30 minutes”.
3. Correct the names, prices and durations so they match your price list.
4. Add the services that are missing.

## Tips for clear services
- Name a service the way clients ask for it: “Men's haircut”, not an internal code.
- Use the description to say what is included: “wash and styling”.
- Give a realistic duration that includes preparation.
- Starter prices are rough market prices in your currency, so set your own before you share the link to your site.

## How many services your plan allows
Start: 20 services, Basic: 50, Standard: 100, Business: 300, Pro: 1,000, Premium: 5,000, Enterprise: on request. During the trial you are on Business. Compare every limit on the [Plans](/en/client/about/rates) page.`,
      ka: `სერვისები პირველია, რასაც კლიენტი თქვენს საიტზე ხედავს: რას აკეთებთ, რა ღირს და რამდენ ხანს გრძელდება. ცარიელი სიიდან დაწყება არ მოგიწევთ.

## საიდან ჩნდება სერვისები
თუ პროექტის შექმნისას განყოფილება **სერვისები და განაცხადები** ჩართულია, Donut მას თქვენი მიმართულების ტიპურ სერვისებს უმატებს. თითოეულს აქვს სახელი, მოკლე აღწერა, ფასი პროექტის ვალუტაში და ხანგრძლივობა. სილამაზის სალონი, ბარბერშოპი თუ ავტოსამრეცხაო თავის ჩვეულ სერვისებს იღებს, მიმართულების გარეშე შექმნილი პროექტი კი — ზოგად ნაკრებს: კონსულტაციას, სტანდარტულ მომსახურებას და კიდევ რამდენიმეს.

## შეამოწმეთ და შეასწორეთ სერვისები
1. გახსენით [ჩემი პროექტები](/ka/client/projects) და პროექტის ბარათზე დააჭირეთ ღილაკს **CRM-ის გახსნა**.
2. გადახედეთ სიას **სერვისები**: ყოველ სტრიქონში ჩანს ფასი და ხანგრძლივობა, მაგალითად „1 საათი 30 წუთი“.
3. სახელები, ფასები და ხანგრძლივობა ისე შეასწორეთ, რომ თქვენს ფასების ჩამონათვალს დაემთხვეს.
4. დაამატეთ სერვისები, რომლებიც აკლია.

## რჩევები, რომ სერვისები გასაგები იყოს
- სერვისს ისე დაარქვით, როგორც კლიენტები ითხოვენ: „მამაკაცის თმის შეჭრა“ და არა შიდა კოდი.
- აღწერაში მიუთითეთ, რა შედის სერვისში: „თმის დაბანა და დავარცხნა“.
- მიუთითეთ რეალური ხანგრძლივობა და მოსამზადებელი დროც გაითვალისწინეთ.
- საწყისი ფასები ბაზრის მიახლოებითი ფასებია თქვენს ვალუტაში, ამიტომ საიტის ბმულის გაზიარებამდე საკუთარი ფასები დააყენეთ.

## რამდენ სერვისს გაძლევთ ტარიფი
„სტარტი“ — 20 სერვისი, „საბაზისო“ — 50, „სტანდარტი“ — 100, „ბიზნესი“ — 300, „პრო“ — 1000, „პრემიუმი“ — 5000, „კორპორატიული“ — შეთანხმებით. საცდელი პერიოდის განმავლობაში ტარიფი „ბიზნესი“ მოქმედებს. ყველა ლიმიტი შეადარეთ გვერდზე [ტარიფები](/ka/client/about/rates).`,
    },
  },
  {
    slug: 'how-to-set-working-hours-and-breaks',
    category: 'services-and-booking',
    popular: false,
    title: {
      ru: 'Как настроить график работы и перерывы',
      en: 'How to set your working hours and breaks',
      ka: 'როგორ მივუთითო სამუშაო საათები და შესვენებები',
    },
    summary: {
      ru: 'Рабочая неделя показывает клиентам, когда вы работаете. Какой график получает новый проект и каким правилам должны соответствовать часы и перерывы.',
      en: 'Your working week tells clients when you are open. What a new project starts with, and the rules for hours and breaks.',
      ka: 'სამუშაო კვირიდან კლიენტები იგებენ, როდის ხართ ღია. რით იწყება ახალი პროექტი და რა წესები მოქმედებს საათებსა და შესვენებებზე.',
    },
    body: {
      ru: `Рабочая неделя показывает клиентам, когда вы работаете. У каждого дня есть часы работы, при необходимости с перерывом, или это выходной.

## С каким графиком начинает новый проект
Каждый новый проект получает типичную неделю для своего направления. Например, у нотариуса это будни с 09:00 до 18:00 с обедом с 13:00 до 14:00, суббота с 10:00 до 14:00 и выходное воскресенье, а ресторан работает каждый день с обеда до позднего вечера. Неделю видно на главной странице CRM в блоке **Рабочая неделя**, выходные дни там отмечены как «Выходной».

## Правила для часов и перерывов
- Время записывается в формате ЧЧ:ММ, например 09:30.
- Начало работы раньше её окончания, а рабочий день длиннее 1 часа.
- Перерыв длиннее 10 минут.
- Перерыв находится внутри рабочих часов, и его начало раньше окончания.
- Перерыв не может начинаться в ту же минуту, что и работа: если вы открываетесь позже, просто сдвиньте начало дня.

Если день нарушает одно из правил, CRM подскажет, что исправить, и ничего не сохранит, пока ошибка не исправлена.

## Как задать свою неделю
1. Откройте [Мои проекты](/ru/client/projects) и нажмите **Открыть CRM** на карточке проекта.
2. Для каждого дня укажите время начала и окончания работы или сделайте его выходным.
3. Добавьте перерыв, если он у вас есть, соблюдая правила выше.
4. Сохраните изменения.

Проверяйте график перед праздниками и при смене сезона: клиенты ориентируются на него, когда решают, когда прийти или позвонить.`,
      en: `Your working week tells clients when you are open. Each day either has working hours, with a break if you need one, or is a day off.

## What a new project starts with
Every new project gets a typical week for its line of business. A notary, for example, starts with weekdays from 09:00 to 18:00 with lunch from 13:00 to 14:00, Saturday from 10:00 to 14:00 and Sunday off, while a restaurant is open every day from lunchtime until late. You can see the week on the CRM home page under **Working week**, where days off are marked **Day off**.

## Rules for hours and breaks
- Times are written as HH:MM, for example 09:30.
- Work starts before it ends, and the working day is longer than 1 hour.
- A break is longer than 10 minutes.
- A break lies inside working hours and starts before it ends.
- A break cannot start at the very minute work starts: if you open later, simply move the start of the day.

If a day breaks one of these rules, the CRM shows what to fix and saves nothing until the mistake is corrected.

## Setting your own week
1. Open [My projects](/en/client/projects) and press **Open CRM** on the project card.
2. For each day, set the time work starts and ends, or make it a day off.
3. Add a break if you have one, following the rules above.
4. Save your changes.

Check the week before public holidays and when the season changes: clients rely on it when they decide when to come or call.`,
      ka: `სამუშაო კვირიდან კლიენტები იგებენ, როდის ხართ ღია. ყოველ დღეს ან სამუშაო საათები აქვს, საჭიროებისამებრ შესვენებით, ან დასვენების დღეა.

## რით იწყება ახალი პროექტი
ყოველი ახალი პროექტი თავისი მიმართულებისთვის ტიპურ კვირას იღებს. მაგალითად, ნოტარიუსის კვირა ასე გამოიყურება: ორშაბათიდან პარასკევამდე 09:00-დან 18:00-მდე, სადილის შესვენებით 13:00-დან 14:00-მდე, შაბათს 10:00-დან 14:00-მდე, კვირა კი დასვენების დღეა; რესტორანი ყოველდღე ღიაა შუადღიდან გვიან ღამემდე. კვირას ნახავთ CRM-ის მთავარ გვერდზე, ბლოკში **სამუშაო კვირა**, სადაც დასვენების დღეებს აწერია **დასვენების დღე**.

## საათებისა და შესვენებების წესები
- დრო იწერება ფორმატით სს:წწ, მაგალითად 09:30.
- სამუშაოს დაწყების დრო დასრულების დროზე ადრე უნდა იყოს, სამუშაო დღე კი 1 საათზე მეტხანს უნდა გრძელდებოდეს.
- შესვენება 10 წუთზე მეტხანს უნდა გრძელდებოდეს.
- შესვენება სამუშაო საათებში უნდა ექცეოდეს, მისი დასაწყისი კი დასასრულზე ადრე იყოს.
- შესვენება ვერ დაიწყება ზუსტად იმ წუთს, როცა სამუშაო იწყება: თუ უფრო გვიან აღებთ, უბრალოდ დღის დასაწყისი გადაწიეთ.

თუ რომელიმე დღე ამ წესებს არღვევს, CRM გაჩვენებთ, რა უნდა გაასწოროთ, და სანამ შეცდომას არ გაასწორებთ, არაფერს შეინახავს.

## როგორ მივუთითო საკუთარი კვირა
1. გახსენით [ჩემი პროექტები](/ka/client/projects) და პროექტის ბარათზე დააჭირეთ ღილაკს **CRM-ის გახსნა**.
2. ყოველი დღისთვის მიუთითეთ, როდის იწყებთ და როდის ამთავრებთ მუშაობას, ან აქციეთ ის დასვენების დღედ.
3. თუ შესვენება გაქვთ, დაამატეთ ის ზემოთ ჩამოთვლილი წესების მიხედვით.
4. შეინახეთ ცვლილებები.

შეამოწმეთ კვირა დღესასწაულების წინ და სეზონის შეცვლისას: კლიენტები მას ეყრდნობიან, როცა წყვეტენ, როდის მოვიდნენ ან დაგირეკონ.`,
    },
  },
  {
    slug: 'how-service-requests-work',
    category: 'services-and-booking',
    popular: false,
    title: {
      ru: 'Как работают заявки на услуги?',
      en: 'How do service requests work?',
      ka: 'როგორ მუშაობს განაცხადები სერვისებზე?',
    },
    summary: {
      ru: 'Заявка — это запрос клиента на услугу, оставленный на вашем сайте или в мини-приложении. Как включить заявки и когда они удобнее онлайн-записи.',
      en: 'A request, or application, is a client asking for a service on your site or in the mini app. How to turn requests on and when they suit you better than booking.',
      ka: 'განაცხადით კლიენტი სერვისს ითხოვს თქვენს საიტზე ან მინი-აპლიკაციაში. როგორ ჩართოთ განაცხადები და როდის სჯობს ისინი ონლაინ ჩაწერას.',
    },
    body: {
      ru: `Заявка — это запрос клиента на услугу, который он оставляет на вашем сайте или в мини-приложении Telegram в любое время суток. Дальше вы связываетесь с клиентом и договариваетесь о деталях.

## Как включить заявки
Заявки работают, когда в проекте включён раздел **Услуги и заявки**:
1. При создании проекта оставьте переключатель **Услуги и заявки** включённым. Он показывает два раздела: услуги и заявки.
2. Если вы его выключили, эти разделы можно снова показать позже в настройках проекта в CRM.

Там же раздел можно скрыть, если вы совсем не принимаете заявки, например в магазине, который только продаёт товары.

## Куда приходят заявки
Заявки собираются в CRM проекта, а не теряются в личных сообщениях, поэтому все обращения видны в одном месте. Отвечайте быстро: клиент, который только что оставил заявку, готов прийти сейчас, и скорость ответа часто решает, выберет ли он вас.

## Заявки или онлайн-запись?
- **Заявки** подходят для услуг без фиксированного времени или цены: консультация юриста, уборка квартиры, фотосессия. Время и стоимость вы согласуете с клиентом.
- **Онлайн-запись**, которая сейчас в разработке, подходит для услуг с понятной длительностью: клиент сам выбирает сотрудника и свободное время.

Многим пригодится и то и другое: запись для регулярных услуг, заявки для всего, что требует предварительного разговора.

## Как получать больше заявок
1. Сделайте названия, цены и описания услуг понятными: клиенты выбирают по ним.
2. На странице [Мои проекты](/ru/client/projects) нажмите **Скопировать ссылку** и поделитесь сайтом в мессенджерах, соцсетях и на печатных визитках.`,
      en: `A request, shown in Donut as an application, is how a client asks for one of your services on your site or in the Telegram mini app, at any time of day. You then get in touch with the client and agree the details.

## Turning requests on
Requests work when the project has the **Services and applications** section switched on:
1. When you create a project, leave the **Services and applications** switch on. It shows two sections: services and applications.
2. If you switched it off, you can show these sections again later in the project settings in the CRM.

You can hide the section there too if you do not take requests at all, for example in a shop that only sells products.

## Where requests end up
Requests are collected in the project's CRM rather than getting lost in personal messages, so every enquiry is in one place. Answer quickly: a client who has just left a request is ready to come now, and a fast reply often decides whether they choose you.

## Requests or online booking?
- **Requests** suit services without a fixed time or price: a lawyer's consultation, cleaning a flat, a photo shoot. You agree the time and the price with the client.
- **Online booking**, which is being built, suits services with a clear duration: the client picks an employee and a free time themselves.

Many businesses will use both: booking for regular services and requests for everything that needs a conversation first.

## Getting more requests
1. Make service names, prices and descriptions clear: clients choose by them.
2. On the [My projects](/en/client/projects) page, press **Copy link** and share your site in messengers, on social media and on printed business cards.`,
      ka: `განაცხადით კლიენტი თქვენს რომელიმე სერვისს ითხოვს — საიტზე ან Telegram-ის მინი-აპლიკაციაში, დღე-ღამის ნებისმიერ დროს. შემდეგ თქვენ თავად უკავშირდებით კლიენტს და დეტალებზე თანხმდებით.

## როგორ ჩავრთო განაცხადები
განაცხადები მუშაობს, როცა პროექტში განყოფილება **სერვისები და განაცხადები** ჩართულია:
1. პროექტის შექმნისას გადამრთველი **სერვისები და განაცხადები** ჩართული დატოვეთ. ის ორ განყოფილებას აჩენს: სერვისებს და განაცხადებს.
2. თუ გამორთეთ, ამ განყოფილებებს მოგვიანებით ისევ გამოაჩენთ CRM-ში, პროექტის პარამეტრებში.

იქვე შეგიძლიათ განყოფილების დამალვაც, თუ განაცხადებს საერთოდ არ იღებთ — მაგალითად, მაღაზიაში, რომელიც მხოლოდ პროდუქტებს ყიდის.

## სად გროვდება განაცხადები
განაცხადები პროექტის CRM-ში გროვდება და პირად მიმოწერაში არ იკარგება, ასე რომ, ყველა მიმართვა ერთ ადგილას გაქვთ. უპასუხეთ სწრაფად: კლიენტი, რომელმაც ახლახან დატოვა განაცხადი, მოსასვლელად ახლავე მზადაა, და სწრაფი პასუხი ხშირად წყვეტს, თქვენ აგირჩევთ თუ სხვას.

## განაცხადები თუ ონლაინ ჩაწერა?
- **განაცხადები** გამოგადგებათ სერვისებისთვის, რომლებსაც ფიქსირებული დრო ან ფასი არ აქვს: იურისტის კონსულტაცია, ბინის დალაგება, ფოტოსესია. დროსა და ფასს კლიენტთან ერთად შეათანხმებთ.
- **ონლაინ ჩაწერა**, რომელზეც ახლა ვმუშაობთ, მკაფიო ხანგრძლივობის სერვისებს შეეფერება: კლიენტი თავად ირჩევს თანამშრომელს და თავისუფალ დროს.

ბევრი ბიზნესი ორივეს გამოიყენებს: ჩაწერას — რეგულარული სერვისებისთვის, განაცხადებს კი — ყველაფრისთვის, რასაც ჯერ საუბარი სჭირდება.

## როგორ მივიღო მეტი განაცხადი
1. სერვისების სახელები, ფასები და აღწერები გასაგები გახადეთ: კლიენტები სწორედ მათი მიხედვით არჩევენ.
2. გვერდზე [ჩემი პროექტები](/ka/client/projects) დააჭირეთ ღილაკს **ბმულის კოპირება** და საიტი გააზიარეთ მესენჯერებში, სოციალურ ქსელებსა და ნაბეჭდ სავიზიტო ბარათებზე.`,
    },
  },
  {
    slug: 'how-online-booking-will-work',
    category: 'services-and-booking',
    popular: false,
    title: {
      ru: 'Как будет работать онлайн-запись?',
      en: 'How will online booking work?',
      ka: 'როგორ იმუშავებს ონლაინ ჩაწერა?',
    },
    summary: {
      ru: 'Онлайн-запись сейчас в разработке. Рассказываем, что она даст вам и вашим клиентам и как подготовиться уже сейчас.',
      en: 'Online booking is being built. Here is what it will do for you and your clients, and how to get ready now.',
      ka: 'ონლაინ ჩაწერის ფუნქციას ახლა ვქმნით. გიყვებით, რას მოგცემთ ის თქვენ და თქვენს კლიენტებს და როგორ მოემზადოთ დღესვე.',
    },
    body: {
      ru: `Онлайн-запись позволяет клиентам записываться самим, без звонков и долгой переписки. Она подойдёт всем, кто работает по записи: салонам красоты и барбершопам, фитнес-тренерам, репетиторам, нутрициологам, фотостудиям. Функция сейчас в разработке. Рассказываем, что она будет уметь, чтобы вы могли подготовиться заранее.

## Что получат клиенты
Клиент открывает ваш сайт или мини-приложение в Telegram, выбирает услугу, сотрудника и свободное время и записывается — днём или ночью. Ему предлагается только то время, когда выбранный сотрудник работает.

## Что получите вы
- **Журнал записей**: все визиты в одном месте, по дням и по сотрудникам.
- **Графики сотрудников**: у каждого сотрудника свои рабочие часы, поэтому сразу видно, кто и когда свободен.
- **Повторяющиеся записи**: еженедельную тренировку или регулярное занятие с репетитором можно оформить серией с датой окончания, а не записывать каждый визит отдельно.

## Сколько сотрудников на тарифах
«Старт» — 1 сотрудник, «Базовый» — 3, «Стандарт» — 5, «Бизнес» — 15, «Про» — 40, «Премиум» — 100, «Корпоративный» — по запросу. В пробный период действует тариф «Бизнес».

## Как подготовиться уже сейчас
1. Откройте [Мои проекты](/ru/client/projects), нажмите **Открыть CRM** на карточке проекта и проверьте услуги: клиенты будут записываться именно на них, поэтому цены и длительность должны быть верными.
2. Проверьте рабочую неделю и перерывы.
3. Пока запись не заработала, принимайте заявки: оставьте раздел **Услуги и заявки** включённым и поделитесь ссылкой на сайт.`,
      en: `Online booking lets clients book a visit themselves, without phone calls or long chats. It suits any business that works by appointment: beauty salons and barbershops, fitness trainers, tutors, nutritionists, photo studios. The feature is being built now. Here is what it will do, so you can get ready in advance.

## What your clients will get
A client opens your site or the Telegram mini app, chooses a service, an employee and a free time, and books, day or night. They are only offered times when the chosen employee works.

## What you will get
- **A booking calendar**: every visit in one place, by day and by employee.
- **Employee schedules**: each employee has their own working hours, so you can see at once who is free and when.
- **Recurring appointments**: a weekly training session or a regular lesson with a tutor can be booked as a series with an end date instead of one visit at a time.

## Employees on each plan
Start: 1 employee, Basic: 3, Standard: 5, Business: 15, Pro: 40, Premium: 100, Enterprise: on request. During the trial you are on Business.

## How to get ready now
1. Open [My projects](/en/client/projects), press **Open CRM** on the project card and check your services: clients will book exactly these, so prices and durations should be right.
2. Check your working week and breaks.
3. Until booking is available, take requests: keep the **Services and applications** section on and share the link to your site.`,
      ka: `ონლაინ ჩაწერით კლიენტები ვიზიტზე თავად ეწერებიან — ზარებისა და ხანგრძლივი მიმოწერის გარეშე. ის გამოადგება ყველა ბიზნესს, რომელიც წინასწარი ჩაწერით მუშაობს: სილამაზის სალონებსა და ბარბერშოპებს, ფიტნეს-მწვრთნელებს, რეპეტიტორებს, ნუტრიციოლოგებს, ფოტოსტუდიებს. ამ ფუნქციას ახლა ვქმნით. გიყვებით, რას შეძლებს ის, რომ წინასწარ მოემზადოთ.

## რას მიიღებენ თქვენი კლიენტები
კლიენტი ხსნის თქვენს საიტს ან Telegram-ის მინი-აპლიკაციას, ირჩევს სერვისს, თანამშრომელს და თავისუფალ დროს და ეწერება — დღისით თუ ღამით. მას მხოლოდ ის დრო შეეთავაზება, როცა არჩეული თანამშრომელი მუშაობს.

## რას მიიღებთ თქვენ
- **ჩაწერების კალენდარი**: ყველა ვიზიტი ერთ ადგილას, დღეებისა და თანამშრომლების მიხედვით.
- **თანამშრომლების გრაფიკები**: ყველა თანამშრომელს თავისი სამუშაო საათები აქვს, ასე რომ, მაშინვე ჩანს, ვინ როდის არის თავისუფალი.
- **განმეორებადი ვიზიტები**: ყოველკვირეულ ვარჯიშზე ან რეპეტიტორთან რეგულარულ გაკვეთილზე კლიენტი შეძლებს ერთბაშად ჩაეწეროს — სერიად, დასრულების თარიღით, — და არა თითო ვიზიტზე ცალ-ცალკე.

## თანამშრომლები ტარიფების მიხედვით
„სტარტი“ — 1 თანამშრომელი, „საბაზისო“ — 3, „სტანდარტი“ — 5, „ბიზნესი“ — 15, „პრო“ — 40, „პრემიუმი“ — 100, „კორპორატიული“ — შეთანხმებით. საცდელი პერიოდის განმავლობაში ტარიფი „ბიზნესი“ მოქმედებს.

## როგორ მოვემზადო უკვე ახლა
1. გახსენით [ჩემი პროექტები](/ka/client/projects), პროექტის ბარათზე დააჭირეთ ღილაკს **CRM-ის გახსნა** და შეამოწმეთ სერვისები: კლიენტები სწორედ მათზე ჩაეწერებიან, ამიტომ ფასი და ხანგრძლივობა ზუსტი უნდა იყოს.
2. შეამოწმეთ სამუშაო კვირა და შესვენებები.
3. სანამ ჩაწერა ხელმისაწვდომი გახდება, მიიღეთ განაცხადები: განყოფილება **სერვისები და განაცხადები** ჩართული დატოვეთ და საიტის ბმული გააზიარეთ.`,
    },
  },

  // ---------------------------------------------------------------- shop
  {
    slug: 'how-to-turn-on-the-shop',
    category: 'shop',
    popular: false,
    title: {
      ru: 'Как включить магазин в проекте',
      en: 'How to turn on the shop in your project',
      ka: 'როგორ ჩავრთო მაღაზია პროექტში',
    },
    summary: {
      ru: 'За магазин отвечает раздел «Товары и заказы». Как его включить, что умеет магазин Donut и сколько товаров помещается на каждом тарифе.',
      en: 'The shop comes with the Products and orders section. How to turn it on, what the Donut shop does and how many products each plan holds.',
      ka: 'მაღაზიას განყოფილება „პროდუქტები და შეკვეთები“ რთავს. როგორ ჩართოთ ის, რას აკეთებს Donut-ის მაღაზია და რამდენი პროდუქტი ეტევა თითოეულ ტარიფზე.',
    },
    body: {
      ru: `Если вы продаёте товары — одежду, косметику, автозапчасти или посуду, — магазин позволит клиентам листать ваш каталог и оформлять заказы на сайте или в мини-приложении Telegram.

## Как включить магазин
1. При создании проекта на странице [Мои проекты](/ru/client/projects) оставьте включённым переключатель **Товары и заказы** в блоке **Разделы проекта**. Он показывает два раздела: товары и заказы.
2. Выберите направление магазина, например «Магазин одежды», «Косметика», «Автозапчасти» или «Посуда»: тогда проект сразу получит готовые категории каталога.
3. Если вы выключили эти разделы, их можно снова показать позже в настройках проекта в CRM.

Ресторану магазин тоже пригодится: разделы его меню устроены как категории каталога.

## Что умеет магазин
Магазин развивается постепенно. Он объединяет:
- **каталог** товаров, разложенных по категориям;
- **остатки**, чтобы клиенты видели, что есть в наличии;
- **способы доставки**, которые вы предлагаете;
- **заказы**, которые приходят в CRM проекта.

Свои заказы клиенты смогут отслеживать в личном кабинете клиента, который тоже сейчас в разработке: там будут история заказов, уведомления и персональные скидки.

Уже сейчас у нового проекта есть категории каталога: их видно на главной странице CRM в блоке **Категории товаров**.

## Сколько товаров позволяет тариф
«Старт» — 50 товаров, «Базовый» — 200, «Стандарт» — 1 000, «Бизнес» — 5 000, «Про» — 20 000, «Премиум» — 100 000, «Корпоративный» — по запросу. В пробный период действует тариф «Бизнес». Если места перестанет хватать, перейдите на тариф побольше в любой момент: смена тарифа действует сразу. Сравнить все лимиты можно на странице [Тарифы](/ru/client/about/rates).`,
      en: `If you sell goods, from clothes and cosmetics to auto parts and dishes, the shop lets clients browse your catalogue and place orders on your site or in the Telegram mini app.

## Turning the shop on
1. When you create a project on the [My projects](/en/client/projects) page, leave the **Products and orders** switch on under **Sections of the project**. It shows two sections: products and orders.
2. Choose a shop line of business, such as Clothing store, Cosmetics, Auto parts or Dishes and tableware: the project then starts with ready catalogue categories.
3. If you switched these sections off, you can show them again later in the project settings in the CRM.

A restaurant benefits from the shop too: its menu sections work as catalogue categories.

## What the shop does
The shop is being built step by step. It brings together:
- a **catalogue** of products arranged in categories;
- **stock**, so clients see what is available;
- the **delivery types** you offer;
- **orders**, which come to the project's CRM.

Your clients will be able to follow their orders in the client personal cabinet, which is also being built: it brings order history, notifications and personal discounts.

A new project already has its catalogue categories today: you can see them on the CRM home page under **Product categories**.

## How many products your plan allows
Start: 50 products, Basic: 200, Standard: 1,000, Business: 5,000, Pro: 20,000, Premium: 100,000, Enterprise: on request. During the trial you are on Business. If you run out of room, move to a bigger plan at any time: a plan change applies at once. Compare every limit on the [Plans](/en/client/about/rates) page.`,
      ka: `თუ საქონელს ყიდით, ტანსაცმლითა და კოსმეტიკით დაწყებული და ავტონაწილებითა და ჭურჭლით დამთავრებული, მაღაზიის წყალობით კლიენტები თქვენს კატალოგს დაათვალიერებენ და შეკვეთას საიტზე ან Telegram-ის მინი-აპლიკაციაში გააფორმებენ.

## როგორ ჩავრთო მაღაზია
1. გვერდზე [ჩემი პროექტები](/ka/client/projects) პროექტის შექმნისას, ბლოკში **პროექტის განყოფილებები**, გადამრთველი **პროდუქტები და შეკვეთები** ჩართული დატოვეთ. ის ორ განყოფილებას აჩენს: პროდუქტებს და შეკვეთებს.
2. აირჩიეთ მაღაზიის მიმართულება, მაგალითად „ტანსაცმლის მაღაზია“, „კოსმეტიკა“, „ავტონაწილები“ ან „ჭურჭელი“: პროექტი მაშინვე კატალოგის მზა კატეგორიებით დაიწყება.
3. თუ ეს განყოფილებები გამორთეთ, მოგვიანებით ისევ გამოაჩენთ CRM-ში, პროექტის პარამეტრებში.

მაღაზია რესტორანსაც გამოადგება: მისი მენიუს განყოფილებები კატალოგის კატეგორიებივით მუშაობს.

## რას აკეთებს მაღაზია
მაღაზიას ეტაპობრივად ვქმნით. ის აერთიანებს:
- პროდუქტების **კატალოგს**, კატეგორიებად დალაგებულს;
- **მარაგს**, რომ კლიენტებმა დაინახონ, რა არის ხელმისაწვდომი;
- **მიწოდების გზებს**, რომლებსაც სთავაზობთ;
- **შეკვეთებს**, რომლებიც პროექტის CRM-ში შემოდის.

კლიენტები თავიანთ შეკვეთებს კლიენტის პირად კაბინეტში გაადევნებენ თვალს, რომელზეც ასევე ვმუშაობთ: იქ იქნება შეკვეთების ისტორია, შეტყობინებები და პერსონალური ფასდაკლებები.

ახალ პროექტს კატალოგის კატეგორიები უკვე დღეს აქვს: ისინი CRM-ის მთავარ გვერდზე, ბლოკში **პროდუქტების კატეგორიები** ჩანს.

## რამდენ პროდუქტს გაძლევთ ტარიფი
„სტარტი“ — 50 პროდუქტი, „საბაზისო“ — 200, „სტანდარტი“ — 1000, „ბიზნესი“ — 5000, „პრო“ — 20 000, „პრემიუმი“ — 100 000, „კორპორატიული“ — შეთანხმებით. საცდელი პერიოდის განმავლობაში ტარიფი „ბიზნესი“ მოქმედებს. თუ ადგილი აღარ გეყოფათ, ნებისმიერ დროს გადადით უფრო დიდ ტარიფზე: ახალი ტარიფი მაშინვე ამოქმედდება. ყველა ლიმიტი შეადარეთ გვერდზე [ტარიფები](/ka/client/about/rates).`,
    },
  },
  {
    slug: 'which-catalogue-categories-a-new-shop-gets',
    category: 'shop',
    popular: false,
    title: {
      ru: 'Какие категории каталога есть в новом магазине?',
      en: 'Which catalogue categories does a new shop get?',
      ka: 'რა კატეგორიებით იწყება ახალი მაღაზიის კატალოგი?',
    },
    summary: {
      ru: 'Магазины и рестораны сразу получают готовые категории каталога для своего направления. Где их посмотреть и как продумать каталог.',
      en: 'Shops and restaurants start with ready catalogue categories for their line of business. Where to see them and how to plan your catalogue.',
      ka: 'მაღაზიები და რესტორნები თავიანთი მიმართულების მზა კატეგორიებით იწყებენ. სად ნახოთ ისინი და როგორ დაგეგმოთ კატალოგი.',
    },
    body: {
      ru: `Категории — это полки вашего интернет-магазина. Они помогают клиенту найти нужный товар в пару касаний, а не пролистывать весь каталог.

## Что получает новый проект
Если вы выбрали направление магазина, проект сразу получает типичные категории на языке проекта:
- **Магазин одежды**: женская, мужская и детская одежда, верхняя одежда, платья и юбки, джинсы и брюки, обувь, аксессуары.
- **Косметика**: уход за лицом, телом и волосами, декоративная косметика, парфюмерия и другие.
- **Автозапчасти**: детали двигателя, тормозная система, фильтры, масла и технические жидкости, шины и диски и другие.
- **Посуда**: кастрюли и сковороды, столовая посуда, бокалы и стаканы, столовые приборы и другие.
- **Ресторан**: разделы меню — холодные закуски, салаты, супы, горячие блюда, десерты, напитки.

Проекты, которые оказывают услуги, например барбершоп или юрист, начинают без категорий.

## Где их посмотреть
1. Откройте [Мои проекты](/ru/client/projects) и нажмите **Открыть CRM** на карточке проекта.
2. Найдите на главной странице CRM блок **Категории товаров**. Если список длинный, нажмите **Показать ещё**.

Управление каталогом, то есть добавление товаров и собственных категорий, появится вместе с магазином, который сейчас в разработке.

## Как продумать каталог
- Делайте категорий немного и пошире: клиенты просматривают их одним взглядом, часто с телефона.
- Называйте их так, как ищут клиенты, а не так, как устроен ваш склад.
- Продумайте категории до того, как добавлять товары: разложить товары сразу проще, чем переносить их потом.`,
      en: `Categories are the shelves of your online shop. They help clients find the right product in a couple of taps instead of scrolling through the whole catalogue.

## What a new project gets
When you choose a shop line of business, the project starts with typical categories written in the project's language:
- **Clothing store**: women's, men's and children's clothing, outerwear, dresses and skirts, jeans and trousers, shoes, accessories.
- **Cosmetics**: face care, body care, hair care, makeup, fragrances and more.
- **Auto parts**: engine parts, brakes, filters, oils and fluids, tyres and wheels and more.
- **Dishes and tableware**: pots and pans, dinnerware, glassware, cutlery and more.
- **Restaurant**: menu sections such as cold starters, salads, soups, main courses, desserts and drinks.

Projects that offer services, such as a barbershop or a lawyer, start without categories.

## Where to see them
1. Open [My projects](/en/client/projects) and press **Open CRM** on the project card.
2. Find the **Product categories** block on the CRM home page. If the list is long, press **Show more**.

Managing the catalogue, that is adding products and your own categories, arrives with the shop, which is being built now.

## How to plan your catalogue
- Keep categories few and broad: clients take them in at a glance, often on a phone.
- Name them the way clients search, not the way your stockroom is organised.
- Think your categories through before adding products: sorting products as you add them is easier than moving them later.`,
      ka: `კატეგორიები თქვენი ონლაინ მაღაზიის თაროებია. მათი დახმარებით კლიენტი საჭირო პროდუქტს ორიოდე შეხებით პოულობს და მთელი კატალოგის გადაფურცვლა არ უწევს.

## რას იღებს ახალი პროექტი
თუ მაღაზიის მიმართულებას აირჩევთ, პროექტი ტიპურ კატეგორიებს მიიღებს, პროექტის ენაზე დაწერილს:
- **ტანსაცმლის მაღაზია**: ქალის, მამაკაცის და საბავშვო ტანსაცმელი, ზედა ტანსაცმელი, კაბები და ქვედაბოლოები, ჯინსები და შარვლები, ფეხსაცმელი, აქსესუარები.
- **კოსმეტიკა**: სახის მოვლა, სხეულის მოვლა, თმის მოვლა, დეკორატიული კოსმეტიკა, პარფიუმერია და სხვა.
- **ავტონაწილები**: ძრავის ნაწილები, სამუხრუჭე სისტემა, ფილტრები, ზეთები და ტექნიკური სითხეები, საბურავები და დისკები და სხვა.
- **ჭურჭელი**: ქვაბები და ტაფები, სასადილო ჭურჭელი, ბოკალები და ჭიქები, დანა-ჩანგალი და სხვა.
- **რესტორანი**: მენიუს განყოფილებები — ცივი კერძები, სალათები, წვნიანები, ცხელი კერძები, დესერტები და სასმელები.

პროექტები, რომლებიც სერვისებს სთავაზობენ, მაგალითად ბარბერშოპი ან იურისტი, კატეგორიების გარეშე იწყებენ.

## სად ვნახო ისინი
1. გახსენით [ჩემი პროექტები](/ka/client/projects) და პროექტის ბარათზე დააჭირეთ ღილაკს **CRM-ის გახსნა**.
2. CRM-ის მთავარ გვერდზე იპოვეთ ბლოკი **პროდუქტების კატეგორიები**. თუ სია გრძელია, დააჭირეთ ღილაკს **მეტის ჩვენება**.

კატალოგის მართვა — პროდუქტებისა და საკუთარი კატეგორიების დამატება — მაღაზიასთან ერთად გაჩნდება, რომელსაც ახლა ვქმნით.

## როგორ დავგეგმო კატალოგი
- კატეგორიები ცოტა და ფართო იყოს, რომ კლიენტმა ისინი ერთი შეხედვით აღიქვას — ხშირად ტელეფონის ეკრანზე.
- დაარქვით მათ ისე, როგორც კლიენტები ეძებენ, და არა ისე, როგორც თქვენი საწყობია დალაგებული.
- კატეგორიები პროდუქტების დამატებამდე მოიფიქრეთ: პროდუქტების დამატებისთანავე დალაგება უფრო ადვილია, ვიდრე შემდეგ გადატანა.`,
    },
  },
  {
    slug: 'products-and-services-in-one-project',
    category: 'shop',
    popular: false,
    title: {
      ru: 'Можно ли в одном проекте продавать товары и оказывать услуги?',
      en: 'Can one project sell products and offer services?',
      ka: 'შეიძლება ერთ პროექტში პროდუქტებიც ვყიდო და სერვისებიც შევთავაზო?',
    },
    summary: {
      ru: 'Да: разделы «Товары и заказы» и «Услуги и заявки» включаются независимо друг от друга. Как их сочетать и какие лимиты действуют на тарифах.',
      en: 'Yes: the Products and orders and the Services and applications sections are switched on independently. How to combine them and which plan limits apply.',
      ka: 'დიახ: განყოფილებები „პროდუქტები და შეკვეთები“ და „სერვისები და განაცხადები“ ერთმანეთისგან დამოუკიდებლად ირთვება. როგორ შეუთავსოთ ისინი და რა ლიმიტები მოქმედებს ტარიფებზე.',
    },
    body: {
      ru: `Многие бизнесы совмещают одно с другим: салон красоты продаёт косметику, с которой работает, автомойка — средства для ухода за машиной, репетитор — рабочие тетради. В Donut всё это помещается в один проект.

## Два независимых раздела
У проекта есть два переключателя: они задаются при создании и меняются позже.
- **Товары и заказы** включает магазин: каталог и заказы.
- **Услуги и заявки** включает ваши услуги и заявки клиентов.

Оставьте оба, чтобы продавать и принимать заявки в одном месте, или только тот, что нужен. Скрытые разделы можно снова показать в настройках проекта в CRM.

## Один проект или два?
Один проект подходит, если это один бизнес с одним названием, адресом сайта и клиентами. Второй проект стоит создать для отдельного бизнеса со своим брендом, например если рядом с салоном вы открываете самостоятельный магазин косметики. Число проектов тарифом не ограничено, и у каждого свой адрес сайта и своя CRM.

## Лимиты товаров и услуг на тарифах
- «Старт» — 50 товаров и 20 услуг;
- «Базовый» — 200 товаров и 50 услуг;
- «Стандарт» — 1 000 товаров и 100 услуг;
- «Бизнес» — 5 000 товаров и 300 услуг;
- «Про» — 20 000 товаров и 1 000 услуг;
- «Премиум» — 100 000 товаров и 5 000 услуг;
- «Корпоративный» — лимиты по запросу.

Все лимиты собраны на странице [Тарифы](/ru/client/about/rates).

## Изображения и хранилище
Загруженные изображения занимают место в хранилище тарифа: от 1 ГБ на «Старте» до 250 ГБ на «Премиуме». Сжимайте большие фотографии перед загрузкой, тогда места хватит надолго.`,
      en: `Many businesses do both: a beauty salon sells the cosmetics it works with, a car wash sells car-care products, a tutor sells workbooks. In Donut all of this fits into one project.

## Two independent sections
A project has two switches, set when you create it and changeable later:
- **Products and orders** turns on the shop: the catalogue and orders.
- **Services and applications** turns on your services and client requests.

Keep both to sell and take requests in one place, or keep only the one you need. Hidden sections can be shown again in the project settings in the CRM.

## One project or two?
One project fits when it is one business with one name, website address and set of clients. Create a second project for a separate business with its own brand, for example a stand-alone cosmetics store that you open next to your salon. Plans do not limit the number of projects, and each one has its own website address and CRM.

## Product and service limits by plan
- Start: 50 products and 20 services;
- Basic: 200 products and 50 services;
- Standard: 1,000 products and 100 services;
- Business: 5,000 products and 300 services;
- Pro: 20,000 products and 1,000 services;
- Premium: 100,000 products and 5,000 services;
- Enterprise: limits on request.

Every limit is listed on the [Plans](/en/client/about/rates) page.

## Pictures and storage
Uploaded pictures take up your plan's storage: from 1 GB on Start to 250 GB on Premium. Compress large photos before uploading and the space will last much longer.`,
      ka: `ბევრი ბიზნესი ორივეს აკეთებს: სილამაზის სალონი ყიდის კოსმეტიკას, რომლითაც მუშაობს, ავტოსამრეცხაო — მანქანის მოვლის საშუალებებს, რეპეტიტორი — სამუშაო რვეულებს. Donut-ში ეს ყველაფერი ერთ პროექტში თავსდება.

## ორი დამოუკიდებელი განყოფილება
პროექტს ორი გადამრთველი აქვს: მათ შექმნისას აყენებთ და მოგვიანებით შეცვლაც შეგიძლიათ.
- **პროდუქტები და შეკვეთები** რთავს მაღაზიას: კატალოგსა და შეკვეთებს.
- **სერვისები და განაცხადები** რთავს თქვენს სერვისებსა და კლიენტების განაცხადებს.

დატოვეთ ორივე, თუ ერთ ადგილას გინდათ გაყიდვაც და განაცხადების მიღებაც, ან მხოლოდ ის, რომელიც გჭირდებათ. დამალულ განყოფილებებს ისევ გამოაჩენთ CRM-ში, პროექტის პარამეტრებში.

## ერთი პროექტი თუ ორი?
ერთი პროექტი საკმარისია, თუ ეს ერთი ბიზნესია — ერთი სახელით, საიტის მისამართითა და კლიენტებით. მეორე პროექტი შექმენით ცალკე ბიზნესისთვის, რომელსაც საკუთარი ბრენდი აქვს, მაგალითად, კოსმეტიკის დამოუკიდებელი მაღაზიისთვის, რომელსაც სალონის გვერდით ხსნით. პროექტების რაოდენობას ტარიფები არ ზღუდავს და თითოეულს საკუთარი საიტის მისამართი და CRM აქვს.

## პროდუქტებისა და სერვისების ლიმიტები ტარიფების მიხედვით
- „სტარტი“ — 50 პროდუქტი და 20 სერვისი;
- „საბაზისო“ — 200 პროდუქტი და 50 სერვისი;
- „სტანდარტი“ — 1000 პროდუქტი და 100 სერვისი;
- „ბიზნესი“ — 5000 პროდუქტი და 300 სერვისი;
- „პრო“ — 20 000 პროდუქტი და 1000 სერვისი;
- „პრემიუმი“ — 100 000 პროდუქტი და 5000 სერვისი;
- „კორპორატიული“ — ლიმიტები შეთანხმებით.

ყველა ლიმიტი ჩამოთვლილია გვერდზე [ტარიფები](/ka/client/about/rates).

## სურათები და საცავი
ატვირთული სურათები ტარიფის საცავს იკავებს: „სტარტზე“ 1 გბ-დან „პრემიუმზე“ 250 გბ-მდე. დიდი ფოტოები ატვირთვამდე შეკუმშეთ და ადგილი გაცილებით დიდხანს გეყოფათ.`,
    },
  },
  {
    // The shop's delivery and stock settings are still being built: the page says so until they ship.
    slug: 'how-to-set-up-delivery-and-stock',
    category: 'shop',
    popular: false,
    title: {
      ru: 'Как настроить способы доставки и остатки товаров',
      en: 'How to set up delivery options and stock',
      ka: 'როგორ მოვაწყო მიწოდების გზები და მარაგი',
    },
    summary: {
      ru: 'Способы доставки и учёт остатков появятся вместе с магазином. Статья будет опубликована, когда функция заработает.',
      en: 'Delivery options and stock tracking arrive with the shop. This article will be published when the feature is ready.',
      ka: 'მიწოდების გზები და მარაგის აღრიცხვა მაღაზიასთან ერთად გაჩნდება. სტატიას გამოვაქვეყნებთ, როცა ფუნქცია მზად იქნება.',
    },
    body: null,
  },
];
