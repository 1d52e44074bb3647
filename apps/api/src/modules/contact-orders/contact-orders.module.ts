import type { DomainModule } from '../../core/domain-module';
import { contactOrderMutations } from './contact-orders.resolvers';
import { createContactOrders, type ContactOrders } from './contact-orders.service';

declare module '../../core/services' {
  interface Services {
    /** MakeContactOrder: the per-IP allowance, storage and the mail to support. */
    contactOrders: ContactOrders;
  }
}

/** Questions from the public contact form, stored and mailed to support. */
export const contactOrdersModule: DomainModule = {
  name: 'contact-orders',
  services: ({ db, mailer, config, log, limiters }) => ({
    contactOrders: createContactOrders({ db, mailer, supportEmail: config.SUPPORT_EMAIL, log, limiters }),
  }),
  resolvers: { Mutation: contactOrderMutations },
};
