/* Test helpers of services with applications: a published site, services with forms, sending applications. */
import fs from 'node:fs';
import path from 'node:path';
import { print } from 'graphql';
import { SaveSiteSettingsDocument } from '@donut/graphql';
import { multipartGraphql, type MultipartFile } from '../../testing/multipart';
import type { ProjectBotTestApp } from '../project-bot/project-bot-testing';
import type { Owner } from '../customers/customers-testing';
import { Q as SERVICE_QUERIES, serviceInput } from '../services/services-testing';

const FORM = `form { version fields { id kind required label options option_labels translations { language label options } } }`;
const APPLICATION = `id number service_id service_name status rejection_reason name phone channel language
  customer { id name phone email language }
  answers { field_id kind label value address { text latitude longitude } }
  files { id name content_type size url }
  history { id kind status text author_name created_at }
  created_at updated_at`;

/** The operations as the apps send them, with every field the tests read. */
export const A = {
  catalogue: `query($domain: String!, $language: String, $category_id: ID, $search: String, $limit: Int, $offset: Int) {
    public_service_catalogue(domain: $domain, language: $language, category_id: $category_id, search: $search, limit: $limit, offset: $offset) {
      currency_code currency_minor_digits categories { id name }
      services { list { id name description category_id price_minor takes_applications ${FORM} } meta { count total has_next_page } }
    } }`,
  service: `query($domain: String!, $language: String, $id: ID!) {
    public_service(domain: $domain, language: $language, id: $id) { id name description ${FORM} } }`,
  submit: `mutation($domain: String!, $service_id: ID!, $form_version: Int!, $input: ApplicationInput!, $files: [Upload!], $idempotency_key: String!) {
    submit_application(domain: $domain, service_id: $service_id, form_version: $form_version, input: $input, files: $files, idempotency_key: $idempotency_key) {
      id number status in_cabinet } }`,
  list: `query($project_id: ID!, $search: String, $filter: ApplicationFilter, $sort: ApplicationSort, $limit: Int, $offset: Int) {
    application_list(project_id: $project_id, search: $search, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
      list { ${APPLICATION} } meta { count total has_next_page } } }`,
  one: `query($project_id: ID!, $id: ID!) { application(project_id: $project_id, id: $id) { ${APPLICATION} } }`,
  counts: `query($project_id: ID!) { application_counts(project_id: $project_id) { new in_progress done rejected } }`,
  status: `mutation($project_id: ID!, $id: ID!, $status: ApplicationStatus!, $reason: String) {
    set_application_status(project_id: $project_id, id: $id, status: $status, reason: $reason) { ${APPLICATION} } }`,
  note: `mutation($project_id: ID!, $id: ID!, $text: String!) {
    add_application_note(project_id: $project_id, id: $id, text: $text) { ${APPLICATION} } }`,
  mine: `query($limit: Int, $offset: Int) { customer_application_list(limit: $limit, offset: $offset) {
    list { id number service_id service_name status rejection_reason answers { field_id kind label value } files { id name url } }
    meta { count total has_next_page } } }`,
  myOne: `query($id: ID!) { customer_application(id: $id) { id number status files { id name url } } }`,
  saveSite: print(SaveSiteSettingsDocument),
};

/** A form with every kind of field: a required custom question, a choice, a yes/no, a files field and more. */
export const FULL_FORM = [
  { id: 'email', kind: 'email', required: false },
  { id: 'desired_date', kind: 'desired_date', required: false },
  { id: 'people', kind: 'people', required: false },
  { id: 'address', kind: 'address', required: false },
  { id: 'files', kind: 'files', required: false },
  {
    id: 'q_issue',
    kind: 'text',
    required: true,
    label: 'What is the issue?',
    translations: [{ language: 'ka', label: 'რა პრობლემაა?' }],
  },
  {
    id: 'q_size',
    kind: 'choice',
    required: false,
    label: 'Size',
    options: ['Small', 'Large'],
    translations: [{ language: 'ka', label: 'ზომა', options: ['პატარა', 'დიდი'] }],
  },
  { id: 'q_urgent', kind: 'yes_no', required: false, label: 'Urgent?' },
];

/** Distinct addresses, so per-IP limits only count where a test means them to. */
let nextIp = 1;
export const freshIp = () => `10.16.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

let nextKey = 1;
export const freshKey = () => `key-${Date.now().toString(36)}-${nextKey++}`;

/** A PDF as browsers send one: the magic bytes are what the API checks. */
export const pdfFile = (name = 'brief.pdf', size = 2048): MultipartFile => ({
  name,
  content: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size, 32)]),
});
/** A Windows program, whatever its name says. */
export const exeFile = (name = 'invoice.pdf'): MultipartFile => ({
  name,
  content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1022, 0x90)]),
});

export interface SubmitOptions {
  domain: string;
  serviceId: string;
  formVersion: number;
  input: Record<string, unknown>;
  files?: MultipartFile[];
  key?: string;
  /** A customer's access token; none for a visitor. */
  token?: string | null;
  ip?: string;
  language?: string;
}

export function applicationHelpers(t: ProjectBotTestApp) {
  /** A GraphQL request from a chosen address, as a visitor or with a token. */
  async function graphqlAs(
    query: string,
    variables: Record<string, unknown>,
    options: { token?: string | null; ip?: string; language?: string } = {},
  ) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'x-language': options.language ?? 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      payload: { query, variables },
      remoteAddress: options.ip ?? freshIp(),
    });
    return response.json();
  }

  async function ok<T = ReturnType<typeof JSON.parse>>(
    owner: Owner,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    const result = await t.graphql(query, { project_id: owner.projectId, ...variables }, 'en', owner.token);
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return Object.values(result.data)[0] as T;
  }

  return {
    graphqlAs,
    ok,
    /** Publishes the owner's site in the given languages (the first is the default). */
    async publish(owner: Owner, languages = ['en', 'ka']) {
      await ok(owner, A.saveSite, {
        input: {
          is_published: true,
          languages,
          default_language: languages[0],
          texts: [],
          contacts: { phones: [] },
          addresses: [],
        },
      });
    },
    /** A service with the given form fields (and ServiceInput fields), as the CRM saves it. */
    async serviceWithForm(owner: Owner, formFields: unknown[], fields: Record<string, unknown> = {}) {
      return ok<{ id: string; form: { version: number } }>(owner, SERVICE_QUERIES.create, {
        input: serviceInput({ name: 'Repair', form_fields: formFields, ...fields }),
      });
    },
    /** SubmitApplication as the client view sends it (multipart when there are files). */
    async submit(options: SubmitOptions) {
      const variables = {
        domain: options.domain,
        service_id: options.serviceId,
        form_version: options.formVersion,
        input: options.input,
        idempotency_key: options.key ?? freshKey(),
      };
      const ip = options.ip ?? freshIp();
      if (!options.files?.length)
        return graphqlAs(A.submit, variables, { token: options.token, ip, language: options.language });
      return multipartGraphql(
        t,
        options.token ?? null,
        { query: A.submit, variables: { ...variables, files: options.files.map(() => null) } },
        options.files.map((file, index) => [`variables.files.${index}`, file]),
        options.language,
        ip,
      );
    },
    /** The files stored privately for a project's applications (none when the folder does not exist). */
    storedFiles(projectId: string): string[] {
      const folder = path.join(t.dataDir, 'private', 'applications', projectId);
      return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
    },
  };
}
