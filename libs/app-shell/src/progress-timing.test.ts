import {
  createProgressController,
  HIDDEN_PROGRESS,
  PROGRESS_CEILING,
  PROGRESS_DURATION_MS,
  PROGRESS_HIDE_DELAY_MS,
  PROGRESS_THROTTLE_MS,
  progressAt,
  type ProgressState,
} from './progress-timing';

describe('progressAt', () => {
  it('grows from 0 towards the ceiling over the duration and never reaches 100', () => {
    expect(progressAt(0)).toBe(0);
    expect(progressAt(PROGRESS_DURATION_MS / 2)).toBeGreaterThan(PROGRESS_CEILING / 2);
    expect(progressAt(PROGRESS_DURATION_MS / 2)).toBeLessThan(progressAt(PROGRESS_DURATION_MS));
    expect(progressAt(PROGRESS_DURATION_MS)).toBe(PROGRESS_CEILING);
    expect(progressAt(PROGRESS_DURATION_MS * 10)).toBe(PROGRESS_CEILING);
  });
});

describe('createProgressController', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () => {
    const states: ProgressState[] = [];
    const controller = createProgressController((state) => states.push(state));
    return { states, controller, last: () => states.at(-1) };
  };

  it('never shows the bar for a navigation shorter than the throttle', () => {
    const { states, controller } = setup();
    controller.start();
    jest.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1);
    controller.done();
    jest.advanceTimersByTime(5000);
    expect(states).toEqual([]);
  });

  it('shows after the throttle, grows, completes to 100 and hides after the delay', () => {
    const { controller, last } = setup();
    controller.start();
    jest.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    expect(last()).toEqual({ visible: true, value: 0 });
    jest.advanceTimersByTime(PROGRESS_DURATION_MS / 2);
    const halfway = last()?.value ?? 0;
    expect(halfway).toBeGreaterThan(0);
    jest.advanceTimersByTime(PROGRESS_DURATION_MS * 3);
    expect(last()?.value).toBeGreaterThan(halfway);
    expect(last()?.value).toBeLessThan(100);

    controller.done();
    expect(last()).toEqual({ visible: true, value: 100 });
    jest.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS - 1);
    expect(last()).toEqual({ visible: true, value: 100 });
    jest.advanceTimersByTime(1);
    expect(last()).toEqual(HIDDEN_PROGRESS);
  });

  it('restarts on a visible bar when a navigation begins while the bar fades out', () => {
    const { controller, last } = setup();
    controller.start();
    jest.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    controller.done();
    controller.start();
    expect(last()).toEqual({ visible: true, value: 0 });
    jest.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS * 2);
    expect(last()?.visible).toBe(true);
    expect(last()?.value).toBeLessThan(100);
  });

  it('stops every timer when disposed', () => {
    const { states, controller } = setup();
    controller.start();
    controller.dispose();
    jest.advanceTimersByTime(5000);
    expect(states).toEqual([]);
  });
});
