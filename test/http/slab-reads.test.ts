import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import type { Dispatcher } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBodyTarget } from '../../src/http/body-copy.js';
import { readBodyBytes } from '../../src/http/read-body.js';
import { COPY_BODY, createSlabReads, type SlabReads } from '../../src/http/slab-reads.js';
import { undiciParts } from '../../src/http/undici-parts.js';
import { LOCALHOST_TLS } from '../helpers/localhost-tls.js';

// 6 MB of random bytes: any byte overwritten by a later read shows as a mismatch.
const BODY = randomBytes(6_000_000);
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/chunked') {
      // No Content-Length: chunked framing in every read.
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      for (let at = 0; at < BODY.length; at += 100_000) res.write(BODY.subarray(at, at + 100_000));
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': BODY.length });
    res.end(BODY);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await once(server, 'close');
});

function setup(): { slabs: SlabReads; agent: Dispatcher; via: Dispatcher } {
  const slabs = createSlabReads();
  const agent = new undiciParts.Agent({ connect: slabs.connect });
  return { slabs, agent, via: slabs.wrap(agent) as Dispatcher };
}

const info = (contentLength?: string) => ({ method: 'GET', path: '/', status: 200, contentLength });

/** GET `path` through `via`, with a body target as the transport gives status-page requests. */
async function getWithTarget(via: Dispatcher, at: string, path: string) {
  const target = createBodyTarget(undefined, 1e9);
  const res = await undiciParts.request.call(via, {
    origin: at,
    path,
    method: 'GET',
    [COPY_BODY]: target,
  } as Dispatcher.RequestOptions);
  return { res, target };
}

describe('slab reads (sockets that read into one reused buffer)', () => {
  it('copies a body straight to its target, reusing the read buffer for nearly every read', async () => {
    const { slabs, agent, via } = setup();
    try {
      for (let round = 0; round < 3; round++) {
        const { res, target } = await getWithTarget(via, origin, '/');
        const length = res.headers['content-length'] as string;
        const got = await readBodyBytes(res.body, 1e9, info(length), (size) => target.buffer(size));
        expect(got.equals(BODY)).toBe(true);
        // The body was read into the very buffer the target allocated.
        expect(got).toBe(target.buffer(BODY.length));
      }
      expect(slabs.stats.reads).toBeGreaterThan(50);
      // Only reads that carry a response head retire the buffer.
      expect(slabs.stats.reused / slabs.stats.reads).toBeGreaterThan(0.9);
    } finally {
      await agent.close();
    }
  });

  it('gives a consumer that keeps chunks (no target) bytes no later read overwrites', async () => {
    const { agent, via } = setup();
    try {
      const res = await undiciParts.request.call(via, { origin, path: '/', method: 'GET' });
      // Let many reads arrive before the first chunk is looked at.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const chunks: Buffer[] = [];
      for await (const chunk of res.body) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(BODY)).toBe(true);
    } finally {
      await agent.close();
    }
  });

  it('keeps a chunked body intact (framing in every read retires the buffer)', async () => {
    const { agent, via } = setup();
    try {
      const { res } = await getWithTarget(via, origin, '/chunked');
      expect((await res.body.arrayBuffer()).byteLength).toBe(BODY.length);
      const again = await undiciParts.request.call(via, { origin, path: '/chunked', method: 'GET' });
      expect(Buffer.from(await again.body.arrayBuffer()).equals(BODY)).toBe(true);
    } finally {
      await agent.close();
    }
  });

  it('keeps order and bytes when the consumer applies backpressure', async () => {
    const { slabs, agent, via } = setup();
    try {
      const res = await undiciParts.request.call(via, { origin, path: '/', method: 'GET' });
      const chunks: Buffer[] = [];
      // A slow reader: the body stream fills, undici pauses its parser and the socket queues reads.
      for await (const chunk of res.body) {
        chunks.push(Buffer.from(chunk as Buffer));
        if (chunks.length % 8 === 0) await new Promise((resolve) => setTimeout(resolve, 2));
      }
      expect(Buffer.concat(chunks).equals(BODY)).toBe(true);
      // Reads arrived while the parser was paused: they were queued, in order.
      expect(slabs.stats.queued).toBeGreaterThan(0);
    } finally {
      await agent.close();
    }
  });

  it('keeps chunked bodies whole that several sockets read at once', async () => {
    const { agent, via } = setup();
    try {
      // Framing retires the slab in every read, while the other sockets still read into the one they were
      // given after their last read.
      const reads = Array.from({ length: 4 }, async () => {
        const { res } = await getWithTarget(via, origin, '/chunked');
        return readBodyBytes(res.body, 1e9, info());
      });
      for (const body of await Promise.all(reads)) expect(body.equals(BODY)).toBe(true);
    } finally {
      await agent.close();
    }
  });

  it('keeps bodies whole that wait for admission while other sockets read into the slab', async () => {
    const { agent, via } = setup();
    // Four reads at once, each body admitted only after the next one's: every paused parser leaves unread
    // bytes of its socket while the other sockets go on reading into the shared slab.
    const gates = Array.from({ length: 4 }, () => {
      let resolve = () => {};
      const promise = new Promise<void>((r) => {
        resolve = r;
      });
      return { promise, resolve };
    });
    let heads = 0;
    try {
      const reads = gates.map(async (gate, i) => {
        const path = i % 2 === 0 ? '/' : '/chunked';
        const admit = () => {
          heads++;
          if (heads === gates.length) gates[gates.length - 1]!.resolve();
          return gate.promise.then(() => gates[i - 1]?.resolve());
        };
        const target = createBodyTarget(undefined, 1e9, admit);
        const res = await undiciParts.request.call(via, {
          origin,
          path,
          method: 'GET',
          [COPY_BODY]: target,
        } as Dispatcher.RequestOptions);
        const length = res.headers['content-length'] as string | undefined;
        return readBodyBytes(res.body, 1e9, info(length), (size) => target.buffer(size));
      });
      for (const body of await Promise.all(reads)) expect(body.equals(BODY)).toBe(true);
      expect(heads).toBe(gates.length);
    } finally {
      await agent.close();
    }
  });

  it('keeps a response head that arrives over several reads intact', async () => {
    // A raw server: the head comes in two writes, so the parser holds the first part across reads.
    const value = 'v'.repeat(12_000);
    const raw = createTcpServer((socket) => {
      socket.once('data', () => {
        const head = `HTTP/1.1 200 OK\r\nx-long: ${value}\r\ncontent-length: 5\r\n\r\nhello`;
        socket.write(head.slice(0, 6_000));
        setTimeout(() => socket.write(head.slice(6_000)), 50);
      });
    });
    raw.listen(0, '127.0.0.1');
    await once(raw, 'listening');
    const { agent, via } = setup();
    try {
      const res = await undiciParts.request.call(via, {
        origin: `http://127.0.0.1:${(raw.address() as AddressInfo).port}`,
        path: '/',
        method: 'GET',
      });
      expect(res.headers['x-long']).toBe(value);
      expect(await res.body.text()).toBe('hello');
    } finally {
      await agent.close();
      raw.close();
    }
  });

  it('reads TLS sockets into the slab too, with the body intact', async () => {
    const tlsServer = createHttpsServer(LOCALHOST_TLS, (_req, res) => {
      res.writeHead(200, { 'content-length': BODY.length });
      res.end(BODY);
    });
    tlsServer.listen(0, '127.0.0.1');
    await once(tlsServer, 'listening');
    const slabs = createSlabReads({ ca: LOCALHOST_TLS.cert });
    const agent = new undiciParts.Agent({ connect: slabs.connect });
    try {
      const tlsOrigin = `https://127.0.0.1:${(tlsServer.address() as AddressInfo).port}`;
      const { res, target } = await getWithTarget(slabs.wrap(agent) as Dispatcher, tlsOrigin, '/');
      const got = await readBodyBytes(res.body, 1e9, info(String(BODY.length)), (size) =>
        target.buffer(size),
      );
      expect(got.equals(BODY)).toBe(true);
      expect(slabs.stats.reads).toBeGreaterThan(50);
      expect(slabs.stats.reused / slabs.stats.reads).toBeGreaterThan(0.9);
    } finally {
      await agent.close();
      tlsServer.close();
    }
  });

  it('hands a handler of the newer interface bytes that stay intact while it keeps them', async () => {
    const { slabs, agent, via } = setup();
    try {
      const kept: Buffer[] = [];
      await new Promise<void>((resolve, reject) => {
        via.dispatch({ origin, path: '/', method: 'GET' }, {
          onRequestStart() {},
          onResponseStart() {},
          onResponseData(_controller: unknown, chunk: Buffer) {
            kept.push(chunk); // a view, kept without copying
          },
          onResponseEnd() {
            resolve();
          },
          onResponseError(_controller: unknown, err: Error) {
            reject(err);
          },
        } as unknown as Dispatcher.DispatchHandler);
      });
      expect(Buffer.concat(kept).equals(BODY)).toBe(true);
      expect(slabs.stats.reused).toBe(0);
    } finally {
      await agent.close();
    }
  });
});
