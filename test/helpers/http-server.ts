/**
 * A tiny `node:http` server on 127.0.0.1 and a free port, for tests over real sockets.
 * Records every request (method, url, headers, body) and counts TCP connections.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One request the server received. */
export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/v2/crawl/x?skip=0`. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Handles one request; `index` counts from 0 across the server's life. */
export type TestHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  ctx: { body: string; index: number },
) => void | Promise<void>;

/** A running test server. */
export interface TestServer {
  /** `http://127.0.0.1:PORT` */
  url: string;
  port: number;
  /** Requests received so far, in arrival order. */
  requests: RecordedRequest[];
  /** TCP connections accepted so far. */
  connections(): number;
  /** Closes the server and every open socket. */
  close(): Promise<void>;
}

/** Starts a server with `handler`; close it in `afterEach`/`finally`. */
export async function startHttpServer(handler: TestHandler): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  let connectionCount = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const index = requests.length;
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      Promise.resolve(handler(req, res, { body, index })).catch((err: unknown) => {
        res.statusCode = 599;
        res.end(String(err));
      });
    });
  });
  server.on('connection', (socket) => {
    connectionCount += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    connections: () => connectionCount,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** Sends a JSON answer. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** A port that was free a moment ago and has nothing listening now (connections to it are refused). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
