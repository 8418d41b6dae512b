import { DEFAULT_API_URL, resolveConfig } from '../http/config.js';
import { warn } from './cli-context.js';
import { UsageError } from './usage-error.js';
/** A library client configured from the global flags and the environment, plus a retry counter. */
export async function cliClient(ctx) {
    // Loaded on use, so `--help` and usage errors start fast.
    const { createClient } = await import('../client.js');
    checkApiKey(ctx);
    let retries = 0;
    const client = createClient({
        env: ctx.env,
        ...(ctx.global.apiKey !== undefined ? { apiKey: ctx.global.apiKey } : {}),
        ...(ctx.global.apiUrl !== undefined ? { apiUrl: ctx.global.apiUrl } : {}),
        ...(ctx.global.maxRetries !== undefined ? { maxRetries: ctx.global.maxRetries } : {}),
        ...(ctx.global.timeoutMs !== undefined ? { timeoutMs: ctx.global.timeoutMs } : {}),
        onRetry: (info) => {
            retries += 1;
            if (info.error.status === 429)
                ctx.run?.rateLimited?.(info.delayMs);
        },
    });
    return { client, retries: () => retries };
}
/**
 * Without an API key the cloud service refuses every request, so the command stops before sending; a
 * self-hosted server may need none, so it is only told.
 */
export function checkApiKey(ctx) {
    let config;
    try {
        config = resolveConfig({
            env: ctx.env,
            ...(ctx.global.apiKey !== undefined ? { apiKey: ctx.global.apiKey } : {}),
            ...(ctx.global.apiUrl !== undefined ? { apiUrl: ctx.global.apiUrl } : {}),
        });
    }
    catch {
        return; // The client reports an invalid address or key itself.
    }
    if (config.apiKey !== undefined)
        return;
    const origin = config.origin;
    if (origin === new URL(DEFAULT_API_URL).origin) {
        throw new UsageError(`no API key is set for ${DEFAULT_API_URL}: pass --api-key, or set CRAWLSTREAM_API_KEY or FIRECRAWL_API_KEY (or --api-url for another server)`);
    }
    warn(ctx, `No API key is set: requests to ${origin} go without one (a self-hosted server may accept that).`);
}
