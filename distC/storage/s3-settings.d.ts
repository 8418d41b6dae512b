import type { SigningKey } from './sigv4.js';
/** Options of an S3-compatible store; every field falls back to the AWS environment. */
export interface S3Options {
    /** `http(s)://host[:port]` of an S3-compatible gateway. @default AWS_ENDPOINT_URL_S3, AWS_ENDPOINT_URL, else AWS S3 */
    endpoint?: string | undefined;
    /** @default AWS_REGION, AWS_DEFAULT_REGION, else `us-east-1` */
    region?: string | undefined;
    /** @default AWS_ACCESS_KEY_ID */
    accessKeyId?: string | undefined;
    /** @default AWS_SECRET_ACCESS_KEY */
    secretAccessKey?: string | undefined;
    /** @default AWS_SESSION_TOKEN */
    sessionToken?: string | undefined;
    /** Retries of a request that failed with a 5xx, a 429 or a broken connection. @default 4 */
    maxRetries?: number | undefined;
    /** Where the `AWS_*` fallbacks are read. @default process.env */
    env?: NodeJS.ProcessEnv | undefined;
}
/** A bucket and a key prefix, from `s3://bucket/prefix/`. */
export interface S3Location {
    bucket: string;
    /** Without a leading slash; empty, or ending with `/`. */
    prefix: string;
}
/** The settings a client uses. */
export interface S3Settings {
    /** `protocol://host[:port]`, never with credentials. */
    origin: string;
    /** Bucket in the path (`true`) or in the host name. */
    pathStyle: boolean;
    key: SigningKey;
    maxRetries: number;
}
/** Reads `s3://bucket/prefix`; the prefix gets a trailing `/` when it has none. */
export declare function parseS3Url(url: string): S3Location;
export declare function resolveS3Settings(options?: S3Options): S3Settings;
