import type { StarterContent } from '../starter-content.types';
import { workingWeeks } from './working-weeks';

export const lawyer: StarterContent = {
  services: [
    {
      name: { ru: 'Первичная консультация', en: 'First consultation', ka: 'პირველადი კონსულტაცია' },
      description: {
        ru: 'Разбор ситуации и возможных решений',
        en: 'A review of your situation and the options',
        ka: 'თქვენი სიტუაციის და შესაძლო გადაწყვეტილებების განხილვა',
      },
      durationMinutes: 60,
      priceUsd: 40,
    },
    {
      name: { ru: 'Анализ документов', en: 'Document review', ka: 'დოკუმენტების ანალიზი' },
      description: {
        ru: 'Правовая проверка договора или другого документа',
        en: 'A legal check of a contract or another document',
        ka: 'ხელშეკრულების ან სხვა დოკუმენტის სამართლებრივი შემოწმება',
      },
      durationMinutes: 60,
      priceUsd: 50,
    },
    {
      name: { ru: 'Составление договора', en: 'Contract drafting', ka: 'ხელშეკრულების შედგენა' },
      description: {
        ru: 'Договор под вашу сделку',
        en: 'A contract drafted for your deal',
        ka: 'თქვენს გარიგებაზე მორგებული ხელშეკრულება',
      },
      durationMinutes: 120,
      priceUsd: 100,
    },
    {
      name: { ru: 'Составление искового заявления', en: 'Statement of claim', ka: 'სარჩელის შედგენა' },
      description: {
        ru: 'Иск, готовый к подаче в суд',
        en: 'A claim ready to file with the court',
        ka: 'სასამართლოში შესატანად მზად სარჩელი',
      },
      durationMinutes: 120,
      priceUsd: 120,
    },
    {
      name: {
        ru: 'Представительство в суде',
        en: 'Court representation',
        ka: 'სასამართლოში წარმომადგენლობა',
      },
      description: {
        ru: 'Участие в одном судебном заседании',
        en: 'Attendance at one court hearing',
        ka: 'ერთ სასამართლო სხდომაზე დასწრება',
      },
      durationMinutes: 180,
      priceUsd: 200,
    },
    {
      name: { ru: 'Регистрация компании', en: 'Company registration', ka: 'კომპანიის რეგისტრაცია' },
      description: {
        ru: 'Подготовка документов и подача на регистрацию',
        en: 'Documents prepared and filed for registration',
        ka: 'დოკუმენტების მომზადება და რეგისტრაციაზე წარდგენა',
      },
      durationMinutes: 120,
      priceUsd: 150,
    },
  ],
  categories: [],
  week: workingWeeks.office,
};

export const notary: StarterContent = {
  services: [
    {
      name: { ru: 'Доверенность', en: 'Power of attorney', ka: 'მინდობილობა' },
      description: {
        ru: 'Составление и удостоверение доверенности',
        en: 'Drafting and certifying a power of attorney',
        ka: 'მინდობილობის შედგენა და დამოწმება',
      },
      durationMinutes: 30,
      priceUsd: 25,
    },
    {
      name: { ru: 'Заверение копии документа', en: 'Certified copy', ka: 'დოკუმენტის ასლის დამოწმება' },
      description: {
        ru: 'Верность копии оригиналу, за страницу',
        en: 'A copy certified as true to the original, per page',
        ka: 'ასლის დედანთან შესაბამისობა, ერთი გვერდი',
      },
      durationMinutes: 15,
      priceUsd: 3,
    },
    {
      name: { ru: 'Свидетельствование подписи', en: 'Signature certification', ka: 'ხელმოწერის დამოწმება' },
      description: {
        ru: 'Подлинность подписи на заявлении или другом документе',
        en: 'A signature on an application or another document',
        ka: 'ხელმოწერის ნამდვილობა განცხადებაზე ან სხვა დოკუმენტზე',
      },
      durationMinutes: 15,
      priceUsd: 8,
    },
    {
      name: { ru: 'Удостоверение договора', en: 'Contract certification', ka: 'ხელშეკრულების დამოწმება' },
      description: {
        ru: 'Договор купли-продажи, дарения или займа',
        en: 'A sale, gift or loan contract',
        ka: 'ნასყიდობის, ჩუქების ან სესხის ხელშეკრულება',
      },
      durationMinutes: 60,
      priceUsd: 60,
    },
    {
      name: { ru: 'Завещание', en: 'Will', ka: 'ანდერძი' },
      description: {
        ru: 'Составление и удостоверение завещания',
        en: 'Drafting and certifying a will',
        ka: 'ანდერძის შედგენა და დამოწმება',
      },
      durationMinutes: 45,
      priceUsd: 35,
    },
    {
      name: { ru: 'Свидетельствование перевода', en: 'Translation certification', ka: 'თარგმანის დამოწმება' },
      description: {
        ru: 'Подпись переводчика на переводе документа',
        en: "A translator's signature on a translated document",
        ka: 'მთარგმნელის ხელმოწერა დოკუმენტის თარგმანზე',
      },
      durationMinutes: 20,
      priceUsd: 10,
    },
  ],
  categories: [],
  week: workingWeeks.notary,
};

export const tutor: StarterContent = {
  services: [
    {
      name: { ru: 'Пробное занятие', en: 'Trial lesson', ka: 'საცდელი გაკვეთილი' },
      description: {
        ru: 'Знакомство, проверка уровня и план занятий',
        en: 'Getting to know each other, a level check and a study plan',
        ka: 'გაცნობა, დონის შემოწმება და სწავლის გეგმა',
      },
      durationMinutes: 30,
      priceUsd: 8,
    },
    {
      name: { ru: 'Индивидуальное занятие', en: 'One-to-one lesson', ka: 'ინდივიდუალური გაკვეთილი' },
      description: {
        ru: 'Один на один, онлайн или очно',
        en: 'Online or in person',
        ka: 'ონლაინ ან პირისპირ',
      },
      durationMinutes: 60,
      priceUsd: 15,
    },
    {
      name: { ru: 'Подготовка к экзамену', en: 'Exam preparation', ka: 'გამოცდისთვის მომზადება' },
      description: {
        ru: 'Выпускные и вступительные экзамены',
        en: 'School-leaving and entrance exams',
        ka: 'გამოსაშვები და მისაღები გამოცდები',
      },
      durationMinutes: 90,
      priceUsd: 25,
    },
    {
      name: { ru: 'Занятие в мини-группе', en: 'Small-group lesson', ka: 'გაკვეთილი მცირე ჯგუფში' },
      description: {
        ru: 'До 4 учеников, цена за одного',
        en: 'Up to 4 students, price per student',
        ka: '4 მოსწავლემდე, ფასი ერთ მოსწავლეზე',
      },
      durationMinutes: 60,
      priceUsd: 10,
    },
    {
      name: { ru: 'Помощь с домашним заданием', en: 'Homework help', ka: 'დახმარება საშინაო დავალებაში' },
      description: {
        ru: 'Для учеников начальной и средней школы',
        en: 'For primary and secondary school pupils',
        ka: 'დაწყებითი და საბაზო საფეხურის მოსწავლეებისთვის',
      },
      durationMinutes: 45,
      priceUsd: 10,
    },
  ],
  categories: [],
  week: workingWeeks.tutor,
};
