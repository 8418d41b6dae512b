/** The paths of a job kind's resources: the collection jobs are started on, and one job's status. */
import type { JobKind } from './page-event.js';

/** `POST` here starts a job: `/v2/crawl` or `/v2/batch/scrape`. */
export function jobsPath(kind: JobKind): string {
  return kind === 'crawl' ? '/v2/crawl' : '/v2/batch/scrape';
}

/** A job's status resource (`DELETE` cancels it, `/errors` below it lists its failures). */
export function jobPath(kind: JobKind, jobId: string): string {
  return `${jobsPath(kind)}/${encodeURIComponent(jobId)}`;
}
