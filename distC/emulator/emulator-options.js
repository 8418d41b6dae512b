import { serverProfile } from './server-profile.js';
/** Applies the defaults. */
export function resolveEmulatorOptions(options = {}) {
    const seed = options.seed ?? 1;
    const site = { seed, ...options.site };
    if (options.scrape?.failureRate !== undefined && options.site?.failureRate === undefined) {
        site.failureRate = options.scrape.failureRate;
    }
    const scrape = {
        pagesPerSecond: options.scrape?.pagesPerSecond ?? 100,
        concurrency: options.scrape?.concurrency ?? 10,
        completionLagMs: options.scrape?.completionLagMs ?? 100,
        extractMs: options.scrape?.extractMs ?? 200,
    };
    if (!(scrape.pagesPerSecond > 0))
        throw new RangeError('scrape.pagesPerSecond must be > 0');
    if (!(Number.isInteger(scrape.concurrency) && scrape.concurrency >= 1)) {
        throw new RangeError('scrape.concurrency must be an integer ≥ 1');
    }
    return {
        port: options.port ?? 0,
        host: options.host ?? '127.0.0.1',
        apiKey: options.apiKey ?? `fc-emulator-${seed.toString(16).padStart(8, '0')}`,
        seed,
        site,
        scrape,
        faults: options.faults ?? {},
        webhookSecret: nonEmptySecret(options.webhookSecret ?? 'emulator-webhook-secret'),
        jobTtlMs: options.jobTtlMs ?? 86_400_000,
        now: options.now ?? Date.now,
        profile: serverProfile(options.profile ?? 'cloud'),
        network: options.network ?? {},
        credits: nonNegative('credits', options.credits ?? 100_000_000),
        analytics: options.analytics ?? true,
        rateLimit: options.rateLimit,
        maxConcurrency: options.maxConcurrency === undefined ? undefined : positive('maxConcurrency', options.maxConcurrency),
    };
}
function positive(name, value) {
    if (!(Number.isSafeInteger(value) && value >= 1))
        throw new RangeError(`${name} must be an integer ≥ 1`);
    return value;
}
function nonNegative(name, value) {
    if (!(Number.isSafeInteger(value) && value >= 0))
        throw new RangeError(`${name} must be an integer ≥ 0`);
    return value;
}
/** The service signs every webhook call; an empty secret would sign nothing a receiver could check. */
function nonEmptySecret(secret) {
    if (secret.length === 0)
        throw new RangeError('webhookSecret must not be empty');
    return secret;
}
