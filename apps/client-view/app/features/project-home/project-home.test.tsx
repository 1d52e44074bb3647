import { screen } from '@testing-library/react';
import { renderInClientView } from '../../testing/render-in-client-view';
import { ProjectHome } from './project-home';

describe('ProjectHome', () => {
  it.each([
    ['ru', 'Добро пожаловать в barber'],
    ['en', 'Welcome to barber'],
    ['ka', 'მოგესალმებით barber-ში'],
  ] as const)('welcomes the end client in %s', (locale, heading) => {
    renderInClientView(<ProjectHome project="barber" />, { url: `/${locale}/` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
  });
});
