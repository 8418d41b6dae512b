/**
 * The service's `changeTracking` format: each scrape of a URL is compared with the team's previous scrape
 * of it under the same `tag`, and the snapshot kept for the next one (snapshots never expire, and survive
 * the web's advances). As on the service: markdown is compared with its whitespace removed and its
 * characters sorted; a page answering 404 is `removed`; `git-diff` mode adds a diff of the markdown to a
 * `changed` page. A server without a database (the self-hosted profiles) cannot compare: the document comes
 * without `changeTracking` and with the service's warning.
 */
import { createHash } from 'node:crypto';
import { markdownDiff } from './markdown-diff.js';
/** The error of every page a server without a database is asked to compare (the open-source server's words). */
export const NO_DATABASE_ERROR = '(Internal server error) - Supabase client is not configured.';
export class ChangeTracker {
    #snapshots = new Map();
    #compares;
    #now;
    /**
     * @param compares - whether the server has the database comparisons need.
     * @param now - the emulator's clock (a snapshot's time is its scrape's).
     */
    constructor(compares, now) {
        this.#compares = compares;
        this.#now = now;
    }
    /** Why a scrape with `options` fails on this server before its page is compared, or `undefined`. */
    refusal(options) {
        return !this.#compares && trackingRequest(options.formats) ? NO_DATABASE_ERROR : undefined;
    }
    /** The document JSON with its `changeTracking` answered when `options` ask for the format. */
    track(json, url, options) {
        const request = trackingRequest(options.formats);
        if (!request || !this.#compares)
            return json;
        const doc = JSON.parse(json);
        const markdown = doc.markdown ?? '';
        const key = `${request.tag ?? ''}\n${doc.metadata.sourceURL ?? url}`;
        const previous = this.#snapshots.get(key);
        const fingerprint = fingerprintOf(markdown);
        const removed = doc.metadata.statusCode === 404;
        const changeStatus = removed
            ? 'removed'
            : previous === undefined
                ? 'new'
                : previous.fingerprint === fingerprint
                    ? 'same'
                    : 'changed';
        const tracking = {
            previousScrapeAt: previous ? new Date(previous.at).toISOString() : null,
            changeStatus,
            visibility: 'visible',
        };
        const wantsDiff = request.modes.includes('git-diff');
        if (wantsDiff && changeStatus === 'changed' && previous?.markdown !== undefined) {
            const diff = markdownDiff(previous.markdown, markdown);
            if (diff)
                tracking.diff = diff;
        }
        doc.changeTracking = tracking;
        this.#snapshots.set(key, { fingerprint, at: this.#now(), ...(wantsDiff ? { markdown } : {}) });
        return JSON.stringify(doc);
    }
}
/** The `changeTracking` format among `formats`, or `undefined`. */
function trackingRequest(formats) {
    for (const format of formats ?? []) {
        if (format === 'changeTracking')
            return { tag: null, modes: [] };
        if (typeof format === 'object' && format.type === 'changeTracking') {
            const modes = Array.isArray(format.modes) ? format.modes : [];
            return { tag: typeof format.tag === 'string' ? format.tag : null, modes };
        }
    }
    return undefined;
}
const counts = new Uint32Array(65_536);
const WHITESPACE = /\s/;
/**
 * The service's comparison: the markdown without whitespace, its characters sorted. Two texts sort to the
 * same string exactly when each character occurs as often in both, so the fingerprint hashes those counts
 * in the order of the characters (linear time, where sorting a page of megabytes took seconds). Only the
 * characters the text has are visited and reset: a page has a hundred or so of the 65,536 (a scan of them
 * all cost more than counting a small page).
 */
function fingerprintOf(markdown) {
    const seen = [];
    for (let i = 0; i < markdown.length; i++) {
        const code = markdown.charCodeAt(i);
        const n = counts[code];
        if (n === 0)
            seen.push(code);
        counts[code] = n + 1;
    }
    const hash = createHash('sha256');
    for (const code of seen.sort((a, b) => a - b)) {
        const n = counts[code];
        counts[code] = 0;
        if (!WHITESPACE.test(String.fromCharCode(code)))
            hash.update(`${code}:${n};`);
    }
    return hash.digest('base64url');
}
