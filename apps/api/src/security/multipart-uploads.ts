import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import { processRequest, Upload, type FileUpload } from 'graphql-upload-minimal';
import { localeFromHeader } from '../core/request-locale';
import type { DomainErrorCode } from '../core/domain-error';
import { translate, type ApiMessageId } from '../i18n/translate';

export interface UploadLimits {
  /** Bytes of one file; a longer one arrives cut short (the resolver reads the cut and refuses it). */
  maxFileSize: number;
  /** Files of one request. */
  maxFiles: number;
  /** Bytes of the `operations` and `map` parts. */
  maxFieldSize: number;
}

/** How long an answered request may take to finish arriving before its connection is closed instead. */
const DRAIN_MS = { refused: 1_000, answered: 10_000 };

const kMultipart = Symbol('multipart request');
const kRefused = Symbol('multipart request refused');

type MultipartRequest = FastifyRequest & { [kMultipart]?: boolean; [kRefused]?: boolean };

// RFC 2046: 1 to 70 characters, quoted or not.
const BOUNDARY = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;|$)/i;

/** Whether a multipart Content-Type names its boundary; without one the body cannot be read at all. */
export function hasBoundary(contentType: string | undefined): boolean {
  return !!contentType && BOUNDARY.test(contentType);
}

function refusal(
  request: FastifyRequest,
  status: 400 | 413,
  code: DomainErrorCode,
  id: ApiMessageId,
  values?: Record<string, number>,
) {
  (request as MultipartRequest)[kRefused] = true;
  return new mercurius.ErrorWithProps(
    translate(localeFromHeader(request.headers['x-language']), id, values),
    { code },
    status,
  );
}

/**
 * What the multipart parser or a file stream failed with, as the client's mistake: 413 for limits (the
 * parser's own errors carry that status), else 400 for a form that cannot be read (no boundary, cut short,
 * `operations` or `map` not JSON, parts out of order, a mapped file missing, a client gone).
 */
function toRefusal(request: FastifyRequest, error: unknown, limits: UploadLimits) {
  if (error instanceof mercurius.ErrorWithProps) return error;
  const status = (error as { status?: number }).status;
  const message = (error as Error | undefined)?.message ?? '';
  if (status === 413 && /max file uploads exceeded/.test(message))
    return refusal(request, 413, 'PAYLOAD_TOO_LARGE', 'api.error.too-many-files', { max: limits.maxFiles });
  if (status === 413) return refusal(request, 413, 'PAYLOAD_TOO_LARGE', 'api.error.payload-too-large');
  return refusal(request, 400, 'BAD_REQUEST', 'api.error.bad-request');
}

/**
 * A file whose stream fails with a refusal instead of the parser's raw error. A file cut at the size
 * limit keeps its 413, which the resolvers report as "file too large" on the field.
 */
function guardedFile(request: FastifyRequest, file: FileUpload, limits: UploadLimits): FileUpload {
  return {
    ...file,
    createReadStream() {
      const guard = (error: unknown) =>
        (error as { status?: number }).status === 413 ? error : toRefusal(request, error, limits);
      let source: Readable;
      try {
        // Throws when the file already failed before the resolver asked for it.
        source = file.createReadStream() as Readable;
      } catch (error) {
        throw guard(error);
      }
      const guarded = new PassThrough();
      source.on('error', (error) => guarded.destroy(guard(error) as Error));
      source.pipe(guarded);
      return guarded as unknown as ReturnType<FileUpload['createReadStream']>;
    },
  };
}

/** Every Upload the `map` placed in the operations, so their failures become refusals too. */
function guardUploads(
  request: FastifyRequest,
  value: unknown,
  limits: UploadLimits,
  seen = new Set<unknown>(),
): void {
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (value instanceof Upload) {
    const upload = value as Upload & { promise: Promise<FileUpload> };
    upload.promise = upload.promise.then(
      (file) => guardedFile(request, file, limits),
      (error: unknown) => {
        throw toRefusal(request, error, limits);
      },
    );
    // Like the original promise: a file no resolver asked for must not fail the process.
    upload.promise.catch(() => undefined);
    return;
  }
  for (const item of Object.values(value)) guardUploads(request, item, limits, seen);
}

/** Lets the rest of the body arrive (and be discarded) for a while, then gives up on the connection. */
async function drain(request: FastifyRequest, reply: FastifyReply, ms: number) {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  raw.resume();
  let timer: NodeJS.Timeout | undefined;
  const done = await Promise.race([
    finished(raw).then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]);
  clearTimeout(timer);
  if (!done) reply.header('connection', 'close');
}

/**
 * GraphQL multipart requests (the apps' uploads), in place of mercurius-upload: the same parser
 * (graphql-upload-minimal, whose Upload the schema's scalar reads), with every failure answered as a
 * 4xx with a code rather than an internal error, and no wait for a body nobody reads. mercurius-upload
 * waited in onSend for the request to end, so a body it had never started reading (no boundary) held the
 * request open forever.
 */
export function registerMultipartUploads(app: FastifyInstance, limits: UploadLimits) {
  app.addContentTypeParser('multipart/form-data', (request, _payload, done) => {
    (request as MultipartRequest)[kMultipart] = true;
    done(null);
  });

  app.addHook('preValidation', async (request, reply) => {
    if (!(request as MultipartRequest)[kMultipart]) return;
    if (!hasBoundary(request.headers['content-type']))
      throw refusal(request, 400, 'BAD_REQUEST', 'api.error.bad-request');
    try {
      request.body = await processRequest(request.raw, reply.raw, limits);
    } catch (error) {
      throw toRefusal(request, error, limits);
    }
    guardUploads(request, request.body, limits);
  });

  app.addHook('onSend', async (request, reply) => {
    const multipart = request as MultipartRequest;
    if (!multipart[kMultipart]) return;
    await drain(request, reply, multipart[kRefused] ? DRAIN_MS.refused : DRAIN_MS.answered);
  });
}
