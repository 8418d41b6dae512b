import { DEFAULT_API_URL, resolveConfig } from '../http/config.js';
import { probeChangeTracking } from '../operations/change-tracking-probe.js';
import { info, warn } from './cli-context.js';
import { recallServer, rememberChangeTracking } from './server-memory.js';
/** The server's address as the memory keys it: origin and path, no key. */
export function serverAddress(ctx) {
    const config = resolveConfig({
        env: ctx.env,
        ...(ctx.global.apiUrl !== undefined ? { apiUrl: ctx.global.apiUrl } : {}),
    });
    return `${config.origin}${config.basePath}`;
}
/** Whether a new `--changes` job should carry the `changeTracking` format; `probeUrl` is a page of the job. */
export async function serviceCompares(client, ctx, probeUrl) {
    const server = serverAddress(ctx);
    if (server === new URL(DEFAULT_API_URL).origin)
        return true;
    const known = (await recallServer(ctx.env, server))?.changeTracking;
    if (known) {
        if (!known.supported)
            info(ctx, `${fingerprintNote(server, `${known.found} (checked ${known.checkedAt})`)}.`);
        return known.supported;
    }
    const probe = await probeChangeTracking((request) => client.scrape(request), probeUrl);
    if (!probe.conclusive) {
        warn(ctx, `Could not check change tracking on ${server}: ${probe.found}. crawlstream's fingerprints decide this run.`);
        return false;
    }
    const kept = await rememberChangeTracking(ctx.env, server, {
        supported: probe.supported,
        found: probe.found,
    });
    // What the check cost is said: one scrape (two when the first failed), billed where the server bills.
    const memo = `; the check scraped one page${probe.supported ? '' : ' twice'}${kept ? `, remembered in ${kept}` : ''}`;
    info(ctx, probe.supported
        ? `Change tracking on ${server}: ${probe.found}; the service compares${memo}.`
        : `${fingerprintNote(server, probe.found)}${memo}.`);
    return probe.supported;
}
function fingerprintNote(server, found) {
    return `Change tracking: ${server} cannot compare pages (${found}), so the job is started without the changeTracking format and crawlstream's fingerprints decide`;
}
