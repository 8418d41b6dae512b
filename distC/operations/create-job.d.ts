/**
 * The create call of a crawl or batch scrape, made safe to retry: never two jobs where the client can know.
 *
 * - Every start carries an `x-idempotency-key`, so a retried POST after a lost answer meets a 409 instead of
 *   creating a second job; the job it did create is then found among the running crawls and in the team's
 *   activity log (`created-jobs.ts`), and adopted when they name exactly one.
 * - Self-hosted servers without a database answer a keyed `POST /v2/crawl` with 500 and create nothing. On
 *   a 500 answer the active crawls are checked: the crawl is adopted if the request did create one, else the
 *   start is sent once more without the key. When the check is impossible or ambiguous the error says that
 *   the client cannot know whether a crawl exists.
 */
import type { CancelSignal, Transport } from '../http/transport.js';
import type { JobKind } from '../paging/page-event.js';
import { BatchStartResponse, CrawlStartResponse } from '../schemas/index.js';
/** What a create call answers: the job id, its status URL and, for a batch, the URLs it skipped. */
export type CreatedJob = CrawlStartResponse | BatchStartResponse;
/**
 * Sends `POST /v2/crawl` or `POST /v2/batch/scrape` and resolves with the job it created.
 *
 * @param key - the idempotency key; a fresh UUID when undefined.
 * @param keySentAt - when an earlier attempt sent `key` (a run another worker took over), in ms: a 409 then
 *   means that attempt created the job, which is found and adopted like a start whose answer was lost.
 */
export declare function createJob(transport: Transport, kind: JobKind, payload: unknown, key: string | undefined, signal: CancelSignal, keySentAt?: number): Promise<CreatedJob>;
