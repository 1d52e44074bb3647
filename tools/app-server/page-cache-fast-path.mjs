/**
 * Express middleware answering from the app's public page cache (libs/app-shell/src/public-page-cache.ts):
 * `cache.lookup` decides with the same key and rules as the React Router middleware that fills it, and
 * returns null for anything it cannot judge without the session or the country (the request goes on).
 */
export function servePageCache(cache) {
  return function pageCacheFastPath(req, res, next) {
    if (req.method !== 'GET') return next();
    const page = cache.lookup({
      method: req.method,
      url: `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`,
      headers: { get: (name) => req.get(name) ?? null },
    });
    if (!page) return next();
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader('X-Cache', 'hit');
    res.status(200).end(page.body);
  };
}
