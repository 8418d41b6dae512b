/**
 * Where an S3-compatible store is and how to sign for it: from options, else from the standard AWS
 * environment (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_SESSION_TOKEN`, `AWS_REGION`,
 * `AWS_ENDPOINT_URL_S3`, `AWS_ENDPOINT_URL`). An endpoint that is given means path-style addressing
 * (`https://host/bucket/key`), which every S3-compatible gateway serves; without one, AWS S3 itself with
 * virtual-hosted addressing (`https://bucket.s3.region.amazonaws.com/key`).
 */
import { ValidationError } from '../errors/errors.js';
/** Reads `s3://bucket/prefix`; the prefix gets a trailing `/` when it has none. */
export function parseS3Url(url) {
    const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url);
    const bucket = match?.[1];
    if (!match || !bucket || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
        throw new ValidationError(`Invalid S3 URL ${JSON.stringify(url)}: expected s3://bucket/prefix/ with a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens.`, [{ path: 'target', rule: 'invalid_format', message: 'expected s3://bucket/prefix/' }]);
    }
    const rest = match[2] ?? '';
    return { bucket, prefix: rest === '' || rest.endsWith('/') ? rest : `${rest}/` };
}
export function resolveS3Settings(options = {}) {
    const env = options.env ?? process.env;
    const region = options.region ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1';
    const accessKeyId = options.accessKeyId ?? env.AWS_ACCESS_KEY_ID;
    const secretAccessKey = options.secretAccessKey ?? env.AWS_SECRET_ACCESS_KEY;
    if (!accessKeyId || !secretAccessKey) {
        const [field, variable] = !accessKeyId
            ? ['accessKeyId', 'AWS_ACCESS_KEY_ID']
            : ['secretAccessKey', 'AWS_SECRET_ACCESS_KEY'];
        const message = `S3 credentials are missing: set ${variable} (or the ${field} option)`;
        throw new ValidationError(`${message}.`, [{ path: field, rule: 'required', message }]);
    }
    const endpoint = options.endpoint ?? env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
    let origin = `https://s3.${region}.amazonaws.com`;
    if (endpoint !== undefined && endpoint !== '') {
        let url;
        try {
            url = new URL(endpoint);
        }
        catch {
            url = new URL('invalid:');
        }
        if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
            throw new ValidationError('Invalid S3 endpoint: expected http(s)://host[:port] without credentials (from endpoint, AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL).', [{ path: 'endpoint', rule: 'invalid_format', message: 'expected http(s)://host[:port]' }]);
        }
        origin = url.origin;
    }
    const sessionToken = options.sessionToken ?? env.AWS_SESSION_TOKEN;
    return {
        origin,
        pathStyle: endpoint !== undefined && endpoint !== '',
        key: { accessKeyId, secretAccessKey, region, ...(sessionToken ? { sessionToken } : {}) },
        maxRetries: options.maxRetries ?? 4,
    };
}
