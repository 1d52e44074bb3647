import { screen } from '@testing-library/react';
import { renderInClientView } from '../testing/render-in-client-view';
import { ProjectFrame } from './project-frame';

describe('ProjectFrame', () => {
  it("offers only the site's languages and carries the brand colour with its text colour", () => {
    const { container } = renderInClientView(
      <ProjectFrame
        locale="en"
        project="usy"
        site={{ name: 'Usy', brandColor: '#ffd700', onBrandColor: '#000000', languages: ['ru', 'en'] }}
      >
        page
      </ProjectFrame>,
      { url: '/en/' },
    );
    const languages = screen.getByRole('navigation', { name: /language/i });
    expect([...languages.querySelectorAll('a')].map((link) => link.getAttribute('hreflang'))).toEqual([
      'ru',
      'en',
    ]);
    const frame = container.querySelector<HTMLElement>('.cv-frame');
    expect(frame?.style.getPropertyValue('--site-brand')).toBe('#ffd700');
    expect(frame?.style.getPropertyValue('--site-on-brand')).toBe('#000000');
  });

  it('offers no switcher for a site in one language', () => {
    const { container } = renderInClientView(
      <ProjectFrame
        locale="ka"
        project="usy"
        site={{ name: 'Usy', brandColor: '#1a237e', onBrandColor: '#ffffff', languages: ['ka'] }}
      >
        page
      </ProjectFrame>,
      { url: '/ka/' },
    );
    expect(container.querySelector('.donut-language-switcher')).toBeNull();
    expect(container.querySelector<HTMLElement>('.cv-frame')?.style.getPropertyValue('--site-on-brand')).toBe(
      '#ffffff',
    );
  });
});
