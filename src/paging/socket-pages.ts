/**
 * A running crawl's pages from the service's WebSocket status route (`statusStream: 'websocket'`): each
 * document as soon as the service pushes it, instead of at the next status read. The socket is a hint,
 * never the last word:
 *
 * - Documents are delivered in the order the job lists them (the socket's catch-up holds the list so far,
 *   then each new document follows it), so every page's cursor is a position in the job, as with paging,
 *   and a checkpoint stays a prefix of the job.
 * - When the socket closes, for whatever reason (its `done`, an error, a dropped connection), the stream
 *   continues by paging `GET /crawl/{id}` from the cursor: the job ends only when a status page says it is
 *   `completed` and nothing is left, so a `done` that comes early, or a catch-up that says `completed` with
 *   `total: 0`, cannot end the stream with documents missing.
 * - When the consumer falls behind (more than `window` pages delivered and not released), the socket is
 *   closed and paging, which waits for the consumer, takes over: memory stays bounded.
 * - A socket that sends the document it just sent again is a `CursorError` before that document is
 *   delivered; one that delivered more documents than the job holds (found when paging takes over) too.
 */
import { Observable, type Subscription } from 'rxjs';
import { CursorError } from '../errors/errors.js';
import type { StatusSocket, Transport } from '../http/transport.js';
import { documentFingerprint } from './cursor-check.js';
import { jobPath } from './job-path.js';
import type { PageOwner } from './owned-pages.js';
import { Page } from './page.js';
import type { PageEvent } from './page-event.js';
import { type PagingInternals, type PagingOptions, type PagingTarget, pageStream } from './paging.js';
import { createCreditWindow, createPagingStats } from './paging-window.js';

interface Counts {
  status: string;
  total: number;
  completed: number;
  creditsUsed: number;
  expiresAt?: string;
}

/** The pages of a crawl from its WebSocket, then from paging once the socket closes (see the module). */
export function socketPageStream(
  transport: Transport,
  target: PagingTarget,
  options: PagingOptions & PagingInternals = {},
  owner?: PageOwner,
): Observable<PageEvent> {
  return new Observable<PageEvent>((subscriber) => {
    const path = jobPath('crawl', target.jobId);
    const stats = options.stats ?? createPagingStats();
    const window = createCreditWindow(options.window ?? 2, stats);
    let received = target.from.skip;
    // Position in the job of the next document the socket sends.
    let position = 0;
    let socket: StatusSocket | undefined;
    let rest: Subscription | undefined;
    let switched = false;
    // The last document delivered: a socket that sends it again is caught before it is delivered twice.
    let lastFingerprint: string | undefined;
    let closed = false;
    const counts: Counts = { status: 'scraping', total: 0, completed: 0, creditsUsed: 0 };

    const deliver = (docs: Buffer[]) => {
      // A consumer that holds a window of pages lets paging, which waits for it, take over from here.
      const credit = window.tryAcquire(0);
      if (!credit) {
        switchToPaging();
        return;
      }
      const envelope = {
        ...counts,
        total: Math.max(counts.total, received + docs.length),
        completed: Math.max(counts.completed, received + docs.length),
        fields: {},
      };
      const page = new Page({ kind: 'crawl', jobId: target.jobId }, received, docs, envelope, credit);
      lastFingerprint = documentFingerprint(docs[docs.length - 1] as Buffer);
      received += docs.length;
      subscriber.next(page);
      credit.delivered();
    };

    const onMessage = (data: string) => {
      const message = JSON.parse(data) as { type?: string; data?: unknown };
      if (message.type === 'catchup') {
        const catchup = message.data as Partial<Counts> & { data?: unknown[] };
        Object.assign(counts, pick(catchup));
        const docs = catchup.data ?? [];
        const fresh = docs.slice(Math.max(0, received - position));
        position += docs.length;
        if (fresh.length > 0) deliver(fresh.map((d) => Buffer.from(JSON.stringify(d))));
      } else if (message.type === 'document') {
        position++;
        if (position <= received) return;
        const bytes = Buffer.from(JSON.stringify(message.data));
        const fingerprint = documentFingerprint(bytes);
        if (fingerprint === lastFingerprint) {
          throw new CursorError(
            `The status socket of ${path} sent document ${received - 1} again as document ${received}: a document came twice. Stopped before delivering it; export the job by paging (statusStream: 'poll') from the cursor.`,
            { code: 'CURSOR_OVERLAP', method: 'GET', path },
          );
        }
        deliver([bytes]);
      }
    };

    const switchToPaging = () => {
      if (switched || closed) return;
      switched = true;
      socket?.close();
      const from = { skip: received };
      let pages = 0;
      rest = pageStream(transport, { ...target, from }, options, owner).subscribe({
        next: (page) => {
          pages++;
          subscriber.next(page);
        },
        error: (err) => subscriber.error(err),
        complete: () => {
          if (pages > 0) subscriber.complete();
          else
            checkCount(transport, path, received).then(
              () => subscriber.complete(),
              (err) => subscriber.error(err),
            );
        },
      });
    };

    transport.openSocket(path).then(
      (opened) => {
        if (closed) {
          opened.close();
          return;
        }
        socket = opened;
        opened.addEventListener('message', (event) => {
          if (switched) return;
          try {
            onMessage(
              typeof event.data === 'string' ? event.data : Buffer.from(event.data as ArrayBuffer).toString(),
            );
          } catch (err) {
            closed = true;
            opened.close();
            subscriber.error(err);
          }
        });
        opened.addEventListener('close', () => switchToPaging());
        opened.addEventListener('error', () => switchToPaging());
      },
      () => switchToPaging(),
    );

    return () => {
      closed = true;
      socket?.close();
      rest?.unsubscribe();
    };
  });
}

function pick(catchup: Partial<Counts>): Partial<Counts> {
  const out: Partial<Counts> = {};
  if (typeof catchup.status === 'string') out.status = catchup.status;
  if (typeof catchup.total === 'number') out.total = catchup.total;
  if (typeof catchup.completed === 'number') out.completed = catchup.completed;
  if (typeof catchup.creditsUsed === 'number') out.creditsUsed = catchup.creditsUsed;
  if (typeof catchup.expiresAt === 'string') out.expiresAt = catchup.expiresAt;
  return out;
}

/** After the socket delivered everything: the job must hold as many documents as were received. */
async function checkCount(transport: Transport, path: string, received: number): Promise<void> {
  const res = await transport.json<{ total?: number; status?: string }>({
    method: 'GET',
    path,
    query: { skip: received, limit: 1 },
  });
  const total = res.data?.total;
  if (typeof total === 'number' && total < received) {
    throw new CursorError(
      `The status socket of ${path} delivered ${received} documents, but the job holds ${total}: a document came twice. Stopped; export the job again by paging (statusStream: 'poll').`,
      { code: 'BEYOND_TOTAL', method: 'GET', path },
    );
  }
}
