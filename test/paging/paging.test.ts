import { firstValueFrom, lastValueFrom, take, tap, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  CursorError,
  JobCancelledError,
  JobFailedError,
  ResponseDecodeError,
  ServerError,
  TimeoutError,
} from '../../src/errors/errors.js';
import type { PageEvent } from '../../src/paging/page-event.js';
import { pagingErrorInfo } from '../../src/paging/paging-error-info.js';
import { createPagingStats } from '../../src/paging/paging-window.js';
import type { Progress } from '../../src/paging/progress.js';
import { makeDocs, type ScriptedJob } from './paging-server.js';
import { fast, scriptedPaging } from './scripted-paging.js';

const { setup, stream } = scriptedPaging();

function urls(pages: PageEvent[]): string[] {
  return pages.flatMap((p) =>
    p.documents.map((d) => String((d.metadata as { sourceURL: string }).sourceURL)),
  );
}

/** The source URLs of scripted documents, in order: what {@link urls} of their pages must be. */
function sourceUrls(docs: readonly unknown[]): string[] {
  return docs.map((d) => (d as { metadata: { sourceURL: string } }).metadata.sourceURL);
}

describe('pageStream', () => {
  it('reads a completed job page by page, each document once, skip = own count', async () => {
    const { server: s, transport: t } = await setup({
      docs: makeDocs(25),
      status: 'completed',
      pageSize: 10,
    });
    const progress: Progress[] = [];
    const pages = await lastValueFrom(
      stream(t, { ...fast, onProgress: (p) => progress.push(p) }).pipe(toArray()),
    );
    expect(pages.map((p) => p.cursor.skip)).toEqual([0, 10, 20]);
    expect(progress.map((p) => p.documents)).toEqual([10, 20, 25]);
    expect(progress.at(-1)).toEqual({
      documents: 25,
      bytes: pages.reduce((n, p) => n + p.bytes, 0),
      pages: 3,
      jobCompleted: 25,
      jobTotal: 25,
      status: 'completed',
      retries: 0,
      skip: 25,
    });
    expect(pages[0]?.bytes).toBe(pages[0]?.raw.reduce((n, r) => n + r.length, 0));
    expect(pages.map((p) => p.nextCursor.skip)).toEqual([10, 20, 25]);
    expect(urls(pages)).toEqual(sourceUrls(makeDocs(25)));
    expect(s.skips).toEqual([0, 10, 20]);
    expect(pages[0]?.raw[0]).toBe(JSON.stringify(makeDocs(1)[0]));
  });

  it('polls an empty page with backoff while scraping, then finishes after completed', async () => {
    const job: ScriptedJob = { docs: makeDocs(3), status: 'scraping', pageSize: 10 };
    let emptyPolls = 0;
    job.intercept = (_req, _res, skip) => {
      // Six empty polls, then the rest arrives; completed lags by two more empty polls.
      if (skip === 3 && job.docs.length === 3) {
        emptyPolls++;
        if (emptyPolls === 7) job.docs.push(...makeDocs(2, 3));
      } else if (skip === 5 && job.status === 'scraping') {
        emptyPolls++;
        if (emptyPolls === 10) job.status = 'completed';
      }
      return false;
    };
    const { server: s, transport: t } = await setup(job);
    const stats = createPagingStats();
    const pages = await lastValueFrom(stream(t, { ...fast, stats }).pipe(toArray()));
    expect(urls(pages)).toHaveLength(5);
    expect(new Set(urls(pages)).size).toBe(5);
    // 0 → 3 docs; 6 empty at 3; 7th brings 2 docs; 2 empty at 5 (completed lag), 3rd says completed.
    expect(s.skips).toEqual([0, 3, 3, 3, 3, 3, 3, 3, 5, 5, 5]);
    expect(stats.emptyPolls).toBe(8);
    // Backoff 2,4,8,16,16,16, reset after progress, then 2,4.
    expect(stats.pollWaitMs).toBe(2 + 4 + 8 + 16 + 16 + 16 + 2 + 4);
    expect(stats.requests).toBe(11);
  });

  it('sends its own skip even when next points back at an earlier cursor', async () => {
    const { server: s, transport: t } = await setup({
      docs: makeDocs(12),
      status: 'completed',
      pageSize: 5,
      next: (skip, n, origin) => (skip + n < 12 ? `${origin}/v2/crawl/job-1?skip=0&limit=5` : undefined),
    });
    const pages = await lastValueFrom(stream(t).pipe(toArray()));
    expect(s.skips).toEqual([0, 5, 10]);
    expect(urls(pages)).toHaveLength(12);
    expect(new Set(urls(pages)).size).toBe(12);
  });

  it('ends when completed comes with a next that leads nowhere (no loop)', async () => {
    const { server: s, transport: t } = await setup({
      docs: makeDocs(4),
      status: 'completed',
      pageSize: 10,
      next: (_skip, _n, origin) => `${origin}/v2/crawl/job-1?skip=4`,
    });
    const pages = await lastValueFrom(stream(t).pipe(toArray()));
    expect(urls(pages)).toHaveLength(4);
    expect(s.skips).toEqual([0, 4]);
  });

  it('fails with JOB_STALLED (and the cursor) when a running job shows no sign of life', async () => {
    const { server: s, transport: t } = await setup({ docs: makeDocs(2), status: 'scraping', pageSize: 10 });
    const stats = createPagingStats();
    const seen: PageEvent[] = [];
    const error = await new Promise<unknown>((resolve) =>
      stream(t, { ...fast, stats, stallTimeoutMs: 40 }).subscribe({
        next: (p) => seen.push(p),
        error: resolve,
      }),
    );
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).code).toBe('JOB_STALLED');
    expect(pagingErrorInfo(error)?.cursor).toEqual({ skip: 2 });
    expect(urls(seen)).toHaveLength(2);
    expect(s.skips.slice(1).every((skip) => skip === 2)).toBe(true);
  });

  it('a status page whose data is not a list is an error with the cursor, not an empty page', async () => {
    const job: ScriptedJob = { docs: makeDocs(4), status: 'completed', pageSize: 2 };
    job.intercept = (_req, res, skip) => {
      if (skip !== 2) return false;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, status: 'completed', completed: 4, total: 4, data: { a: 1 } }));
      return true;
    };
    const { transport: t } = await setup(job);
    const seen: PageEvent[] = [];
    const error = await new Promise<unknown>((resolve) =>
      stream(t).subscribe({ next: (p) => seen.push(p), error: resolve, complete: () => resolve(undefined) }),
    );
    expect(error).toBeInstanceOf(ResponseDecodeError);
    expect(pagingErrorInfo(error)?.cursor).toEqual({ skip: 2 });
    expect(urls(seen)).toHaveLength(2);
  });

  it('refuses a next cursor that points at another job', async () => {
    const { transport: t } = await setup({
      docs: makeDocs(6),
      status: 'scraping',
      pageSize: 3,
      next: (_skip, _n, origin) => `${origin}/v2/crawl/other-job?skip=3`,
    });
    const error = await firstValueFrom(stream(t).pipe(toArray())).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(CursorError);
    expect(pagingErrorInfo(error)?.cursor).toEqual({ skip: 0 });
  });

  it('resumes from a cursor with exactly the rest', async () => {
    const { transport: t } = await setup({ docs: makeDocs(30), status: 'completed', pageSize: 7 });
    const pages = await lastValueFrom(stream(t, fast, 12).pipe(toArray()));
    expect(pages[0]?.cursor.skip).toBe(12);
    expect(urls(pages)).toEqual(sourceUrls(makeDocs(18, 12)));
  });

  it('a page that repeats the last document received ends in CursorError, each document emitted once', async () => {
    const docs = makeDocs(12);
    const { transport: t } = await setup({
      docs,
      status: 'completed',
      pageSize: 5,
      // A server that answers one document early from the second page on.
      intercept: (_req, res, skip) => {
        if (skip === 0) return false;
        const data = docs.slice(skip - 1, skip + 4);
        const body = { success: true, status: 'completed', completed: 12, total: 12, data };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        return true;
      },
    });
    const pages: PageEvent[] = [];
    const error = await lastValueFrom(stream(t).pipe(tap((p) => pages.push(p)))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CursorError);
    expect((error as CursorError).code).toBe('CURSOR_OVERLAP');
    expect(urls(pages)).toHaveLength(5);
    expect(pagingErrorInfo(error)?.cursor).toEqual({ skip: 5 });
  });

  it('a document scraped twice in a row, either side of a page boundary, is delivered twice', async () => {
    // The same page twice in one batch, as documents 2 and 3: the page at skip 3 starts with the last
    // document received. The documents at skip 2 show the server honours skip.
    const docs = makeDocs(6);
    docs[3] = docs[2]!;
    const { server: s, transport: t } = await setup({ docs, status: 'completed', pageSize: 3 });
    const pages = await lastValueFrom(stream(t).pipe(toArray()));
    expect(urls(pages)).toEqual(sourceUrls(docs));
    expect(s.skips).toEqual([0, 3, 2]);
  });

  it('a first document scraped twice, read one page each, is delivered twice and not taken for an ignored skip', async () => {
    // A running batch's first page holds one document; by the next read the same page was scraped again as
    // document 1. Only the first is known, so the page at skip 1 could also be the job's start again: the
    // job's first two documents (and then the one before skip 1) tell that the server honours skip.
    const docs = makeDocs(4);
    docs[1] = docs[0]!;
    const job: ScriptedJob = { docs: docs.slice(0, 1), status: 'scraping', pageSize: 10 };
    job.intercept = (_req, _res, skip) => {
      if (skip === 1 && job.docs.length === 1) {
        job.docs = docs;
        job.status = 'completed';
      }
      return false;
    };
    const { server: s, transport: t } = await setup(job);
    const pages = await lastValueFrom(stream(t, fast).pipe(toArray()));
    expect(urls(pages)).toEqual(sourceUrls(docs));
    expect(s.skips).toEqual([0, 1, 0, 0]);
  });

  it('a document that repeats the first one at the start of a page is not taken for an ignored skip', async () => {
    // The same page scraped twice in one batch: documents 0 and 3 are byte for byte the same.
    const docs = makeDocs(6);
    docs[3] = docs[0]!;
    const { server: s, transport: t } = await setup({ docs, status: 'completed', pageSize: 3 });
    const pages = await lastValueFrom(stream(t).pipe(toArray()));
    expect(urls(pages)).toEqual(sourceUrls(docs));
    expect(s.skips).toEqual([0, 3]);
  });

  it('documents beyond the job total end in CursorError before they are emitted', async () => {
    const docs = makeDocs(10);
    const { server: s, transport: t } = await setup({
      docs,
      status: 'completed',
      pageSize: 4,
      intercept: (_req, res, skip) => {
        const data = docs.slice(skip, skip + 4);
        const next = `${s.url}/v2/crawl/job-1?skip=${skip + data.length}`;
        const body = { success: true, status: 'completed', completed: 6, total: 6, next, data };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        return true;
      },
    });
    const pages: PageEvent[] = [];
    const error = await lastValueFrom(stream(t).pipe(tap((p) => pages.push(p)))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CursorError);
    expect((error as CursorError).code).toBe('BEYOND_TOTAL');
    expect(urls(pages)).toHaveLength(4);
  });

  it('ends a cancelled job with JobCancelledError after its documents', async () => {
    const { transport: t } = await setup({ docs: makeDocs(8), status: 'cancelled', pageSize: 3 });
    const seen: PageEvent[] = [];
    const error = await new Promise<unknown>((resolve) =>
      stream(t).subscribe({ next: (p) => seen.push(p), error: resolve, complete: () => resolve(undefined) }),
    );
    expect(error).toBeInstanceOf(JobCancelledError);
    expect(urls(seen)).toHaveLength(8);
    expect(pagingErrorInfo(error)).toEqual({ jobId: 'job-1', cursor: { skip: 8 } });
  });

  it('turns a 200 success:false failed status into JobFailedError', async () => {
    const { transport: t } = await setup({ docs: [], status: 'failed', pageSize: 3 });
    const error = await firstValueFrom(stream(t)).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(JobFailedError);
    expect((error as JobFailedError).jobId).toBe('job-1');
    expect((error as JobFailedError).serverMessage).toBe('start URL unreachable');
  });

  it('reports the cursor that was not consumed when a page fails', async () => {
    const job: ScriptedJob = { docs: makeDocs(10), status: 'completed', pageSize: 4 };
    job.intercept = (_req, res, skip) => {
      if (skip !== 4) return false;
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"success":false,"error":"boom"}');
      return true;
    };
    const { server: s, transport: t } = await setup(job);
    const stats = createPagingStats();
    const seen: PageEvent[] = [];
    const error = await new Promise<unknown>((resolve) =>
      stream(t, { ...fast, stats }).subscribe({ next: (p) => seen.push(p), error: resolve }),
    );
    expect(error).toBeInstanceOf(ServerError);
    expect(pagingErrorInfo(error)?.cursor).toEqual({ skip: 4 });
    expect(urls(seen)).toHaveLength(4);
    expect(s.skips).toEqual([0, 4, 4, 4]);
    expect(stats.retries).toBe(2);
    expect(stats.requests).toBe(4);
    expect(stats.pagesInFlight).toBe(0);
  });

  it('keeps held pages within the window and fetches the next page only when credit returns', async () => {
    const { server: s, transport: t } = await setup({ docs: makeDocs(40), status: 'completed', pageSize: 4 });
    const stats = createPagingStats();
    const releases: Array<() => void> = [];
    const seen: PageEvent[] = [];
    const done = new Promise<void>((resolve, reject) =>
      // One page at a time: this is the window's own rule (read-ahead narrows the window further).
      stream(t, { ...fast, stats, window: 3, readAhead: 1 }).subscribe({
        next: (page) => {
          seen.push(page);
          releases.push(page.hold());
        },
        error: reject,
        complete: resolve,
      }),
    );
    // Without releases the source stops after 3 pages: wait for them, then give it time to (wrongly) go on.
    for (let i = 0; i < 200 && seen.length < 3; i++) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 30));
    expect(seen).toHaveLength(3);
    expect(s.skips).toEqual([0, 4, 8]);
    expect(stats.pagesInFlight).toBe(3);
    // Release one at a time, like a slow sink.
    while (releases.length > 0 || seen.length < 10) {
      const release = releases.shift();
      release?.();
      await new Promise((r) => setTimeout(r, 1));
    }
    await done;
    expect(urls(seen)).toHaveLength(40);
    expect(stats.maxPagesInFlight).toBe(3);
  });

  it('aborts the request in flight on unsubscribe and leaves no socket open', async () => {
    const job: ScriptedJob = { docs: makeDocs(10), status: 'scraping', pageSize: 5 };
    let arrived: (socket: import('node:net').Socket) => void = () => {};
    const hanging = new Promise<import('node:net').Socket>((r) => {
      arrived = r;
    });
    job.intercept = (req, _res, skip) => {
      if (skip !== 5) return false;
      arrived(req.socket);
      return true; // never answers
    };
    const { transport: t } = await setup(job);
    const sub = stream(t).subscribe();
    const socket = await hanging;
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    expect(socket.destroyed).toBe(false);
    sub.unsubscribe();
    // The aborted request's connection closes; the test would time out otherwise.
    await closed;
    expect(socket.destroyed).toBe(true);
  });

  it('sends DELETE on unsubscribe with cancelOnUnsubscribe, and not after the job ended', async () => {
    const job: ScriptedJob = { docs: makeDocs(6), status: 'scraping', pageSize: 3 };
    const { server: s, transport: t } = await setup(job);
    await lastValueFrom(stream(t, { ...fast, cancelOnUnsubscribe: true }).pipe(take(1)));
    for (let i = 0; i < 100 && job.status !== 'cancelled'; i++) await new Promise((r) => setTimeout(r, 5));
    expect(s.requests).toContain('DELETE /v2/crawl/job-1');
    expect(job.status).toBe('cancelled');

    const before = s.requests.length;
    job.status = 'completed';
    await lastValueFrom(stream(t, { ...fast, cancelOnUnsubscribe: true }).pipe(toArray()));
    expect(s.requests.slice(before).filter((r) => r.startsWith('DELETE'))).toEqual([]);
  });
});
