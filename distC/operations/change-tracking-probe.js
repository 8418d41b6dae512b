/**
 * Whether a server can answer the `changeTracking` format, found with one page: a scrape of it with the
 * format, and, should that fail, the same scrape without it. A server without the database the comparison
 * reads (self-hosted builds) fails every page that asks for the format, so a crawl that asked would export
 * nothing: crawlstream asks only where the probe came back compared.
 *
 * The probe scrapes under its own tag (`crawlstream-probe`), so it never moves a pipeline's snapshots. It
 * costs one scrape (one credit where the server bills; a self-hosted server bills nothing), two when the
 * first fails.
 */
import { firstValueFrom } from 'rxjs';
import { CrawlstreamError } from '../errors/errors.js';
/** The tag of the probe's scrapes. */
export const PROBE_TAG = 'crawlstream-probe';
/**
 * Probes `url` on the server behind `scrape` (the library's `client.scrape`, or `scrape` bound to a
 * transport). Never throws for what the server answers.
 */
export async function probeChangeTracking(scrape, url) {
    let tracked;
    try {
        tracked = await firstValueFrom(scrape({ url, formats: ['markdown', { type: 'changeTracking', tag: PROBE_TAG }] }));
    }
    catch (withFormat) {
        try {
            await firstValueFrom(scrape({ url, formats: ['markdown'] }));
        }
        catch (without) {
            return {
                supported: false,
                conclusive: false,
                found: `the probe page ${url} could not be scraped at all (${describe(without)})`,
            };
        }
        return {
            supported: false,
            conclusive: true,
            found: `a scrape of ${url} fails with the changeTracking format (${describe(withFormat)}) and succeeds without it`,
        };
    }
    const tracking = tracked.changeTracking;
    if (tracking && typeof tracking.changeStatus === 'string') {
        return {
            supported: true,
            conclusive: true,
            found: `a scrape of ${url} with the changeTracking format came back compared (${tracking.changeStatus})`,
        };
    }
    const warning = typeof tracked.warning === 'string' ? `: "${tracked.warning}"` : '';
    return {
        supported: false,
        conclusive: true,
        found: `a scrape of ${url} with the changeTracking format came back without it${warning}`,
    };
}
/** The server's own words where it answered (no advice of ours: the probe decides what to do). */
function describe(err) {
    if (err instanceof CrawlstreamError) {
        const { status, serverMessage } = err;
        return serverMessage !== undefined && status !== undefined
            ? `HTTP ${status}: ${serverMessage}`
            : err.message;
    }
    return err instanceof Error ? err.message : String(err);
}
