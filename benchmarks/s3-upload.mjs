/**
 * Which S3 client an export should use, measured: one object of `--mb` MB (default 512) streamed into a
 * real S3-compatible gateway (Ceph radosgw on 127.0.0.1, started here) by a multipart upload, parts of
 * 8 MiB, 4 in flight, with
 *   - crawlstream's own client (`src/storage`: SigV4 over undici, `startUpload`),
 *   - the official AWS SDK v3 (`@aws-sdk/client-s3` with `@aws-sdk/lib-storage`'s `Upload`).
 * Each run in a fresh process; throughput, CPU and peak RSS of that process. Needs `npm run build` and the
 * Debian packages of scripts/s3-gateway.sh.
 *
 *   node benchmarks/s3-upload.mjs [--mb=512] [--runs=2]
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGateway } from './lib/s3-gateway.mjs';

const arg = (name, fallback) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const MB = 1e6;
const MiB = 1024 * 1024;

if (process.argv[2] === '--child') {
  const [, , , which, mb] = process.argv;
  const env = JSON.parse(process.env.S3_BENCH);
  const bytes = Number(mb) * MB;
  // One 16 MiB block of random bytes, sent again and again: generating data costs nothing measurable.
  const { randomBytes } = await import('node:crypto');
  const block = randomBytes(16 * MiB);
  const chunks = function* () {
    for (let sent = 0; sent < bytes; sent += MiB)
      yield block.subarray(sent % block.length, (sent % block.length) + Math.min(MiB, bytes - sent));
  };
  const key = `bench/${which}-${Date.now()}.bin`;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  if (which === 'crawlstream') {
    const { createS3Client } = await import('../dist/storage/s3-client.js');
    const { startUpload } = await import('../dist/storage/multipart-upload.js');
    const s3 = createS3Client({
      endpoint: env.endpoint,
      accessKeyId: env.accessKeyId,
      secretAccessKey: env.secretAccessKey,
      region: env.region,
    });
    const writer = await startUpload(s3, env.bucket, key, { partSize: 8 * MiB, partsInFlight: 4 });
    for (const chunk of chunks()) await writer.write(chunk);
    await writer.finish();
    await s3.deleteObject(env.bucket, key);
    await s3.close();
  } else {
    const { S3Client, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
    const { Upload } = await import('@aws-sdk/lib-storage');
    const { Readable } = await import('node:stream');
    const client = new S3Client({
      endpoint: env.endpoint,
      forcePathStyle: true,
      region: env.region,
      credentials: { accessKeyId: env.accessKeyId, secretAccessKey: env.secretAccessKey },
    });
    const upload = new Upload({
      client,
      params: { Bucket: env.bucket, Key: key, Body: Readable.from(chunks()) },
      partSize: 8 * MiB,
      queueSize: 4,
    });
    await upload.done();
    await client.send(new DeleteObjectCommand({ Bucket: env.bucket, Key: key }));
    client.destroy();
  }
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  process.send({ ms, cpuMs: (cpu.user + cpu.system) / 1000, rssMB: process.resourceUsage().maxRSS / 1024 });
  process.exit(0);
}

const mb = arg('mb', 512);
const runs = arg('runs', 2);
const dir = mkdtempSync(join(tmpdir(), 's3-bench-'));
const started = await startGateway(dir, Math.max(4, Math.ceil((mb * runs * 2.5) / 1000)) * 1024 ** 3);
const gateway = { ...started.s3, bucket: 'bench' };
try {
  const { createS3Client } = await import('../dist/storage/s3-client.js');
  const s3 = createS3Client(gateway);
  await s3.createBucket('bench');
  await s3.close();
  const results = { crawlstream: [], 'aws-sdk-v3': [] };
  for (let r = 0; r < runs; r++) {
    for (const which of Object.keys(results)) {
      const child = fork(fileURLToPath(import.meta.url), ['--child', which, String(mb)], {
        env: { ...process.env, S3_BENCH: JSON.stringify(gateway) },
      });
      const result = await new Promise((resolve, reject) => {
        child.on('message', resolve);
        child.on('exit', (code) => code && reject(new Error(`${which} exited ${code}`)));
      });
      results[which].push(result);
      // The deleted object's data leaves the store before the next run (see `collectGarbage`).
      await started.collectGarbage();
      console.log(
        `${which}: ${(mb / (result.ms / 1000)).toFixed(0)} MB/s, CPU ${(result.cpuMs / 1000).toFixed(2)} s, peak RSS ${result.rssMB.toFixed(0)} MB`,
      );
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`\n| Client | MB/s (median of ${runs}) | CPU s per GB | Peak RSS (MB) |\n|---|---|---|---|`);
  for (const [which, rs] of Object.entries(results)) {
    console.log(
      `| ${which} | ${(mb / (median(rs.map((r) => r.ms)) / 1000)).toFixed(0)} | ${((median(rs.map((r) => r.cpuMs)) / 1000) * (1000 / mb)).toFixed(2)} | ${Math.max(...rs.map((r) => r.rssMB)).toFixed(0)} |`,
    );
  }
} finally {
  await started.stop();
  rmSync(dir, { recursive: true, force: true });
}
