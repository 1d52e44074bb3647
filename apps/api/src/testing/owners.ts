/* Test helpers of owners: a new owner with a project, as the CRM's tests start from. */
import type { TestApp } from './test-app';
import { registerClient } from './clients';

let counter = 0;

export interface TestProject {
  ownerToken: string;
  ownerId: string;
  projectId: string;
  domain: string;
}

/** A new owner with one project, in the owner's language. */
export async function ownerWithProject(t: TestApp, locale = 'en'): Promise<TestProject> {
  const { tokens } = await registerClient(t, locale);
  const domain = `ev-${Date.now().toString(36)}-${counter++}`;
  const created = await t.graphql(
    'mutation($name: String!, $domain: String, $locale: String) { save_project(name: $name, domain: $domain, locale: $locale) { id } }',
    { name: `Studio ${domain}`, domain, locale },
    locale,
    tokens.access_token,
  );
  if (created.errors) throw new Error(JSON.stringify(created.errors));
  const me = await t.graphql('{ client { id } }', {}, locale, tokens.access_token);
  return {
    ownerToken: tokens.access_token,
    ownerId: me.data.client.id,
    projectId: created.data.save_project.id,
    domain,
  };
}
