import { readableTextOn } from './site';

describe('readableTextOn: text that reads on a brand colour', () => {
  it.each([
    ['#ffd700', '#000000'],
    ['#ffffff', '#000000'],
    ['#1a237e', '#ffffff'],
    ['#000000', '#ffffff'],
    // Mid greens and reds sit near the threshold: the higher WCAG contrast wins.
    ['#2e7d32', '#ffffff'],
    ['#ff5722', '#000000'],
  ])('%s takes %s', (brand, text) => {
    expect(readableTextOn(brand)).toBe(text);
  });
});
