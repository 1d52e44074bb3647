import { createHash } from 'node:crypto';
import { inlineScriptHashes } from './script-hashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script, module and classic, once per distinct text', () => {
    const html = [
      '<html><head><script>window.__ctx = {"a":"ქართული"}</script></head><body>',
      '<script type="module" async="">import "/assets/entry.js";</script>',
      '<script>window.__ctx = {"a":"ქართული"}</script>',
      '<script id="apollo-state">window.__APOLLO_STATE__={}</script></body></html>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha256('window.__ctx = {"a":"ქართული"}'),
      sha256('import "/assets/entry.js";'),
      sha256('window.__APOLLO_STATE__={}'),
    ]);
  });

  it('leaves out scripts loaded from a file, which the policy allows by origin', () => {
    const html =
      '<script src="/assets/a.js"></script><script type="module" src="/assets/b.js"></script><p>no script</p>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('hashes an empty inline script too (the browser checks it like any other)', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual([sha256('')]);
  });
});
