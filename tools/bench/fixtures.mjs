// The data the figures read: one owner with 20 projects, made through the API's real calls.
import fs from 'node:fs';
import path from 'node:path';
import { parse, print } from 'graphql';

const operations = path.resolve(import.meta.dirname, '../../libs/graphql/src/operations/projects');
const read = (name) => fs.readFileSync(path.join(operations, name), 'utf8');

/** The apps' documents, printed as the generated typed documents are (operation, then its fragment). */
export const GET_PROJECT_LIST = print(
  parse(`${read('GetProjectList.graphql')}\n${read('ProjectFields.graphql')}`),
);
export const SAVE_PROJECT = print(parse(`${read('SaveProject.graphql')}\n${read('ProjectFields.graphql')}`));

export const OWNER_PASSWORD = 'bench-harbour-47-violet';

async function postJson(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok || json.errors)
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json).slice(0, 500)}`);
  return json;
}

/** Registers an owner and gives them `projects` projects; returns the Bearer token. */
export async function seedOwner(apiUrl, projects) {
  const run = Date.now().toString(36);
  const registered = await postJson(`${apiUrl}/auth/register`, {
    email: `bench.${run}@bench.test`,
    password: OWNER_PASSWORD,
    terms_accepted: true,
  });
  const token = registered.data.access_token;
  for (let i = 0; i < projects; i++) {
    await postJson(
      `${apiUrl}/graphql`,
      {
        operationName: 'SaveProject',
        query: SAVE_PROJECT,
        variables: { name: `Bench project ${i}`, domain: `bench-${run}-${i}` },
      },
      { authorization: `Bearer ${token}` },
    );
  }
  const list = await postJson(
    `${apiUrl}/graphql`,
    { operationName: 'GetProjectList', query: GET_PROJECT_LIST, variables: { limit: 20 } },
    { authorization: `Bearer ${token}` },
  );
  if (list.data.project_list.list.length !== projects)
    throw new Error(`expected ${projects} projects, the list has ${list.data.project_list.list.length}`);
  return token;
}
