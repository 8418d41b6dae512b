/**
 * A run's end in Redis is one step. A worker whose connection dies after the first command of the end must
 * leave the run either ended (out of the running runs, in its pipeline's history) or still running, never
 * both: the run's next hand-out takes an ended run for done, so one left among the running runs would stay
 * "running" for good. Against Debian's `redis-server`, through a proxy that drops the connection.
 */

import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisServer, startRedis } from '../../scripts/redis-server.mjs';
import { fleetKeys } from '../../src/fleet/fleet-keys.js';
import { type EndedRun, RunRecords } from '../../src/fleet/run-records.js';

let server: RedisServer;
let direct: Redis;
beforeAll(async () => {
  server = await startRedis();
  direct = new Redis(server.url);
});
afterAll(async () => {
  direct?.disconnect();
  await server?.stop();
});

/** Where a RESP command that starts at `from` ends in `bytes`, or -1 when it has not all come yet. */
function commandEnd(bytes: Buffer, from: number): number {
  const line = bytes.indexOf('\r\n', from);
  if (line < 0) return -1;
  const parts = Number(bytes.toString('latin1', from + 1, line));
  let at = line + 2;
  for (let i = 0; i < parts; i++) {
    const head = bytes.indexOf('\r\n', at);
    if (head < 0) return -1;
    at = head + 2 + Number(bytes.toString('latin1', at + 1, head)) + 2;
    if (at > bytes.length) return -1;
  }
  return at;
}

/** A proxy to `port` that, once `cutAfter(n)` is called, passes `n` more commands and drops the connection. */
async function cuttingProxy(port: number) {
  let budget: number | undefined;
  const proxy: Server = createServer((client: Socket) => {
    const upstream = connect(port, '127.0.0.1');
    upstream.pipe(client);
    let pending = Buffer.alloc(0);
    client.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (let end = commandEnd(pending, 0); end > 0; end = commandEnd(pending, 0)) {
        if (budget === 0) {
          upstream.end();
          client.destroy();
          return;
        }
        if (budget !== undefined) budget--;
        upstream.write(pending.subarray(0, end));
        pending = pending.subarray(end);
      }
    });
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    port: (proxy.address() as AddressInfo).port,
    cutAfter(commands: number) {
      budget = commands;
    },
    close: () => new Promise((resolve) => proxy.close(resolve)),
  };
}

describe("a run's end", () => {
  it('is whole or not at all when the connection dies after its first command', async () => {
    const records = new RunRecords(direct);
    const runId = 'p0:1';
    const attempt = await records.beginAttempt(runId, 'p0', 'worker-1', Date.now());
    expect(await direct.sismember(fleetKeys.running, runId)).toBe(1);
    const proxy = await cuttingProxy(server.port);
    const cut = new Redis({
      port: proxy.port,
      host: '127.0.0.1',
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    await new Promise((resolve) => cut.once('ready', resolve));
    const now = Date.now();
    const run: EndedRun = {
      runId,
      pipeline: 'p0',
      status: 'completed',
      queuedAt: new Date(now).toISOString(),
      startedAt: new Date(now).toISOString(),
      endedAt: new Date(now).toISOString(),
      attempts: attempt.attempt,
      documents: 26,
      credits: 27,
    };
    proxy.cutAfter(1);
    await new RunRecords(cut).end(run, now).catch(() => undefined);
    cut.disconnect();
    await proxy.close();
    const ended = (await direct.exists(fleetKeys.ended(runId))) === 1;
    const running = (await direct.sismember(fleetKeys.running, runId)) === 1;
    const history = await records.history('p0', 10);
    expect({ ended, running, inHistory: history.some((r) => r.runId === runId) }).toEqual(
      ended
        ? { ended: true, running: false, inHistory: true }
        : { ended: false, running: true, inHistory: false },
    );
    // This end went as one command: the run ended whole.
    expect(ended).toBe(true);
  });
});
