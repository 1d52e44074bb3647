import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * An operation of the apps with its fragments, read from the contract (files under libs/graphql/src/operations): a
 * production API accepts only the apps' own operations (the definitions' order does not matter to it).
 */
const contractOperation = (...files: string[]) =>
  files
    .map((file) => readFileSync(path.resolve(__dirname, '../../libs/graphql/src/operations', file), 'utf8'))
    .join('\n');

const OPERATIONS_DIR = path.resolve(__dirname, '../../libs/graphql/src/operations');

/** Every fragment of the contract by name, from its file. */
function contractFragments(): Map<string, string> {
  const fragments = new Map<string, string>();
  for (const entry of readdirSync(OPERATIONS_DIR, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.graphql')) continue;
    const text = readFileSync(path.join(OPERATIONS_DIR, entry), 'utf8');
    for (const [, name] of text.matchAll(/^fragment (\w+) on /gm)) fragments.set(name, text);
  }
  return fragments;
}

/**
 * An operation with the fragments it spreads, however deep, found by name: a journey keeps working while the
 * apps move fields between fragments.
 */
export const contractOperationWithFragments = (file: string) => {
  const fragments = contractFragments();
  const texts = [readFileSync(path.join(OPERATIONS_DIR, file), 'utf8')];
  const seen = new Set<string>();
  for (let index = 0; index < texts.length; index += 1)
    for (const [, name] of texts[index].matchAll(/\.\.\.(\w+)/g)) {
      const fragment = fragments.get(name);
      if (fragment && !seen.has(name)) {
        seen.add(name);
        texts.push(fragment);
      }
    }
  return texts.join('\n');
};

const SAVE_PROJECT = contractOperation('projects/SaveProject.graphql', 'projects/ProjectFields.graphql');

const SAVE_SITE = contractOperation(
  'site/SaveSiteSettings.graphql',
  'site/SiteSettingsFields.graphql',
  'site/SiteContactsFields.graphql',
  'site/SiteAddressFields.graphql',
);

const CONNECT_PROJECT_BOT = contractOperation(
  'project-bot/ConnectProjectBot.graphql',
  'project-bot/ProjectBotFields.graphql',
);

const CUSTOMER_LIST = contractOperation(
  'customers/GetCustomerList.graphql',
  'customers/CustomerFields.graphql',
);

const UPDATE_CUSTOMER = contractOperation(
  'customers/UpdateCustomer.graphql',
  'customers/CustomerFields.graphql',
);

const CREATE_SERVICE_CATEGORY = contractOperationWithFragments('services/CreateServiceCategory.graphql');
const CREATE_SERVICE = contractOperationWithFragments('services/CreateService.graphql');
const UPDATE_SERVICE = contractOperationWithFragments('services/UpdateService.graphql');
const APPLICATION_LIST = contractOperationWithFragments('applications/GetApplicationList.graphql');
const SET_APPLICATION_STATUS = contractOperationWithFragments('applications/SetApplicationStatus.graphql');

/** A service as the owner saved it: its id and its application form's version. */
export interface E2EService {
  id: string;
  form: { version: number };
}

/** An application as the owner's inbox lists it (ApplicationFields). */
export interface E2EApplication {
  id: string;
  number: number;
  status: string;
  name: string;
  phone: string;
  service_name: string;
}

/** A customer of a project as the owner's customer base lists it (CustomerFields). */
export interface E2ECustomer {
  id: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  language: string;
  discount_percent: number;
  tags: string[];
}

/** POSTs JSON to a suite's own API over loopback and answers its `data`; an error answer throws with the body. */
export function apiPoster(apiPort: number) {
  const base = `http://127.0.0.1:${apiPort}`;
  return async function post<T>(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { data?: T; errors?: unknown; error?: unknown };
    if (!response.ok || json.errors || json.error) throw new Error(`${path} failed: ${JSON.stringify(json)}`);
    return json.data as T;
  };
}

/** Talks to a suite's own API over loopback, to set up owners and projects a journey starts from. */
export function apiClient(apiPort: number) {
  const post = apiPoster(apiPort);

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
    /** Connects the project's own Telegram bot (its token must be one the suite's Bot API stand-in knows). */
    async connectProjectBot(accessToken: string, projectId: string, token: string) {
      return post<{ connect_project_bot: { username: string } }>(
        '/graphql',
        {
          operationName: 'ConnectProjectBot',
          query: CONNECT_PROJECT_BOT,
          variables: { project_id: projectId, token },
        },
        { authorization: `Bearer ${accessToken}` },
      );
    },
    /** The project's customers matching `search` (name, phone, e-mail or Telegram username), newest first. */
    async customers(accessToken: string, projectId: string, search?: string): Promise<E2ECustomer[]> {
      const data = await post<{ customer_list: { list: E2ECustomer[] } }>(
        '/graphql',
        {
          operationName: 'GetCustomerList',
          query: CUSTOMER_LIST,
          variables: { project_id: projectId, search },
        },
        { authorization: `Bearer ${accessToken}` },
      );
      return data.customer_list.list;
    },
    /** Adds a service category as the owner does in the CRM's Services area. */
    async createServiceCategory(accessToken: string, projectId: string, name: string) {
      const data = await post<{ create_service_category: { id: string } }>(
        '/graphql',
        {
          operationName: 'CreateServiceCategory',
          query: CREATE_SERVICE_CATEGORY,
          variables: { project_id: projectId, input: { name } },
        },
        { authorization: `Bearer ${accessToken}` },
      );
      return data.create_service_category;
    },
    /** Adds a service (ServiceInput: name, price, duration, category, `takes_applications`, `form_fields`...). */
    async createService(
      accessToken: string,
      projectId: string,
      input: Record<string, unknown>,
    ): Promise<E2EService> {
      const data = await post<{ create_service: E2EService }>(
        '/graphql',
        {
          operationName: 'CreateService',
          query: CREATE_SERVICE,
          variables: { project_id: projectId, input },
        },
        { authorization: `Bearer ${accessToken}` },
      );
      return data.create_service;
    },
    /** Saves a service as the owner's editor does (the whole ServiceInput; a changed form raises its version). */
    async updateService(
      accessToken: string,
      projectId: string,
      id: string,
      input: Record<string, unknown>,
    ): Promise<E2EService> {
      const data = await post<{ update_service: E2EService }>(
        '/graphql',
        {
          operationName: 'UpdateService',
          query: UPDATE_SERVICE,
          variables: { project_id: projectId, id, input },
        },
        { authorization: `Bearer ${accessToken}` },
      );
      return data.update_service;
    },
    /** The project's applications, newest first, as the owner's inbox lists them. */
    async applications(accessToken: string, projectId: string): Promise<E2EApplication[]> {
      const data = await post<{ application_list: { list: E2EApplication[] } }>(
        '/graphql',
        {
          operationName: 'GetApplicationList',
          query: APPLICATION_LIST,
          variables: { project_id: projectId },
        },
        { authorization: `Bearer ${accessToken}` },
      );
      return data.application_list.list;
    },
    /** Moves an application as the owner does in the inbox (`rejected` takes a reason), which tells the client. */
    async setApplicationStatus(
      accessToken: string,
      projectId: string,
      id: string,
      status: string,
      reason?: string,
    ) {
      const data = await post<{ set_application_status: E2EApplication }>(
        '/graphql',
        {
          operationName: 'SetApplicationStatus',
          query: SET_APPLICATION_STATUS,
          variables: { project_id: projectId, id, status, reason },
        },
        { authorization: `Bearer ${accessToken}` },
      );
      return data.set_application_status;
    },
    /** Saves a customer as the owner does in the CRM's card (e.g. a personal discount, which notifies them). */
    async updateCustomer(accessToken: string, projectId: string, customer: E2ECustomer) {
      const { id, name, phone, email, language, discount_percent, tags } = customer;
      return post<{ update_customer: E2ECustomer }>(
        '/graphql',
        {
          operationName: 'UpdateCustomer',
          query: UPDATE_CUSTOMER,
          variables: {
            project_id: projectId,
            id,
            input: { name, phone, email, language, discount_percent, tags },
          },
        },
        { authorization: `Bearer ${accessToken}` },
      );
    },
  };
}
