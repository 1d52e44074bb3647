import { renderFaqBody, isSafeHref } from './faq-markdown';
import { createAnchorSet, headingAnchor } from './heading-anchor';

describe('renderFaqBody', () => {
  it('gives every h2 a stable id from its text, in each language, and lists them in order', () => {
    const { html, headings } = renderFaqBody(
      '## Как начать работу\n\nТекст.\n\n## Getting started\n\n## როგორ დავიწყოთ',
    );
    expect(headings).toEqual([
      { anchor: 'kak-nachat-rabotu', text: 'Как начать работу' },
      { anchor: 'getting-started', text: 'Getting started' },
      { anchor: 'rogor-davitsqot', text: 'როგორ დავიწყოთ' },
    ]);
    expect(html).toContain('<h2 id="kak-nachat-rabotu">Как начать работу</h2>');
    expect(html).toContain('<h2 id="rogor-davitsqot">როგორ დავიწყოთ</h2>');
  });

  it('keeps anchors unique and never empty', () => {
    const next = createAnchorSet();
    expect([next('Оплата'), next('Оплата'), next('🙂')]).toEqual(['oplata', 'oplata-2', 'section-3']);
    expect(headingAnchor('Щука, ёж и Ъ!')).toBe('shchuka-ezh-i');
  });

  it('escapes raw HTML instead of passing it through', () => {
    const { html } = renderFaqBody(
      'Text <script>alert(1)</script> and <img src=x onerror=alert(1)>\n\n<div>block</div>',
    );
    expect(html).not.toMatch(/<(script|img|div)/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('renders the subset: paragraphs, lists, bold, relative and http(s) links', () => {
    const { html, text, problems } = renderFaqBody(
      'Intro **bold**.\n\n- one\n- two\n\n1. first\n\n[cabinet](/ru/client/projects) [site](https://donut.ge/ru)',
    );
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol>\n<li>first</li>');
    expect(html).toContain('<a href="/ru/client/projects">cabinet</a>');
    expect(html).toContain('<a href="https://donut.ge/ru" rel="noopener noreferrer">site</a>');
    expect(text).toBe('Intro bold.\none\ntwo\nfirst\ncabinet site');
    expect(problems).toEqual([]);
  });

  it('drops links to other schemes and protocol-relative hosts, keeping their text, and reports them', () => {
    const { html, problems } = renderFaqBody(
      '[a](javascript:alert(1)) [b](//evil.example) [c](data:text/html,x) [d](mailto:x@y.z)',
    );
    expect(html).toBe('<p>a b c d</p>\n');
    expect(problems).toHaveLength(4);
  });

  it('turns a stray h1 into a section, so the page title stays the only h1', () => {
    expect(renderFaqBody('# Title').html).toBe('<h2 id="title">Title</h2>\n');
  });

  it('accepts only our paths and http(s) URLs as links', () => {
    expect(['/ru/faq', 'https://donut.ge', 'http://example.com/a'].every(isSafeHref)).toBe(true);
    expect(['//evil', '/\\evil', 'javascript:x', 'ftp://x', 'faq', '#top'].some(isSafeHref)).toBe(false);
  });
});
