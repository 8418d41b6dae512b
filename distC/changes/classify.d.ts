/**
 * The verdict on one document against what the pipeline remembers of its URL, which is what its destination
 * holds: new (a URL it never wrote, or one it had written as removed), changed or same (the content
 * fingerprint against the one in the state), removed (a page answering 404 or 410 that the state last saw
 * alive, once). A dead page the pipeline never saw alive, or already wrote as removed, is `same`: nothing
 * the destination holds changed (a first run does not count a site's broken links as removed pages).
 *
 * The service's `changeTracking` verdict compares with the last scrape under the pipeline's tag, which is
 * not always what the destination holds: a run that crashed before it reached the destination, or was
 * abandoned, has scraped the page since. So the service's verdict is taken where it agrees with the state's
 * (the verdict's `source` is then `service`), and where they differ the state's decides (`fingerprint`):
 * never a change lost because a failed run saw it first.
 */
import type { ChangeSource, ChangeStatus, UrlState } from './change-types.js';
import type { TrackedDocument } from './tracked-document.js';
/** What {@link classify} decides. */
export interface Verdict {
    status: ChangeStatus;
    source: ChangeSource;
    /** When the pipeline last received the page (else, when the service last scraped it); `null` for a first sight. */
    previousScrapeAt: string | null;
}
export declare function classify(document: TrackedDocument, previous: UrlState | undefined): Verdict;
