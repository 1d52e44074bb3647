import { pro, subscription } from './billing-fixtures';
import type { SubscriptionState } from './subscription-state';
import { SubscriptionSummary } from './subscription-summary';
import { renderInMain } from '../../testing/render-in-main';

// Georgian puts the case ending on the month: «2026 წლის 8 დეკემბერს» (on), «…დეკემბრამდე» (until), where
// react-intl's long date is the nominative «8 დეკემბერი, 2026» that fits no sentence (issue 21).
describe('SubscriptionSummary in Georgian', () => {
  const END = '2026-12-08T09:00:00.000Z';

  it.each<[SubscriptionState, Parameters<typeof subscription>[0], RegExp]>([
    ['trial', { period_end: END }, /: საცდელი პერიოდი 2026 წლის 8 დეკემბერს სრულდება\. /],
    [
      'active',
      { rate: pro, status: 'active', billing_period: 'year', period_end: END },
      /^გადახდილია წლიურად და მოქმედებს 2026 წლის 8 დეკემბრამდე\.$/,
    ],
    [
      'cancelled',
      { rate: pro, status: 'active', billing_period: 'month', period_end: END, cancel_at_period_end: true },
      /^მოქმედებს 2026 წლის 8 დეკემბრამდე, შემდეგ გაითიშება\.$/,
    ],
    [
      'expired',
      { rate: pro, status: 'expired', billing_period: 'month', period_end: END, is_active: false },
      /^ვადა 2026 წლის 8 დეკემბერს ამოიწურა\. /,
    ],
  ])('writes the %s plan’s date in the case its sentence needs', (state, change, detail) => {
    renderInMain(<SubscriptionSummary subscription={subscription(change)} state={state} />, {
      url: '/ka/client/about/rates',
      isSignedIn: true,
    });
    const line = document.querySelector('[data-billing="detail"]');
    expect(line?.textContent).toMatch(detail);
    expect(line?.textContent).not.toContain('დეკემბერი, 2026');
  });
});
