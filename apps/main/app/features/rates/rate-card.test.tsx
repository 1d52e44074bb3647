import { screen, within } from '@testing-library/react';
import type { Locale } from '@donut/i18n';
import { renderInMain } from '../../testing/render-in-main';
import { RateCard } from './rate-card';
import { business, enterprise, type Rate } from './rates-fixtures';

const renderCard = (rate: Rate, locale: Locale) =>
  renderInMain(<RateCard rate={rate} />, { url: `/${locale}/rates` });

describe('RateCard', () => {
  it('shows the monthly price, the yearly option and every limit', () => {
    renderCard(business, 'en');
    const card = screen.getByRole('article', { name: 'Бизнес' });
    expect(within(card).getByText('$49 / month')).toBeTruthy();
    expect(within(card).getByText('or $490 a year, save 17%')).toBeTruthy();
    expect(within(card).getByText('Products: 5,000')).toBeTruthy();
    expect(within(card).getByText('Storage: 25 GB')).toBeTruthy();
    expect(within(card).getByText('Priority support in chat and messengers')).toBeTruthy();
    expect(within(card).getByText('No Donut advertising')).toBeTruthy();
  });

  it('shows Enterprise as priced on request and unlimited, in Russian', () => {
    renderCard(enterprise, 'ru');
    expect(screen.getByText('Цена по запросу')).toBeTruthy();
    expect(screen.getByText('Сотрудники: без ограничений')).toBeTruthy();
    expect(screen.getByText('Персональный менеджер')).toBeTruthy();
    expect(screen.queryByText(/месяц/)).toBeNull();
  });

  it.each<[Locale, string]>([
    ['ru', 'Хранилище: без ограничений'],
    ['en', 'Storage: unlimited'],
    ['ka', 'საცავი: შეუზღუდავი'],
  ])('shows unlimited storage without the unit, in %s (issue 13)', (locale, text) => {
    renderCard(enterprise, locale);
    const storage = screen.getByText(/^(Хранилище|Storage|საცავი):/);
    expect(storage.textContent).toBe(text);
  });
});
