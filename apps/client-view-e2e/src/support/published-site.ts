import type { apiClient } from '@donut/e2e';

export interface PublishedSiteOptions {
  /** The start of the project's domain; a run's own suffix follows it. */
  prefix: string;
  /** The business's name, the one clients see. */
  name: string;
  language: 'ru' | 'en' | 'ka';
  headline: string;
  /** A site bot the suite's Bot API stand-in knows, connected to the project. */
  botToken?: string;
}

/** A new owner's project with its site published in one language (and its bot connected), as a journey starts. */
export async function publishedSite(api: ReturnType<typeof apiClient>, options: PublishedSiteOptions) {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const domain = `${options.prefix}-${run}`;
  const owner = await api.registerClient(`${domain}@mail.test`);
  const { save_project: project } = await api.createProject(owner.access_token, options.name, domain);
  await api.saveSite(owner.access_token, project.id, {
    is_published: true,
    languages: [options.language],
    default_language: options.language,
    texts: [{ language: options.language, headline: options.headline }],
    contacts: {},
    addresses: [],
  });
  if (options.botToken) await api.connectProjectBot(owner.access_token, project.id, options.botToken);
  return { domain, run, owner, project };
}
