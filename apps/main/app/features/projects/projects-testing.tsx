/* Test helpers of the projects feature: providers as the app has them, with Apollo's mock link. Not imported by the app. */
import { descriptionOf, renderInCabinet } from '../../testing/render-in-cabinet';
import type { ReactElement } from 'react';
import type { MockLink } from '@apollo/client/testing';
import type { Locale } from '@donut/i18n';
import { owner } from './projects-fixtures';

export interface RenderProjectsOptions {
  mocks?: MockLink.MockedResponse[];
  client?: typeof owner;
  locale?: Locale;
}

/** Renders `ui` on the projects page of the cabinet (see renderInCabinet). */
export function renderProjects(ui: ReactElement, { mocks = [], client = owner, locale = 'en' }: RenderProjectsOptions = {}) {
  return renderInCabinet(ui, { page: 'projects', client, mocks, locale });
}

export { descriptionOf };

/** The texts a live region shows, in order, as a screen reader would announce them. */
export function recordTexts(element: HTMLElement): string[] {
  const texts: string[] = [];
  const observer = new MutationObserver(() => {
    const text = element.textContent ?? '';
    if (text && texts.at(-1) !== text) texts.push(text);
  });
  observer.observe(element, { childList: true, subtree: true, characterData: true });
  return texts;
}
