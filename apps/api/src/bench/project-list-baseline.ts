import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../db/database';

/*
 * `npm run bench` only (BENCH_BASELINE=true): GetProjectList without the framework of the shared path.
 * The same statements as Drizzle sends for the bench's GetProjectList (first page, no filter, newest
 * first; project-list-baseline.test.ts compares them, and the answers, on both engines), sent unprepared
 * through the raw driver, and the same JSON built by hand. What stays is the work any implementation has
 * to do: read the request, check the token's signature and its session, read the page and its counts,
 * write the answer.
 */

/** The session check of every authenticated request (modules/auth/sessions.service.ts `isActive`). */
export const SESSION_SQL =
  'select "id" from "auth_sessions" where ("auth_sessions"."id" = $1 and "auth_sessions"."client_id" = $2 and "auth_sessions"."revoked_at" is null) limit $3';

/** The page with its total as a window count (modules/projects/projects.service.ts `listProjects`, newest first). */
export const PAGE_SQL =
  'select "id", "client_id", "name", "domain", "description", "currency_id", "direction_id", "language_id", "locale", "timezone", "image_main", "image_galleries", "menu", "created_at", "updated_at", count(*) over () from "projects" where "projects"."client_id" = $1 order by "projects"."created_at" desc, "projects"."id" asc limit $2 offset $3';

/** One grouped count for the page, its ids as one array value (modules/notifications/notifications.service.ts `countByProject`). */
export const COUNTS_SQL =
  'select "project_id", count(*) from "notifications" where "notifications"."project_id" = any($1) group by "notifications"."project_id"';

interface Claims {
  clientId: string;
  sessionId: string;
}

/** HS256 with node:crypto: the signature, the header and the claims the API requires (access-token.ts). */
function verifyToken(authorization: string | undefined, key: Buffer): Claims | null {
  const token = /^Bearer ([\w.-]{20,2048})$/.exec(authorization ?? '')?.[1];
  const [header, payload, signature, extra] = token?.split('.') ?? [];
  if (!header || !payload || !signature || extra !== undefined) return null;
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    const fresh = typeof claims.exp === 'number' && claims.exp > Date.now() / 1000;
    if (
      head.alg !== 'HS256' ||
      head.typ !== 'at+jwt' ||
      claims.iss !== 'donut' ||
      !audience.includes('crm') ||
      !fresh
    )
      return null;
    return typeof claims.sub === 'string' && typeof claims.sid === 'string'
      ? { clientId: claims.sub, sessionId: claims.sid }
      : null;
  } catch {
    return null;
  }
}

interface StoredImage {
  key: string;
  hash: string;
  name: string;
  size: number;
}

export interface ProjectListBaselineOptions {
  sql: SqlExecutor;
  secret: string;
  uploadUrl: (key: string) => string;
}

/** POST /bench/project-list: takes GetProjectList's request and answers GetProjectList's JSON. */
export function registerProjectListBaseline(
  app: FastifyInstance,
  { sql, secret, uploadUrl }: ProjectListBaselineOptions,
) {
  const key = Buffer.from(secret);
  const image = (stored: StoredImage | null) =>
    stored ? { hash: stored.hash, name: stored.name, size: stored.size, url: uploadUrl(stored.key) } : null;
  const unauthenticated = {
    data: { project_list: null },
    errors: [{ message: 'unauthenticated', path: ['project_list'], extensions: { code: 'UNAUTHENTICATED' } }],
  };

  app.post('/bench/project-list', async (request) => {
    const claims = verifyToken(request.headers.authorization, key);
    if (!claims) return unauthenticated;
    const session = await sql.executeSql(SESSION_SQL, [claims.sessionId, claims.clientId, 1]);
    if (!session.rows.length) return unauthenticated;
    const limit = Number(
      (request.body as { variables?: { limit?: unknown } } | null)?.variables?.limit ?? 20,
    );
    const page = await sql.executeSql(PAGE_SQL, [claims.clientId, limit, 0]);
    const ids: string[] = page.rows.map((row) => row.id);
    const counts = new Map<string, number>();
    if (ids.length)
      for (const row of (await sql.executeSql(COUNTS_SQL, [ids])).rows)
        counts.set(row.project_id, Number(row.count));
    const total = page.rows.length ? Number(page.rows[0].count) : 0;
    const list = page.rows.map((row) => ({
      id: row.id,
      name: row.name,
      domain: row.domain,
      description: row.description,
      locale: row.locale,
      currency_id: row.currency_id === null ? null : String(row.currency_id),
      direction_id: row.direction_id === null ? null : String(row.direction_id),
      language_id: row.language_id === null ? null : String(row.language_id),
      timezone: row.timezone,
      image_main: image(row.image_main),
      image_galleries: (row.image_galleries as StoredImage[]).map(image).filter((item) => item !== null),
      menu: (row.menu as Array<{ key: string; is_visible: boolean }>).map((item) => ({
        key: item.key,
        is_visible: item.is_visible,
      })),
      created_at: new Date(row.created_at).toISOString(),
      content: { count_all_notifications: counts.get(row.id) ?? 0 },
    }));
    return {
      data: {
        project_list: { list, meta: { count: list.length, has_next_page: list.length < total, total } },
      },
    };
  });
}
