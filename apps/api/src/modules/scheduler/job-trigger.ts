import type { JobTrigger } from '../../core/domain-module';

/**
 * A trigger for an on-demand job: the module keeps it and calls `request()` when there is work (e.g. events
 * committed), the scheduler attaches its queue to it at start. Requests before that, or on a server that runs
 * no jobs, are dropped: the job's own schedule, or a test's direct call, picks the work up.
 */
export function createJobTrigger(): JobTrigger {
  let send: (() => void) | null = null;
  return {
    request: () => send?.(),
    attach(next) {
      send = next;
    },
  };
}
