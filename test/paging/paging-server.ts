/**
 * A tiny scripted status-page server on 127.0.0.1:0 for paging tests that need exact control over what each
 * poll returns. Tests of the operations use the emulator instead.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ScriptedJob {
  docs: object[];
  status: 'scraping' | 'completed' | 'cancelled' | 'failed';
  /** Documents per response. */
  pageSize: number;
  /** Overrides the `next` URL (default: `<origin>/v2/crawl/<id>?skip=<skip+n>`). */
  next?: (skip: number, n: number, origin: string) => string | undefined;
  /** Takes over a request entirely when it returns true. */
  intercept?: (req: IncomingMessage, res: ServerResponse, skip: number) => boolean;
}

export interface ScriptedServer {
  url: string;
  /** Every GET status request's skip, in order. */
  skips: number[];
  /** Every request as `METHOD path`. */
  requests: string[];
  openSockets(): number;
  close(): Promise<void>;
}

export async function startScriptedServer(job: ScriptedJob): Promise<ScriptedServer> {
  const skips: number[] = [];
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  let origin = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    requests.push(`${req.method} ${url.pathname}`);
    if (req.method === 'DELETE') {
      job.status = 'cancelled';
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"cancelled"}');
      return;
    }
    const skip = Number(url.searchParams.get('skip') ?? 0);
    skips.push(skip);
    if (job.intercept?.(req, res, skip)) return;
    if (job.status === 'failed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, status: 'failed', error: 'start URL unreachable', data: [] }));
      return;
    }
    const data = job.docs.slice(skip, skip + job.pageSize);
    const more = skip + data.length < job.docs.length;
    const next =
      job.next?.(skip, data.length, origin) ??
      (more || job.status !== 'completed'
        ? `${origin}${url.pathname}?skip=${skip + data.length}`
        : undefined);
    const body = {
      success: true,
      status: job.status,
      completed: job.docs.length,
      total: job.docs.length + (job.status === 'scraping' ? 5 : 0),
      creditsUsed: job.docs.length,
      expiresAt: '2026-11-23T00:00:00.000Z',
      ...(next === undefined ? {} : { next }),
      data,
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    skips,
    requests,
    openSockets: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** `n` small documents numbered from `from`. */
export function makeDocs(n: number, from = 0): object[] {
  return Array.from({ length: n }, (_, i) => ({
    markdown: `# doc ${from + i}`,
    metadata: { sourceURL: `https://site.test/${from + i}`, statusCode: 200 },
  }));
}
