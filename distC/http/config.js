/** The service's public address, used when neither the options nor the environment name one. */
export const DEFAULT_API_URL = 'https://api.firecrawl.dev';
/** Default whole-request timeout: long enough for a slow scrape, short enough to notice a hang. */
export const DEFAULT_TIMEOUT_MS = 120_000;
/** Default number of retries after the first attempt. */
export const DEFAULT_MAX_RETRIES = 5;
/**
 * Default response-size guard, in bytes. A status page is cut by the service at about 10 MiB of
 * characters, which UTF-8 may turn into up to ~30 MiB of bytes, and a single document larger than
 * 10 MiB is still sent whole; 64 MiB leaves room for both while stopping a runaway body.
 */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
function nonEmpty(value) {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
}
/**
 * Applies the environment fallbacks and defaults, and checks the values.
 *
 * @throws TypeError when `apiUrl` is not an http(s) URL, or a number option is out of range.
 */
export function resolveConfig(options = {}) {
    const env = options.env ?? process.env;
    const apiKey = nonEmpty(options.apiKey) ?? nonEmpty(env.CRAWLSTREAM_API_KEY) ?? nonEmpty(env.FIRECRAWL_API_KEY);
    const apiUrl = nonEmpty(options.apiUrl) ??
        nonEmpty(env.CRAWLSTREAM_API_URL) ??
        nonEmpty(env.FIRECRAWL_API_URL) ??
        DEFAULT_API_URL;
    let url;
    try {
        url = new URL(apiUrl);
    }
    catch {
        throw new TypeError(`apiUrl must be an absolute http(s) URL, got ${JSON.stringify(apiUrl)}.`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new TypeError(`apiUrl must use http or https, got ${url.protocol}`);
    }
    if (url.username || url.password) {
        throw new TypeError('apiUrl must not carry credentials; pass the key as apiKey.');
    }
    // Checked here because an invalid header value would otherwise fail inside undici on every request.
    // The message never repeats the key.
    if (apiKey !== undefined && /[\s\u0000-\u001f\u007f]/.test(apiKey)) {
        throw new TypeError('apiKey contains whitespace or control characters; check how it was copied.');
    }
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    if (!(timeoutMs > 0))
        throw new TypeError('timeoutMs must be a positive number of milliseconds.');
    if (!Number.isInteger(maxRetries) || maxRetries < 0)
        throw new TypeError('maxRetries must be an integer >= 0.');
    if (!(maxResponseBytes > 0))
        throw new TypeError('maxResponseBytes must be a positive number of bytes.');
    return {
        apiKey,
        origin: url.origin,
        basePath: url.pathname.replace(/\/+$/, ''),
        timeoutMs,
        maxRetries,
        maxResponseBytes,
    };
}
