/** Spec §9: the loading progress bar's timings. */
export const PROGRESS_DURATION_MS = 2000;
/** Navigations quicker than this never show the bar, so fast pages do not flicker. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_HIDE_DELAY_MS = 500;
/** How often the shown value moves; the CSS transition smooths the steps in between. */
export const PROGRESS_TICK_MS = 100;
/** The bar stops short of full until the navigation is really over. */
export const PROGRESS_CEILING = 95;

export interface ProgressState {
  visible: boolean;
  /** 0–100. */
  value: number;
}

export const HIDDEN_PROGRESS: ProgressState = { visible: false, value: 0 };

/** Ease-out growth from 0 towards the ceiling over the duration: fast at first, slowing as it nears the end. */
export function progressAt(elapsedMs: number): number {
  const t = Math.min(Math.max(elapsedMs / PROGRESS_DURATION_MS, 0), 1);
  const eased = 1 - (1 - t) ** 3;
  return Math.round(eased * PROGRESS_CEILING * 10) / 10;
}

export interface ProgressController {
  /** A navigation began (calling it again while one runs changes nothing). */
  start(): void;
  /** The navigation ended: fill to 100 and hide after the delay, or never show at all if it ended within the throttle. */
  done(): void;
  /** Stops every timer (unmount). */
  dispose(): void;
}

/**
 * The bar's timing as a small state machine — idle → waiting (throttle) → growing → finishing → idle —
 * kept apart from React so fake timers can drive it.
 */
export function createProgressController(
  onChange: (state: ProgressState) => void,
  now: () => number = Date.now,
): ProgressController {
  let phase: 'idle' | 'waiting' | 'growing' | 'finishing' = 'idle';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let startedAt = 0;

  const clearTimers = () => {
    clearTimeout(timer);
    clearInterval(ticker);
    timer = undefined;
    ticker = undefined;
  };

  const grow = () => {
    phase = 'growing';
    startedAt = now();
    onChange({ visible: true, value: 0 });
    ticker = setInterval(
      () => onChange({ visible: true, value: progressAt(now() - startedAt) }),
      PROGRESS_TICK_MS,
    );
  };

  return {
    start() {
      if (phase === 'waiting' || phase === 'growing') return;
      clearTimers();
      // A navigation that begins while the previous bar is fading out continues on a visible bar at once.
      if (phase === 'finishing') {
        grow();
        return;
      }
      phase = 'waiting';
      timer = setTimeout(grow, PROGRESS_THROTTLE_MS);
    },
    done() {
      if (phase === 'idle' || phase === 'finishing') return;
      const wasShown = phase === 'growing';
      clearTimers();
      if (!wasShown) {
        phase = 'idle';
        return;
      }
      phase = 'finishing';
      onChange({ visible: true, value: 100 });
      timer = setTimeout(() => {
        phase = 'idle';
        onChange(HIDDEN_PROGRESS);
      }, PROGRESS_HIDE_DELAY_MS);
    },
    dispose() {
      clearTimers();
      phase = 'idle';
    },
  };
}
