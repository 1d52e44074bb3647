/* Test helper, not exported: Telegram's WebApp object is the boundary tests cannot reach. */
import { createFakeWebApp } from '@donut/telegram/testing';

/**
 * The recording stand-in of `@donut/telegram/testing`, installed on `window` and with its calls written short:
 * `['BackButton.show']`, `['setBackgroundColor', '#ffffff']` (a handler argument is left out).
 */
export function createFakeTelegramWebApp(initData = 'query_id=AA&user=%7B%22id%22%3A1%7D&hash=abc') {
  const fake = createFakeWebApp(initData);
  return {
    ...fake,
    get calls(): string[][] {
      return fake.calls.map(([method, args]) =>
        args.length && typeof args[0] !== 'function' ? [method, String(args[0])] : [method],
      );
    },
    /** Puts the fake where Telegram's script puts the real one; returns the removal. */
    install: () => fake.install(window),
  };
}
