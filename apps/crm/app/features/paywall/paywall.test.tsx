import { screen } from '@testing-library/react';
import type { Locale } from '@donut/i18n';
import { renderInCrm, testProject } from '../../testing/render-in-crm';
import type { CrmSubscription } from './load-subscription';
import { Paywall } from './paywall';

/** An ended plan as GetSubscription answers it: the trial unless a billing period is given. */
const ended = (period_end: string, billing_period: 'month' | 'year' | null = null) =>
  ({
    __typename: 'ClientSubscription',
    rate: { __typename: 'Rate', id: '3', code: 'business', name: 'ბიზნესი' },
    status: 'expired',
    billing_period,
    period_start: '2026-04-17T12:00:00.000Z',
    period_end,
    trial_end: null,
    cancel_at_period_end: false,
    credit_minor: 0,
    currency: 'USD',
    is_active: false,
  }) as CrmSubscription;

function endedNotice(locale: Locale, subscription: CrmSubscription): HTMLElement {
  renderInCrm(
    <Paywall locale={locale} project={testProject()} subscription={subscription} signOut={null} />,
    { locale },
  );
  return screen.getByTestId('crm-paywall').querySelector('.crm-paywall__notice p') as HTMLElement;
}

describe('the paywall says when the plan ended', () => {
  it('in Georgian, with the day in the dative a sentence needs, not react-intl’s nominative «1 მაისი, 2026»', () => {
    const notice = endedNotice('ka', ended('2026-05-01T12:00:00.000Z'));
    expect(notice.textContent).toBe('„ბიზნესი“ ტარიფის უფასო საცდელი პერიოდი დასრულდა 2026 წლის 1 მაისს.');
    expect(notice.querySelector('time')?.getAttribute('datetime')).toBe('2026-05-01T12:00:00.000Z');
  });

  it('in Georgian, for a paid period, with each month’s own ending', () => {
    const notice = endedNotice('ka', ended('2026-12-08T12:00:00.000Z', 'month'));
    expect(notice.textContent).toBe('„ბიზნესი“ ტარიფის გადახდილი პერიოდი დასრულდა 2026 წლის 8 დეკემბერს.');
  });

  it('in Russian, with the long date and no second full stop after it', () => {
    const notice = endedNotice('ru', ended('2026-05-01T12:00:00.000Z'));
    expect(notice.textContent).toBe('1 мая 2026 г. закончился бесплатный пробный период тарифа «ბიზნესი».');
    expect(notice.querySelector('time')?.textContent).toBe('1 мая 2026 г.');
  });
});
