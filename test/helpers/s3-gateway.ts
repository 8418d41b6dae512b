/**
 * A real S3-compatible store for tests: Ceph's radosgw over one in-memory OSD (`scripts/s3-gateway.sh`),
 * started on 127.0.0.1 and stopped by the spec that started it. Ceph's monitor binds fixed ports, so only
 * one spec file may start a gateway: every test against object storage lives in `test/storage/s3.test.ts`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('../../scripts/s3-gateway.sh', import.meta.url));

export interface S3Gateway {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startS3Gateway(): Promise<S3Gateway> {
  const dir = await mkdtemp(join(tmpdir(), 's3-gateway-'));
  const port = await freePort();
  const { stdout } = await run('bash', [SCRIPT, dir], {
    env: { ...process.env, RGW_PORT: String(port), RGW_MEMSTORE_BYTES: String(3 * 1024 ** 3) },
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = stdout.trim().split('\n').at(-1) ?? '';
  const env = Object.fromEntries(line.split(' ').map((pair) => pair.split('=') as [string, string]));
  const endpoint = env.AWS_ENDPOINT_URL_S3;
  if (!endpoint || !env.AWS_ACCESS_KEY_ID || !env.AWS_SECRET_ACCESS_KEY) {
    throw new Error(`s3-gateway.sh printed no endpoint: ${line}`);
  }
  return {
    endpoint,
    accessKeyId: env.AWS_ACCESS_KEY_ID,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
    region: env.AWS_REGION ?? 'us-east-1',
    async stop() {
      await run('bash', [SCRIPT, 'stop', dir]).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
