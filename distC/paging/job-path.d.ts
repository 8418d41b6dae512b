/** The paths of a job kind's resources: the collection jobs are started on, and one job's status. */
import type { JobKind } from './page-event.js';
/** `POST` here starts a job: `/v2/crawl` or `/v2/batch/scrape`. */
export declare function jobsPath(kind: JobKind): string;
/** A job's status resource (`DELETE` cancels it, `/errors` below it lists its failures). */
export declare function jobPath(kind: JobKind, jobId: string): string;
