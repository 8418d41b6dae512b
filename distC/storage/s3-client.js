import { StorageError } from '../errors/errors.js';
import { sleep } from '../http/sleep.js';
import { undiciParts } from '../http/undici-parts.js';
import { withRetries } from '../retry/retry-loop.js';
import { DEFAULT_BACKOFF } from '../retry/retry-policy.js';
import { fileChunks } from './file-chunks.js';
import { resolveS3Settings } from './s3-settings.js';
import { canonicalQuery, encodeKey, signRequest } from './sigv4.js';
import { xmlField, xmlFields, xmlItems } from './xml-fields.js';
export function createS3Client(options = {}, dispatcher) {
    const settings = resolveS3Settings(options);
    const { key: signingKey, origin } = settings;
    const agent = dispatcher ?? new undiciParts.Agent({ keepAliveTimeout: 10_000 });
    const secrets = [signingKey.secretAccessKey, signingKey.accessKeyId, signingKey.sessionToken].filter((s) => typeof s === 'string' && s.length >= 4);
    const redact = (text) => secrets.reduce((t, s) => t.split(s).join('[REDACTED]'), text);
    // What every call is sent with; it stays in this closure, as the key in it does.
    const connection = { settings, originHost: new URL(origin).host, agent, redact };
    const failure = (call, status, body) => storageFailure(connection, call, status, body);
    let closed = false;
    // The client's own retry loop and policy: every call but a creating POST may run twice (`retryUnsafe`).
    const retryLoop = {
        backoff: DEFAULT_BACKOFF,
        maxRetries: settings.maxRetries,
        now: Date.now,
        wait: (ms) => sleep(ms),
    };
    function send(call) {
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
                if (code && code !== 'NoSuchKey')
                    throw failure({ method: 'GET', bucket, key }, 404, res.body);
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
            if (!uploadId)
                throw failure({ method: 'POST', bucket, key }, res.status, res.body);
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
            if (typeof etag !== 'string')
                throw failure({ method: 'PUT', bucket, key }, res.status, res.body);
            return etag;
        },
        completeMultipartUpload: (bucket, key, uploadId, parts) => completeMultipartUpload(send, failure, { bucket, key, uploadId, parts }),
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
function where(call) {
    return `s3://${call.bucket}/${call.key ?? ''}`;
}
/** One attempt of a call: signed, sent, and its answer read (a failure status is a `StorageError`). */
async function sendOnce(connection, call) {
    const { settings, originHost, agent, redact } = connection;
    const { key: signingKey, origin } = settings;
    const host = settings.pathStyle ? originHost : `${call.bucket}.${originHost}`;
    const path = `${settings.pathStyle ? `/${call.bucket}` : ''}/${call.key === undefined ? '' : encodeKey(call.key)}`;
    const query = call.query ?? {};
    const headers = { host };
    if (call.contentType)
        headers['content-type'] = call.contentType;
    if (call.body !== undefined)
        headers['content-length'] = String(Buffer.byteLength(call.body));
    if (call.file !== undefined)
        headers['content-length'] = String(call.file.size);
    signRequest({ method: call.method, path, query, headers }, signingKey);
    const qs = canonicalQuery(query);
    const base = settings.pathStyle ? origin : `${new URL(origin).protocol}//${host}`;
    let res;
    try {
        res = await undiciParts.request.call(agent, {
            origin: base,
            path: qs ? `${path}?${qs}` : path,
            method: call.method,
            headers,
            // undici takes an async iterable as a body (its API documentation lists it; its types do not yet).
            body: call.file
                ? fileChunks(call.file.path, call.file.size)
                : (call.body ?? null),
        });
    }
    catch (cause) {
        const code = cause?.code;
        const text = typeof code === 'string' ? code : cause instanceof Error ? cause.message : String(cause);
        throw new StorageError(`${call.method} ${where(call)} failed: connection error (${redact(text)}); check the endpoint ${origin}.`, {
            bucket: call.bucket,
            key: call.key,
            method: call.method,
            code: typeof code === 'string' ? code : 'CONNECTION_ERROR',
            requestSent: !(typeof code === 'string' && /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|CONNECT_TIMEOUT/.test(code)),
            cause,
        });
    }
    const body = Buffer.from(await res.body.arrayBuffer());
    if ((res.statusCode >= 200 && res.statusCode < 300) || call.accept?.includes(res.statusCode)) {
        return { status: res.statusCode, headers: res.headers, body };
    }
    throw storageFailure(connection, call, res.statusCode, body);
}
/** The error of a call the store refused, with what to do about it and no secret in it. */
function storageFailure(connection, call, status, body) {
    const { redact } = connection;
    const text = body.toString('utf8');
    const code = xmlField(text, 'Code') ?? (status === 404 ? 'NotFound' : `HTTP ${status}`);
    const message = xmlField(text, 'Message');
    const hint = HINTS[code] ?? (status >= 500 ? 'the store failed; retry later.' : "see the store's code.");
    return new StorageError(`${call.method} ${where(call)} failed with ${status} ${code}${message ? ` (${redact(message)})` : ''}: ${hint}`, {
        bucket: call.bucket,
        key: call.key,
        method: call.method,
        status,
        code,
        ...(message ? { serverMessage: redact(message) } : {}),
        body: redact(text.slice(0, 500)),
    });
}
/** Every object under `prefix`, one listing page after another. */
async function listObjects(send, bucket, prefix) {
    const out = [];
    let token;
    do {
        const query = { 'list-type': '2', prefix };
        if (token)
            query['continuation-token'] = token;
        const text = (await send({ method: 'GET', bucket, query })).body.toString('utf8');
        for (const item of xmlItems(text, 'Contents')) {
            const { Key, Size } = xmlFields(item, ['Key', 'Size']);
            if (Key !== undefined)
                out.push({ key: Key, size: Number(Size ?? 0) });
        }
        token = xmlField(text, 'IsTruncated') === 'true' ? xmlField(text, 'NextContinuationToken') : undefined;
    } while (token);
    return out;
}
/** The parts an upload holds, one listing page after another. */
async function listParts(send, bucket, key, uploadId) {
    const out = [];
    let marker;
    do {
        const query = { uploadId };
        if (marker)
            query['part-number-marker'] = marker;
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
async function listMultipartUploads(send, bucket, prefix) {
    const out = [];
    let keyMarker;
    let idMarker;
    do {
        const query = { uploads: '', prefix };
        if (keyMarker)
            query['key-marker'] = keyMarker;
        if (idMarker)
            query['upload-id-marker'] = idMarker;
        const text = (await send({ method: 'GET', bucket, query })).body.toString('utf8');
        for (const item of xmlItems(text, 'Upload')) {
            const { Key, UploadId, Initiated } = xmlFields(item, ['Key', 'UploadId', 'Initiated']);
            if (Key && UploadId)
                out.push({ key: Key, uploadId: UploadId, initiated: Initiated ?? '' });
        }
        const more = xmlField(text, 'IsTruncated') === 'true';
        keyMarker = more ? xmlField(text, 'NextKeyMarker') : undefined;
        idMarker = more ? xmlField(text, 'NextUploadIdMarker') : undefined;
    } while (keyMarker);
    return out;
}
/** What to do about the store's most common refusals. */
const HINTS = {
    NoSuchBucket: 'the bucket does not exist; create it or fix the name.',
    AccessDenied: "the credentials may not do this; check the key's policy.",
    InvalidAccessKeyId: 'the access key is unknown to the store; check AWS_ACCESS_KEY_ID.',
    SignatureDoesNotMatch: 'the secret key does not match the access key; check AWS_SECRET_ACCESS_KEY.',
    ExpiredToken: 'the session token expired; get new credentials.',
    NoSuchUpload: 'the multipart upload no longer exists (completed or aborted).',
    EntityTooSmall: 'a part other than the last is under 5 MiB.',
};
function escapeXml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
/** Completes an upload from its parts, in part order. */
async function completeMultipartUpload(send, failure, upload) {
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
    if (code)
        throw failure({ method: 'POST', bucket, key }, 500, res.body);
}
