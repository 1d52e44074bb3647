import mqemitter, { type MQEmitter } from 'mqemitter';
import MQEmitterRedis from 'mqemitter-redis';

/** What subscribers of `application_changed` are told: ids only, each subscriber reads the rest itself. */
export interface ApplicationChange {
  projectId: string;
  applicationId: string;
}

/** What subscribers of `order_changed` are told: ids only, each subscriber reads the rest itself. */
export interface OrderChange {
  projectId: string;
  orderId: string;
}

/** One topic per project, so a subscriber is only ever handed its own project's changes. */
export const applicationTopic = (projectId: string) => `application_changed/${projectId}`;

/** One topic per project, as for applications. */
export const orderTopic = (projectId: string) => `order_changed/${projectId}`;

/**
 * The emitter GraphQL subscriptions listen on (Mercurius's pubsub): in memory by default, through Redis when
 * REDIS_URL is set, so a change that one API instance delivers reaches the subscribers of every instance.
 */
export function createRealtime(redisUrl?: string) {
  const emitter: MQEmitter = redisUrl
    ? new (MQEmitterRedis as unknown as new (options: object) => MQEmitter)({ connectionString: redisUrl })
    : mqemitter();
  const publish = (topic: string, payload: object) =>
    new Promise<void>((resolve, reject) =>
      emitter.emit({ topic, payload }, (error) => (error ? reject(error) : resolve())),
    );
  return {
    emitter,
    publishApplicationChanged: (change: ApplicationChange) =>
      publish(applicationTopic(change.projectId), change),
    publishOrderChanged: (change: OrderChange) => publish(orderTopic(change.projectId), change),
    close: () => new Promise<void>((resolve) => emitter.close(() => resolve())),
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
