/** For tests: the texts a live region shows, in order, as a screen reader would announce them. Not imported by the app. */
export function recordTexts(element: HTMLElement): string[] {
  const texts: string[] = [];
  const observer = new MutationObserver(() => {
    const text = element.textContent ?? '';
    if (text && texts.at(-1) !== text) texts.push(text);
  });
  observer.observe(element, { childList: true, subtree: true, characterData: true });
  return texts;
}
