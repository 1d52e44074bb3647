import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The apps' SaveProject operation with its fragment, read from the contract: a production API accepts
 * only the apps' own operations (the definitions' order does not matter to it).
 */
const SAVE_PROJECT = ['projects/SaveProject.graphql', 'projects/ProjectFields.graphql']
  .map((file) => readFileSync(path.resolve(__dirname, '../../libs/graphql/src/operations', file), 'utf8'))
  .join('\n');

/** SaveSiteSettings with its fragments, read from the contract like SaveProject. */
const SAVE_SITE = [
  'site/SaveSiteSettings.graphql',
  'site/SiteSettingsFields.graphql',
  'site/SiteContactsFields.graphql',
  'site/SiteAddressFields.graphql',
]
  .map((file) => readFileSync(path.resolve(__dirname, '../../libs/graphql/src/operations', file), 'utf8'))
  .join('\n');

/** Talks to a suite's own API over loopback, to set up owners and projects a journey starts from. */
export function apiClient(apiPort: number) {
  const base = `http://127.0.0.1:${apiPort}`;

  async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { data?: T; errors?: unknown; error?: unknown };
    if (!response.ok || json.errors || json.error) throw new Error(`${path} failed: ${JSON.stringify(json)}`);
    return json.data as T;
  }

  return {
    /** A new owner (password "violet-harbour-47") and their tokens. */
    async registerClient(email: string) {
      return post<{ access_token: string; refresh_token: string; expires_refresh_token: number }>(
        '/auth/register',
        {
          email,
          password: 'violet-harbour-47',
          terms_accepted: true,
        },
      );
    },
    async confirmEmail(token: string) {
      return post<{ ok: boolean }>('/auth/email/confirm', { token });
    },
    async createProject(accessToken: string, name: string, domain: string) {
      return post<{ save_project: { id: string; domain: string } }>(
        '/graphql',
        { operationName: 'SaveProject', query: SAVE_PROJECT, variables: { name, domain } },
        { authorization: `Bearer ${accessToken}` },
      );
    },
    /** Saves a project's site (SaveSiteSettings' input, e.g. published with texts in two languages). */
    async saveSite(accessToken: string, projectId: string, input: Record<string, unknown>) {
      return post<{ save_site_settings: { project_id: string } }>(
        '/graphql',
        { operationName: 'SaveSiteSettings', query: SAVE_SITE, variables: { project_id: projectId, input } },
        { authorization: `Bearer ${accessToken}` },
      );
    },
  };
}
