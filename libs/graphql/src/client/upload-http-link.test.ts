import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { processRequest, Upload } from 'graphql-upload-minimal';
import {
  GetRateListDocument,
  SaveProjectSettingsDocument,
  UpdateClientProfileDocument,
} from '../generated/operations';
import { createApolloClient } from './create-apollo-client';
import { findUploads } from './upload-http-link';

/** A file as the API's parser hands it to a resolver. */
interface ReceivedFile {
  filename: string;
  mimetype: string;
  text: string;
}

/** One request as the API reads it: a multipart form through graphql-upload-minimal (the API's parser), else JSON. */
interface Received {
  headers: IncomingHttpHeaders;
  operationName: string;
  variables: Record<string, unknown>;
  /** The files the map put into the variables, by variable path. */
  files: Record<string, ReceivedFile>;
}

async function readFile(upload: Upload): Promise<ReceivedFile> {
  const file = await upload.promise;
  let text = '';
  for await (const chunk of file.createReadStream()) text += String(chunk);
  return { filename: file.filename, mimetype: file.mimetype, text };
}

/** Replaces each Upload of the variables by null, noting its file under its path. */
async function takeFiles(
  value: unknown,
  path: string,
  files: Record<string, ReceivedFile>,
): Promise<unknown> {
  if (value instanceof Upload) {
    files[path] = await readFile(value);
    return null;
  }
  if (Array.isArray(value))
    return Promise.all(value.map((item, index) => takeFiles(item, `${path}.${index}`, files)));
  if (value && typeof value === 'object') {
    const entries = await Promise.all(
      Object.entries(value).map(async ([key, item]) => [
        key,
        await takeFiles(item, path ? `${path}.${key}` : key, files),
      ]),
    );
    return Object.fromEntries(entries);
  }
  return value;
}

let server: Server;
let url: string;
let received: Received[];
let answers: Array<{ status?: number; body: unknown }>;

beforeEach(async () => {
  received = [];
  answers = [];
  server = createServer(async (req, res) => {
    const isMultipart = req.headers['content-type']?.startsWith('multipart/form-data');
    let operation: { operationName: string; variables: Record<string, unknown> };
    const files: Record<string, ReceivedFile> = {};
    if (isMultipart) {
      operation = (await processRequest(req, res, { maxFiles: 11 })) as typeof operation;
      operation = {
        ...operation,
        variables: (await takeFiles(operation.variables, '', files)) as Record<string, unknown>,
      };
    } else {
      let body = '';
      for await (const chunk of req) body += String(chunk);
      operation = JSON.parse(body);
    }
    received.push({
      headers: req.headers,
      operationName: operation.operationName,
      variables: operation.variables,
      files,
    });
    const answer = answers[received.length - 1] ?? answers[answers.length - 1];
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const logger = { error: jest.fn() };
const client = () =>
  createApolloClient({
    uri: url,
    getLanguage: () => 'ka',
    getAccessToken: () => 'tok-7',
    logger,
    retry: { initialDelayMs: 1 },
  });
const png = (name: string, content = 'png-bytes') => new File([content], name, { type: 'image/png' });

const savedClient = {
  __typename: 'Client',
  id: 'c1',
  email: 'nino@mail.test',
  name: 'Nino',
  surname: null,
  phone: null,
  timezone: 'Asia/Tbilisi',
  avatar: { __typename: 'Image', hash: 'a1', name: 'me.png', size: 9, url: 'http://api.test/uploads/a1.png' },
  country: null,
  language: null,
};

const project = {
  __typename: 'Project',
  id: '42',
  name: 'Salon',
  domain: 'salon',
  description: null,
  locale: 'en',
  currency_id: null,
  direction_id: null,
  language_id: null,
  image_main: null,
  image_galleries: [],
  menu: [],
  created_at: '2026-11-01T10:00:00.000Z',
  content: { __typename: 'ProjectContent', count_all_notifications: 0 },
};

describe('createUploadHttpLink (in createApolloClient)', () => {
  it('sends an operation without files as JSON, with no preflight header', async () => {
    answers.push({ body: { data: { rate_list: [] } } });
    await client().query({ query: GetRateListDocument });

    expect(received[0].headers['content-type']).toBe('application/json');
    expect(received[0].headers['apollo-require-preflight']).toBeUndefined();
    expect(received[0].operationName).toBe('GetRateList');
  });

  it('sends files as a GraphQL multipart request that the API’s parser reads, with the chain’s headers', async () => {
    answers.push({ body: { data: { update_client_profile: savedClient } } });
    const { data } = await client().mutate({
      mutation: UpdateClientProfileDocument,
      variables: { name: 'Nino', avatar: png('me.png', 'avatar!') },
    });

    expect(data?.update_client_profile.avatar?.url).toBe('http://api.test/uploads/a1.png');
    const [request] = received;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers).toMatchObject({
      authorization: 'Bearer tok-7',
      'x-language': 'ka',
      'apollo-require-preflight': 'true',
    });
    expect(request.operationName).toBe('UpdateClientProfile');
    expect(request.variables).toEqual({ name: 'Nino', avatar: null });
    expect(request.files).toEqual({ avatar: { filename: 'me.png', mimetype: 'image/png', text: 'avatar!' } });
  });

  it('maps files in lists, each place its own part (the API reads a part once)', async () => {
    answers.push({ body: { data: { save_project: project, save_menu: [] } } });
    const front = png('front.png', 'front');
    const hall = png('hall.png', 'hall');
    await client().mutate({
      mutation: SaveProjectSettingsDocument,
      variables: {
        id: '42',
        name: 'Salon',
        menu: [],
        image_main: front,
        image_gallery_uploads: [hall, front],
      },
    });

    const [request] = received;
    expect(request.variables).toEqual({
      id: '42',
      name: 'Salon',
      menu: [],
      image_main: null,
      image_gallery_uploads: [null, null],
    });
    expect(request.files).toEqual({
      image_main: { filename: 'front.png', mimetype: 'image/png', text: 'front' },
      'image_gallery_uploads.0': { filename: 'hall.png', mimetype: 'image/png', text: 'hall' },
      'image_gallery_uploads.1': { filename: 'front.png', mimetype: 'image/png', text: 'front' },
    });
  });

  it('rejects with the API’s GraphQL errors, like any mutation', async () => {
    answers.push({
      body: {
        data: null,
        errors: [
          {
            message: 'Invalid file type',
            extensions: { code: 'BAD_USER_INPUT', fields: { avatar: 'Invalid file type' } },
          },
        ],
      },
    });
    const saving = client().mutate({
      mutation: UpdateClientProfileDocument,
      variables: { avatar: png('me.png') },
    });

    await expect(saving).rejects.toBeInstanceOf(CombinedGraphQLErrors);
    expect(received).toHaveLength(1);
  });

  it('sends the files again when a gateway answered 503 (the API never ran)', async () => {
    answers.push(
      { status: 503, body: { message: 'busy' } },
      { body: { data: { update_client_profile: savedClient } } },
    );
    await client().mutate({
      mutation: UpdateClientProfileDocument,
      variables: { avatar: png('me.png', 'again') },
    });

    expect(received).toHaveLength(2);
    expect(received.map((request) => request.files.avatar?.text)).toEqual(['again', 'again']);
  });
});

describe('findUploads', () => {
  it('finds files and blobs however deeply nested, with the place each takes', () => {
    const photo = png('a.png');
    const blob = new Blob(['x']);
    const found = findUploads({
      name: 'x',
      avatar: photo,
      input: { pictures: [null, blob, photo] },
      count: 2,
    });
    expect(found).toEqual([
      { path: 'avatar', file: photo },
      { path: 'input.pictures.1', file: blob },
      { path: 'input.pictures.2', file: photo },
    ]);
  });

  it('finds nothing in plain variables', () => {
    expect(findUploads({ name: 'x', list: [1, { a: 'b' }], none: null })).toEqual([]);
  });
});
