/**
 * The verdict on one document against what the pipeline remembers of its URL. The pipeline's state decides
 * what is new (a URL it never wrote, or one it had written as removed); for a URL it knows, the service's
 * `changeTracking` tells `same` from `changed` when the document carries it, and the content fingerprint
 * otherwise. A page answering 404 or 410 is `removed`, once: a URL already written as removed stays `same`.
 */
import type { ChangeSource, ChangeStatus, UrlState } from './change-types.js';
import type { TrackedDocument } from './tracked-document.js';

/** What {@link classify} decides. */
export interface Verdict {
  status: ChangeStatus;
  source: ChangeSource;
  /** When the pipeline (or the service) last saw the page; `null` for a first sight. */
  previousScrapeAt: string | null;
}

const GONE = new Set([404, 410]);

export function classify(document: TrackedDocument, previous: UrlState | undefined): Verdict {
  const { tracking, fingerprint, statusCode } = document;
  const service = tracking?.changeStatus;
  const source: ChangeSource = typeof service === 'string' ? 'service' : 'fingerprint';
  const previousScrapeAt =
    typeof tracking?.previousScrapeAt === 'string'
      ? tracking.previousScrapeAt
      : (previous?.scrapedAt ?? null);
  if (statusCode !== undefined && GONE.has(statusCode)) {
    return { status: previous?.removed ? 'same' : 'removed', source, previousScrapeAt };
  }
  if (previous === undefined || previous.removed) return { status: 'new', source, previousScrapeAt };
  // The service compares with its own snapshot under the tag; one it lacks ('new') is no verdict on a URL
  // the pipeline knows, so the fingerprint decides.
  if (service === 'same' || service === 'changed') return { status: service, source, previousScrapeAt };
  return {
    status: previous.fingerprint === fingerprint ? 'same' : 'changed',
    source: 'fingerprint',
    previousScrapeAt,
  };
}
