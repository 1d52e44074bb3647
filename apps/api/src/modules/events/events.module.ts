import type { DomainModule, JobTrigger } from '../../core/domain-module';
import { createJobTrigger } from '../scheduler/job-trigger';
import { applicationReactions } from './application-reactions';
import { applicationSubscriptions } from './application-subscription';
import { listenForEvents } from './outbox-listener';
import { orderReactions } from './order-reactions';
import { orderSubscriptions } from './order-subscription';
import { deliverPendingEvents, type DeliveryResult } from './outbox-delivery';
import { createRealtime, type Realtime } from './realtime';

export interface EventsServices {
  /**
   * Delivers every due event of the outbox now and resolves when done: the job's run, and how tests deliver
   * (the scheduler is off there). `now` reaches a retry's moment without waiting for it.
   */
  deliverPending(options?: { now?: Date }): Promise<DeliveryResult>;
  /** The emitter GraphQL subscriptions listen on: in memory, or Redis with REDIS_URL. */
  realtime: Realtime;
  /** Asks the scheduler for a delivery run now (committed events announce themselves through it). */
  trigger: JobTrigger;
}

declare module '../../core/services' {
  interface Services {
    events: EventsServices;
  }
}

/** The outbox's delivery job: a run a minute sweeps up whatever a nudge missed (a process that died after a commit). */
export const DELIVERY_JOB = 'deliver-domain-events';

/**
 * Events, jobs and messages (DOMAINS.md): the outbox that domain changes write to, the job that delivers it
 * (notifications, the bots, mail) after the commit, and the GraphQL subscriptions that carry changes to the
 * apps in real time.
 */
export const eventsModule: DomainModule = {
  name: 'events',
  services: ({ config, db, links, log, mailer }, services) => {
    const realtime = createRealtime(config.REDIS_URL);
    const apiRoot = config.TELEGRAM_API_ROOT.replace(/\/+$/, '');
    const platformBot = config.TELEGRAM_BOT_TOKEN ? { token: config.TELEGRAM_BOT_TOKEN, apiRoot } : null;
    const reactions = {
      ...applicationReactions({
        links,
        mailer,
        projectBots: services.projectBots,
        platformBot,
        publishApplicationChanged: realtime.publishApplicationChanged,
      }),
      ...orderReactions({
        links,
        mailer,
        projectBots: services.projectBots,
        platformBot,
        publishOrderChanged: realtime.publishOrderChanged,
      }),
    };
    return {
      events: {
        deliverPending: (options) =>
          deliverPendingEvents({ db, reactions, log }, options?.now ? () => options.now as Date : undefined),
        realtime,
        trigger: createJobTrigger(),
      },
    };
  },
  routes: (app, { config, database, log }, { events }) => {
    app.addHook('onClose', () => events.realtime.close());
    // Only a server that runs jobs has anything to wake; tests deliver with deliverPending().
    if (!config.SCHEDULER) return;
    let stopListening: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stopListening = await listenForEvents(database, log, () => events.trigger.request());
    });
    app.addHook('preClose', async () => {
      await stopListening?.();
    });
  },
  jobs: (_platform, { events }) => [
    { name: DELIVERY_JOB, cron: '* * * * *', run: () => events.deliverPending(), trigger: events.trigger },
  ],
  resolvers: { Subscription: { ...applicationSubscriptions, ...orderSubscriptions } },
};
