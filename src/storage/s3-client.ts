/**
 * A small S3 client over undici: the object and multipart-upload calls an export needs, signed with SigV4
 * (`sigv4.ts`), retried on 5xx, 429 and broken connections with the client's retry policy. Credentials stay
 * in this module's closure; errors name the bucket, the object and the store's code, never a key.
 */
import type { Dispatcher } from 'undici';
import { StorageError } from '../errors/errors.js';
import { sleep } from '../http/sleep.js';
import { undiciParts } from '../http/undici-parts.js';
import { withRetries } from '../retry/retry-loop.js';
import { DEFAULT_BACKOFF } from '../retry/retry-policy.js';
import { fileChunks } from './file-chunks.js';
import { resolveS3Settings, type S3Options } from './s3-settings.js';
import { canonicalQuery, encodeKey, signRequest } from './sigv4.js';
import { xmlField, xmlFields, xmlItems } from './xml-fields.js';

/** A part of a multipart upload as the store knows it. */
export interface UploadedPart {
  partNumber: number;
  etag: string;
  size: number;
}

/** An object under a prefix. */
export interface StoredObject {
  key: string;
  size: number;
}

/** A multipart upload that was started and neither completed nor aborted. */
export interface OpenUpload {
  key: string;
  uploadId: string;
  initiated: string;
}

export interface S3Client {
  /** `protocol://host[:port]` of the store (never a credential). */
  readonly origin: string;
  putObject(bucket: string, key: string, body: Buffer | string, contentType?: string): Promise<void>;
  /**
   * `PUT` of a file's `size` bytes in one request, streamed from disk (each attempt reads the file afresh,
   * so a retry sends it whole again).
   */
  putFile(bucket: string, key: string, file: FileBody, contentType?: string): Promise<void>;
  /** The object's bytes, or `undefined` when it does not exist. */
  getObject(bucket: string, key: string): Promise<Buffer | undefined>;
  deleteObject(bucket: string, key: string): Promise<void>;
  listObjects(bucket: string, prefix: string): Promise<StoredObject[]>;
  /** Fails with `NoSuchBucket` when the bucket does not exist. */
  checkBucket(bucket: string): Promise<void>;
  /** Creates a bucket (tests and tooling; an export never creates one). */
  createBucket(bucket: string): Promise<void>;
  createMultipartUpload(bucket: string, key: string, contentType?: string): Promise<string>;
  /** Uploads one part (1–10000); a retry of the same number replaces it. Returns its ETag. */
  uploadPart(
    bucket: string,
    key: string,
    uploadId: string,
    partNumber: number,
    body: Buffer,
  ): Promise<string>;
  completeMultipartUpload(
    bucket: string,
    key: string,
    uploadId: string,
    parts: readonly UploadedPart[],
  ): Promise<void>;
  abortMultipartUpload(bucket: string, key: string, uploadId: string): Promise<void>;
  listParts(bucket: string, key: string, uploadId: string): Promise<UploadedPart[]>;
  listMultipartUploads(bucket: string, prefix: string): Promise<OpenUpload[]>;
  close(): Promise<void>;
}

/** A file sent as a request body: its path and its length in bytes. */
export interface FileBody {
  path: string;
  size: number;
}

interface Call {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'HEAD';
  bucket: string;
  key?: string | undefined;
  query?: Record<string, string> | undefined;
  body?: Buffer | string | undefined;
  /** A file sent as the body instead, streamed. */
  file?: FileBody | undefined;
  contentType?: string | undefined;
  /** Statuses that are answers, not failures (404 for a missing object). */
  accept?: readonly number[] | undefined;
  /** A retry may repeat the call's effect (`CreateMultipartUpload` makes a second upload): only on 429/not sent. */
  unsafe?: boolean | undefined;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export function createS3Client(options: S3Options = {}, dispatcher?: Dispatcher): S3Client {
  const settings = resolveS3Settings(options);
  const { key: signingKey, origin } = settings;
  const agent = dispatcher ?? new undiciParts.Agent({ keepAliveTimeout: 10_000 });
  const secrets = [signingKey.secretAccessKey, signingKey.accessKeyId, signingKey.sessionToken].filter(
    (s): s is string => typeof s === 'string' && s.length >= 4,
  );
  const redact = (text: string): string => secrets.reduce((t, s) => t.split(s).join('[REDACTED]'), text);
  // What every call is sent with; it stays in this closure, as the key in it does.
  const connection: Connection = { settings, originHost: new URL(origin).host, agent, redact };
  const failure = (call: Call, status: number, body: Buffer) =>
    storageFailure(connection, call, status, body);
  let closed = false;

  // The client's own retry loop and policy: every call but a creating POST may run twice (`retryUnsafe`).
  const retryLoop = {
    backoff: DEFAULT_BACKOFF,
    maxRetries: settings.maxRetries,
    now: Date.now,
    wait: (ms: number) => sleep(ms),
  };
  function send(call: Call): Promise<Answer> {
    const retried = { method: call.method, path: where(call), retryUnsafe: !call.unsafe };
    return withRetries(retried, undefined, () => sendOnce(connection, call), retryLoop);
  }

  return {
    origin,
    async putObject(bucket, key, body, contentType = 'application/octet-stream') {
      await send({ method: 'PUT', bucket, key, body, contentType });
    },
    async putFile(bucket, key, file, contentType = 'application/octet-stream') {
      await send({ method: 'PUT', bucket, key, file, contentType });
    },
    async getObject(bucket, key) {
      const res = await send({ method: 'GET', bucket, key, accept: [404] });
      if (res.status === 404) {
        const code = xmlField(res.body.toString('utf8'), 'Code');
        if (code && code !== 'NoSuchKey') throw failure({ method: 'GET', bucket, key }, 404, res.body);
        return undefined;
      }
      return res.body;
    },
    async deleteObject(bucket, key) {
      await send({ method: 'DELETE', bucket, key });
    },
    listObjects: (bucket, prefix) => listObjects(send, bucket, prefix),
    async checkBucket(bucket) {
      await send({ method: 'GET', bucket, query: { 'list-type': '2', 'max-keys': '0' } });
    },
    async createBucket(bucket) {
      await send({ method: 'PUT', bucket });
    },
    async createMultipartUpload(bucket, key, contentType = 'application/octet-stream') {
      const res = await send({
        method: 'POST',
        bucket,
        key,
        query: { uploads: '' },
        contentType,
        unsafe: true,
      });
      const uploadId = xmlField(res.body.toString('utf8'), 'UploadId');
      if (!uploadId) throw failure({ method: 'POST', bucket, key }, res.status, res.body);
      return uploadId;
    },
    async uploadPart(bucket, key, uploadId, partNumber, body) {
      const res = await send({
        method: 'PUT',
        bucket,
        key,
        query: { partNumber: String(partNumber), uploadId },
        body,
      });
      const etag = res.headers.etag;
      if (typeof etag !== 'string') throw failure({ method: 'PUT', bucket, key }, res.status, res.body);
      return etag;
    },
    completeMultipartUpload: (bucket, key, uploadId, parts) =>
      completeMultipartUpload(send, failure, { bucket, key, uploadId, parts }),
    async abortMultipartUpload(bucket, key, uploadId) {
      await send({ method: 'DELETE', bucket, key, query: { uploadId }, accept: [404] });
    },
    listParts: (bucket, key, uploadId) => listParts(send, bucket, key, uploadId),
    listMultipartUploads: (bucket, prefix) => listMultipartUploads(send, bucket, prefix),
    async close() {
      if (dispatcher === undefined && !closed) {
        closed = true;
        await agent.close();
      }
    },
  };
}

/** What a client's calls are sent with (the signing key among them: never outside the client). */
interface Connection {
  settings: ReturnType<typeof resolveS3Settings>;
  originHost: string;
  agent: Dispatcher;
  redact: (text: string) => string;
}

/** Sends a call with the client's retries. */
type Send = (call: Call) => Promise<Answer>;

function where(call: Call): string {
  return `s3://${call.bucket}/${call.key ?? ''}`;
}

/** One attempt of a call: signed, sent, and its answer read (a failure status is a `StorageError`). */
async function sendOnce(connection: Connection, call: Call): Promise<Answer> {
  const { settings, originHost, agent, redact } = connection;
  const { key: signingKey, origin } = settings;
  const host = settings.pathStyle ? originHost : `${call.bucket}.${originHost}`;
  const path = `${settings.pathStyle ? `/${call.bucket}` : ''}/${call.key === undefined ? '' : encodeKey(call.key)}`;
  const query = call.query ?? {};
  const headers: Record<string, string> = { host };
  if (call.contentType) headers['content-type'] = call.contentType;
  if (call.body !== undefined) headers['content-length'] = String(Buffer.byteLength(call.body));
  if (call.file !== undefined) headers['content-length'] = String(call.file.size);
  signRequest({ method: call.method, path, query, headers }, signingKey);
  const qs = canonicalQuery(query);
  const base = settings.pathStyle ? origin : `${new URL(origin).protocol}//${host}`;
  let res: Dispatcher.ResponseData;
  try {
    res = await undiciParts.request.call(agent, {
      origin: base,
      path: qs ? `${path}?${qs}` : path,
      method: call.method,
      headers,
      // undici takes an async iterable as a body (its API documentation lists it; its types do not yet).
      body: call.file
        ? (fileChunks(call.file.path, call.file.size) as unknown as NonNullable<
            Dispatcher.DispatchOptions['body']
          >)
        : (call.body ?? null),
    });
  } catch (cause) {
    const code = (cause as { code?: unknown })?.code;
    const text = typeof code === 'string' ? code : cause instanceof Error ? cause.message : String(cause);
    throw new StorageError(
      `${call.method} ${where(call)} failed: connection error (${redact(text)}); check the endpoint ${origin}.`,
      {
        bucket: call.bucket,
        key: call.key,
        method: call.method,
        code: typeof code === 'string' ? code : 'CONNECTION_ERROR',
        requestSent: !(
          typeof code === 'string' && /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|CONNECT_TIMEOUT/.test(code)
        ),
        cause,
      },
    );
  }
  const body = Buffer.from(await res.body.arrayBuffer());
  if ((res.statusCode >= 200 && res.statusCode < 300) || call.accept?.includes(res.statusCode)) {
    return { status: res.statusCode, headers: res.headers, body };
  }
  throw storageFailure(connection, call, res.statusCode, body);
}

/** The error of a call the store refused, with what to do about it and no secret in it. */
function storageFailure(connection: Connection, call: Call, status: number, body: Buffer): StorageError {
  const { redact } = connection;
  const text = body.toString('utf8');
  const code = xmlField(text, 'Code') ?? (status === 404 ? 'NotFound' : `HTTP ${status}`);
  const message = xmlField(text, 'Message');
  const hint = HINTS[code] ?? (status >= 500 ? 'the store failed; retry later.' : "see the store's code.");
  return new StorageError(
    `${call.method} ${where(call)} failed with ${status} ${code}${message ? ` (${redact(message)})` : ''}: ${hint}`,
    {
      bucket: call.bucket,
      key: call.key,
      method: call.method,
      status,
      code,
      ...(message ? { serverMessage: redact(message) } : {}),
      body: redact(text.slice(0, 500)),
    },
  );
}

/** Every object under `prefix`, one listing page after another. */
async function listObjects(send: Send, bucket: string, prefix: string): Promise<StoredObject[]> {
  const out: StoredObject[] = [];
  let token: string | undefined;
  do {
    const query: Record<string, string> = { 'list-type': '2', prefix };
    if (token) query['continuation-token'] = token;
    const text = (await send({ method: 'GET', bucket, query })).body.toString('utf8');
    for (const item of xmlItems(text, 'Contents')) {
      const { Key, Size } = xmlFields(item, ['Key', 'Size']);
      if (Key !== undefined) out.push({ key: Key, size: Number(Size ?? 0) });
    }
    token = xmlField(text, 'IsTruncated') === 'true' ? xmlField(text, 'NextContinuationToken') : undefined;
  } while (token);
  return out;
}

/** The parts an upload holds, one listing page after another. */
async function listParts(send: Send, bucket: string, key: string, uploadId: string): Promise<UploadedPart[]> {
  const out: UploadedPart[] = [];
  let marker: string | undefined;
  do {
    const query: Record<string, string> = { uploadId };
    if (marker) query['part-number-marker'] = marker;
    const text = (await send({ method: 'GET', bucket, key, query })).body.toString('utf8');
    for (const item of xmlItems(text, 'Part')) {
      const { PartNumber, ETag, Size } = xmlFields(item, ['PartNumber', 'ETag', 'Size']);
      if (PartNumber && ETag)
        out.push({ partNumber: Number(PartNumber), etag: ETag, size: Number(Size ?? 0) });
    }
    marker = xmlField(text, 'IsTruncated') === 'true' ? xmlField(text, 'NextPartNumberMarker') : undefined;
  } while (marker);
  return out;
}

/** The uploads open under `prefix`, one listing page after another. */
async function listMultipartUploads(send: Send, bucket: string, prefix: string): Promise<OpenUpload[]> {
  const out: OpenUpload[] = [];
  let keyMarker: string | undefined;
  let idMarker: string | undefined;
  do {
    const query: Record<string, string> = { uploads: '', prefix };
    if (keyMarker) query['key-marker'] = keyMarker;
    if (idMarker) query['upload-id-marker'] = idMarker;
    const text = (await send({ method: 'GET', bucket, query })).body.toString('utf8');
    for (const item of xmlItems(text, 'Upload')) {
      const { Key, UploadId, Initiated } = xmlFields(item, ['Key', 'UploadId', 'Initiated']);
      if (Key && UploadId) out.push({ key: Key, uploadId: UploadId, initiated: Initiated ?? '' });
    }
    const more = xmlField(text, 'IsTruncated') === 'true';
    keyMarker = more ? xmlField(text, 'NextKeyMarker') : undefined;
    idMarker = more ? xmlField(text, 'NextUploadIdMarker') : undefined;
  } while (keyMarker);
  return out;
}

/** What to do about the store's most common refusals. */
const HINTS: Record<string, string> = {
  NoSuchBucket: 'the bucket does not exist; create it or fix the name.',
  AccessDenied: "the credentials may not do this; check the key's policy.",
  InvalidAccessKeyId: 'the access key is unknown to the store; check AWS_ACCESS_KEY_ID.',
  SignatureDoesNotMatch: 'the secret key does not match the access key; check AWS_SECRET_ACCESS_KEY.',
  ExpiredToken: 'the session token expired; get new credentials.',
  NoSuchUpload: 'the multipart upload no longer exists (completed or aborted).',
  EntityTooSmall: 'a part other than the last is under 5 MiB.',
};

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Completes an upload from its parts, in part order. */
async function completeMultipartUpload(
  send: Send,
  failure: (call: Call, status: number, body: Buffer) => StorageError,
  upload: { bucket: string; key: string; uploadId: string; parts: readonly UploadedPart[] },
): Promise<void> {
  const { bucket, key, uploadId, parts } = upload;
  const xml = `<CompleteMultipartUpload>${[...parts]
    .sort((a, b) => a.partNumber - b.partNumber)
    .map((p) => `<Part><PartNumber>${p.partNumber}</PartNumber><ETag>${escapeXml(p.etag)}</ETag></Part>`)
    .join('')}</CompleteMultipartUpload>`;
  const res = await send({
    method: 'POST',
    bucket,
    key,
    query: { uploadId },
    body: xml,
    contentType: 'application/xml',
  });
  // S3 may answer 200 with an error document once it has started the response.
  const code = xmlField(res.body.toString('utf8'), 'Code');
  if (code) throw failure({ method: 'POST', bucket, key }, 500, res.body);
}
