import type { Page } from '@playwright/test';
import { latinWordsIn } from '@donut/i18n';
import type { Locale } from './messages';

/** The phone the sweeps look through (issue 13: the owner's was 390 px wide). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * Nothing sticks out sideways: the page does not scroll horizontally. When it does, the problem names the
 * outermost elements reaching past the viewport, so the failure says what to fix.
 */
export async function sidewaysScrollProblem(page: Page, name: string): Promise<string | null> {
  const found = await page.evaluate(() => {
    const { scrollWidth } = document.documentElement;
    if (scrollWidth <= window.innerWidth) return null;
    const edge = document.documentElement.clientWidth + 0.5;
    const reachesPast = (element: Element) => element.getBoundingClientRect().right > edge;
    const offenders = Array.from(document.body.querySelectorAll('*'))
      .filter(
        (element) => reachesPast(element) && !(element.parentElement && reachesPast(element.parentElement)),
      )
      .slice(0, 6)
      .map((element) => {
        const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/) : [];
        const label = [element.tagName.toLowerCase(), ...classes.filter(Boolean)].join('.');
        return `${label} (to ${Math.round(element.getBoundingClientRect().right)} px)`;
      });
    return { scrollWidth, innerWidth: window.innerWidth, offenders };
  });
  if (!found) return null;
  return `${name}: ${found.scrollWidth} px wide in a ${found.innerWidth} px viewport; sticking out: ${found.offenders.join(', ')}`;
}

/**
 * What the page says to a reader: the visible text, the title, and the labels a screen reader or a missing
 * picture shows (aria-label, alt, placeholder, title). Text marked as another language (the switcher's
 * "English") and literal computer text (`<code>`: a cookie's name) are left out.
 */
export async function textOfPage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const isLeftOut = (element: Element) => {
      const lang = element.closest('[lang]')?.getAttribute('lang');
      return (!!lang && lang !== pageLang) || !!element.closest('code, kbd, samp');
    };
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || isLeftOut(parent)) continue;
      if (parent.checkVisibility({ visibilityProperty: true })) texts.push(node.textContent);
    }
    for (const attribute of ['aria-label', 'alt', 'placeholder', 'title']) {
      for (const element of Array.from(document.querySelectorAll(`[${attribute}]`))) {
        if (!isLeftOut(element)) texts.push(element.getAttribute(attribute) ?? '');
      }
    }
    return texts.join('\n');
  });
}

/**
 * Latin words outside the allow-list of brand names (`@donut/i18n`, shared with the knowledge base's own check)
 * on a Russian or Georgian page, as a problem naming the page and the words. `alsoAllowed`: the test's own data
 * the page shows as typed (a project's address).
 */
export async function latinWordsProblem(
  page: Page,
  name: string,
  locale: Locale,
  alsoAllowed: readonly string[] = [],
): Promise<string | null> {
  const words = latinWordsIn(await textOfPage(page), locale, alsoAllowed);
  return words.length ? `${name}: Latin words in ${locale}: ${[...new Set(words)].join(', ')}` : null;
}

/**
 * Both checks of a page on a phone, for a sweep that visits many pages in one test and reports them all at
 * once: no sideways scroll, and on a Russian or Georgian page no English.
 */
export async function pageSweepProblems(
  page: Page,
  name: string,
  locale: Locale,
  alsoAllowed: readonly string[] = [],
): Promise<string[]> {
  const problems = [await sidewaysScrollProblem(page, name)];
  if (locale !== 'en') problems.push(await latinWordsProblem(page, name, locale, alsoAllowed));
  return problems.filter((problem): problem is string => problem !== null);
}
