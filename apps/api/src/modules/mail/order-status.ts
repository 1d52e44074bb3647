import type { Locale } from '@donut/i18n';
import type { OrderStatus } from '../../db/schema';
import { renderLayout, type MailCopy, type RenderedMail } from './layout';

export interface OrderStatusValues {
  /** The business's name: the order was placed with it, not with Donut. */
  project: string;
  number: number;
  /** `new` is the confirmation that the order was received. */
  status: OrderStatus;
  /** The order's total, already written in the mail's language and the order's currency. */
  total: string;
  /** Where to collect the order (status `ready_for_pickup`). */
  address: string;
  /** The order's page in the customer's cabinet on the business's site. */
  link: string;
}

type Copy = (values: OrderStatusValues) => MailCopy;

const copy: Record<Locale, Copy> = {
  ru: ({ project, number, status, total, address }) => {
    const state = {
      new: 'принят',
      confirmed: 'подтверждён',
      sent: 'отправлен',
      ready_for_pickup: 'готов к выдаче',
      completed: 'выполнен',
      cancelled: 'отменён',
    }[status];
    return {
      subject: `Заказ №${number} ${state} — ${project}`,
      preheader: `Ваш заказ №${number} в ${project} ${state}.`,
      heading: `Заказ №${number} ${state}`,
      body: [
        status === 'new'
          ? `Мы получили ваш заказ №${number} в ${project}. Сумма заказа: ${total}.`
          : `Ваш заказ №${number} в ${project} ${state}.`,
        ...(status === 'ready_for_pickup' ? [`Адрес выдачи: ${address}`] : []),
      ],
      action: 'Открыть заказ',
      notes: ['Все ваши заказы и их статусы — в личном кабинете на сайте.'],
    };
  },
  en: ({ project, number, status, total, address }) => {
    const state = {
      new: 'has been received',
      confirmed: 'is confirmed',
      sent: 'has been sent',
      ready_for_pickup: 'is ready for pickup',
      completed: 'is completed',
      cancelled: 'was cancelled',
    }[status];
    return {
      subject: `Your order #${number} ${state} — ${project}`,
      preheader: `Your order #${number} at ${project} ${state}.`,
      heading: `Order #${number} ${state}`,
      body: [
        status === 'new'
          ? `We have received your order #${number} at ${project}. Order total: ${total}.`
          : `Your order #${number} at ${project} ${state}.`,
        ...(status === 'ready_for_pickup' ? [`Pickup address: ${address}`] : []),
      ],
      action: 'Open the order',
      notes: ['All your orders and their statuses are in your account on the website.'],
    };
  },
  ka: ({ project, number, status, total, address }) => {
    const state = {
      new: 'მიღებულია',
      confirmed: 'დადასტურებულია',
      sent: 'გაგზავნილია',
      ready_for_pickup: 'გასაცემად მზადაა',
      completed: 'შესრულებულია',
      cancelled: 'გაუქმებულია',
    }[status];
    return {
      subject: `შეკვეთა №${number} ${state} — ${project}`,
      preheader: `${project}-ში თქვენი შეკვეთა №${number} ${state}.`,
      heading: `შეკვეთა №${number} ${state}`,
      body: [
        status === 'new'
          ? `${project}-ში თქვენი შეკვეთა №${number} მიღებულია. შეკვეთის ჯამი: ${total}.`
          : `${project}-ში თქვენი შეკვეთა №${number} ${state}.`,
        ...(status === 'ready_for_pickup' ? [`გაცემის მისამართი: ${address}`] : []),
      ],
      action: 'შეკვეთის გახსნა',
      notes: ['ყველა თქვენი შეკვეთა და მათი სტატუსი საიტის პირად კაბინეტშია.'],
    };
  },
};

/** The customer's mail when their order is received and each time the owner moves it on, in the order's language. */
export function orderStatusMail(locale: Locale, values: OrderStatusValues): RenderedMail {
  return renderLayout(locale, copy[locale](values), values.link);
}
