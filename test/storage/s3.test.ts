/**
 * The S3 client and streamed multipart uploads against a real S3-compatible gateway (Ceph radosgw): objects,
 * multipart upload and its resume after a crash, abort, refusals that name the bucket and the object and
 * never a credential, a connection broken mid-part, and `crawlstream datasets clean`.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { lastValueFrom } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageError } from '../../src/errors/errors.js';
import { readCheckpoint } from '../../src/sinks/checkpoint.js';
import { datasetCheckpointFile } from '../../src/sinks/dataset/staging.js';
import { toDataset } from '../../src/sinks/dataset/to-dataset.js';
import { toJsonl } from '../../src/sinks/jsonl/to-jsonl.js';
import { resumeUpload, startUpload } from '../../src/storage/multipart-upload.js';
import { createS3Client, type S3Client } from '../../src/storage/s3-client.js';
import { parseS3Url } from '../../src/storage/s3-settings.js';
import { assertBuilt, emulatorEnv, runCli, runCliInProcess } from '../cli/cli-harness.js';
import { type S3Gateway, startS3Gateway } from '../helpers/s3-gateway.js';
import { cleanup, setupEmulator } from '../operations/emulator-fixture.js';
import { exportWithCrashes, TEN_KILLS } from '../sinks/crash-harness.js';
import { failAfter } from '../sinks/pages.js';

const MiB = 1024 * 1024;
const BUCKET = 'exports-test';
let gateway: S3Gateway;
let s3: S3Client;

beforeAll(async () => {
  gateway = await startS3Gateway();
  s3 = createS3Client(credentials());
  await s3.createBucket(BUCKET);
}, 180_000);

afterAll(async () => {
  await s3?.close();
  await gateway?.stop();
}, 60_000);

function credentials(over: Partial<Record<'endpoint' | 'accessKeyId' | 'secretAccessKey', string>> = {}) {
  return {
    endpoint: gateway.endpoint,
    accessKeyId: gateway.accessKeyId,
    secretAccessKey: gateway.secretAccessKey,
    region: gateway.region,
    ...over,
  };
}

/** The gateway's endpoint and credentials as the standard AWS environment (for the CLI). */
function awsEnv(): Record<string, string> {
  return {
    AWS_ENDPOINT_URL_S3: gateway.endpoint,
    AWS_ACCESS_KEY_ID: gateway.accessKeyId,
    AWS_SECRET_ACCESS_KEY: gateway.secretAccessKey,
    AWS_REGION: gateway.region,
  };
}

async function failure(promise: Promise<unknown>): Promise<StorageError> {
  const outcome = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(outcome).toBeInstanceOf(StorageError);
  return outcome as StorageError;
}

describe('objects', () => {
  it('puts, lists, reads and deletes objects, keys with spaces and non-ASCII included', async () => {
    const keys = ['objects/a.json', 'objects/dir with space/b é.json'];
    for (const key of keys) await s3.putObject(BUCKET, key, JSON.stringify({ key }), 'application/json');
    const listed = await s3.listObjects(BUCKET, 'objects/');
    expect(listed.map((o) => o.key).sort()).toEqual([...keys].sort());
    expect(JSON.parse((await s3.getObject(BUCKET, keys[1]!))!.toString('utf8'))).toEqual({ key: keys[1] });
    expect(await s3.getObject(BUCKET, 'objects/missing.json')).toBeUndefined();
    for (const key of keys) await s3.deleteObject(BUCKET, key);
    expect(await s3.listObjects(BUCKET, 'objects/')).toEqual([]);
  });

  it("names the bucket and the store's code when the bucket does not exist", async () => {
    const err = await failure(s3.checkBucket('no-such-bucket-here'));
    expect(err.code).toBe('NoSuchBucket');
    expect(err.bucket).toBe('no-such-bucket-here');
    expect(err.message).toContain('s3://no-such-bucket-here/');
    expect(err.message).toContain('the bucket does not exist');
    expect(err.retryable).toBe(false);
  });

  it('refuses wrong credentials with a clear cause and never shows a key or secret', async () => {
    const wrongSecret = createS3Client(credentials({ secretAccessKey: 'wrong-secret-value-123' }));
    const wrongKey = createS3Client(credentials({ accessKeyId: 'NOSUCHKEYID12345' }));
    try {
      const bySecret = await failure(wrongSecret.putObject(BUCKET, 'objects/x', 'x'));
      expect(bySecret.code).toBe('SignatureDoesNotMatch');
      expect(bySecret.message).toContain(`s3://${BUCKET}/objects/x`);
      const byKey = await failure(wrongKey.putObject(BUCKET, 'objects/x', 'x'));
      expect(byKey.code).toBe('InvalidAccessKeyId');
      for (const err of [bySecret, byKey]) {
        const shown = `${err.message} ${JSON.stringify(err)} ${String(err.body)}`;
        for (const secret of [
          gateway.secretAccessKey,
          gateway.accessKeyId,
          'wrong-secret-value-123',
          'NOSUCHKEYID12345',
        ])
          expect(shown).not.toContain(secret);
      }
    } finally {
      await wrongSecret.close();
      await wrongKey.close();
    }
  });

  it('reads s3:// targets', () => {
    expect(parseS3Url('s3://bucket-1/exports/site')).toEqual({ bucket: 'bucket-1', prefix: 'exports/site/' });
    expect(parseS3Url('s3://bucket-1')).toEqual({ bucket: 'bucket-1', prefix: '' });
    expect(() => parseS3Url('s3://B/x')).toThrow(/bucket name/);
  });
});

describe('multipart uploads', () => {
  it('streams an object in parts of the part size, in chunks of any size, and completes it', async () => {
    const data = randomBytes(13 * MiB + 12_345);
    const writer = await startUpload(s3, BUCKET, 'multipart/whole.bin', {
      partSize: 5 * MiB,
      partsInFlight: 2,
    });
    for (let at = 0; at < data.length; at += 777_777) await writer.write(data.subarray(at, at + 777_777));
    expect(await writer.finish()).toBe(data.length);
    expect(writer.state.parts.map((p) => p.size)).toEqual([5 * MiB, 5 * MiB, 3 * MiB + 12_345]);
    expect((await s3.getObject(BUCKET, 'multipart/whole.bin'))!.equals(data)).toBe(true);
    expect(await s3.listMultipartUploads(BUCKET, 'multipart/')).toEqual([]);
  });

  it('continues after a crash from the recorded parts: the object holds every byte exactly once', async () => {
    const data = randomBytes(17 * MiB);
    const first = await startUpload(s3, BUCKET, 'multipart/resumed.bin', { partSize: 5 * MiB });
    await first.write(data);
    await first.flush();
    // What a checkpoint would hold; the 2 MiB still buffered are lost with the process.
    const recorded = first.state;
    expect(recorded.parts).toHaveLength(3);
    const second = await resumeUpload(s3, recorded, { partSize: 5 * MiB });
    await second.write(data.subarray(second.uploadedBytes));
    expect(await second.finish()).toBe(data.length);
    expect((await s3.getObject(BUCKET, 'multipart/resumed.bin'))!.equals(data)).toBe(true);
  });

  it('refuses to continue an upload whose parts differ from the checkpoint', async () => {
    const writer = await startUpload(s3, BUCKET, 'multipart/tampered.bin', { partSize: 5 * MiB });
    await writer.write(randomBytes(6 * MiB));
    await writer.flush();
    const state = writer.state;
    const tampered = { ...state, parts: state.parts.map((p) => ({ ...p, etag: '"0000"' })) };
    const err = await failure(resumeUpload(s3, tampered));
    expect(err.code).toBe('PART_MISMATCH');
    await writer.abort();
  });

  it('aborting leaves no open upload behind', async () => {
    const writer = await startUpload(s3, BUCKET, 'multipart/aborted.bin', { partSize: 5 * MiB });
    await writer.write(randomBytes(11 * MiB));
    await writer.flush();
    expect((await s3.listMultipartUploads(BUCKET, 'multipart/aborted')).length).toBe(1);
    await writer.abort();
    expect(await s3.listMultipartUploads(BUCKET, 'multipart/aborted')).toEqual([]);
  });

  it('retries a part whose connection breaks mid-body, and the object is whole', async () => {
    const proxy = await breakingProxy(new URL(gateway.endpoint), 'partNumber=2');
    const viaProxy = createS3Client(credentials({ endpoint: proxy.url }));
    try {
      const data = randomBytes(11 * MiB);
      const writer = await startUpload(viaProxy, BUCKET, 'multipart/broken.bin', { partSize: 5 * MiB });
      await writer.write(data);
      await writer.finish();
      expect(proxy.broken).toBe(1);
      expect((await s3.getObject(BUCKET, 'multipart/broken.bin'))!.equals(data)).toBe(true);
    } finally {
      await viaProxy.close();
      await proxy.close();
    }
  });
});

describe('a file in one PUT', () => {
  /** Sends a file of `size` random bytes to `key` in one `PUT` through `proxy`; returns the bytes. */
  async function putFileVia(proxy: { url: string }, key: string, size: number): Promise<Buffer> {
    const viaProxy = createS3Client(credentials({ endpoint: proxy.url }));
    const dir = await mkdtemp(join(tmpdir(), 's3-file-'));
    try {
      const data = randomBytes(size);
      await writeFile(join(dir, 'part.bin'), data);
      await viaProxy.putFile(BUCKET, key, { path: join(dir, 'part.bin'), size });
      return data;
    } finally {
      await viaProxy.close();
      await rm(dir, { recursive: true, force: true });
    }
  }

  it('streams it from disk, and sends it whole again when the connection breaks mid-body', async () => {
    const proxy = await breakingProxy(new URL(gateway.endpoint), 'single/broken.bin');
    try {
      const data = await putFileVia(proxy, 'single/broken.bin', 6 * MiB);
      expect(proxy.broken).toBe(1);
      expect((await s3.getObject(BUCKET, 'single/broken.bin'))!.equals(data)).toBe(true);
    } finally {
      await proxy.close();
    }
  });

  it('keeps the bytes whole when the store takes them slowly (its read buffers are reused in turn)', async () => {
    // A file of twelve chunks sent through a proxy that reads 64 KiB at a time: the socket pushes back, and
    // a buffer read into again before the socket took its bytes would corrupt the object.
    const proxy = await slowProxy(new URL(gateway.endpoint));
    try {
      const data = await putFileVia(proxy, 'single/slow.bin', 12 * MiB);
      expect(proxy.pauses).toBeGreaterThan(100);
      expect((await s3.getObject(BUCKET, 'single/slow.bin'))!.equals(data)).toBe(true);
    } finally {
      await proxy.close();
    }
  });
});

describe('crawlstream datasets clean', () => {
  it('lists the uploads left open under a prefix with --dry-run, then aborts them', async () => {
    assertBuilt();
    const left = await startUpload(s3, BUCKET, 'abandoned/job_id=1/part-00000.parquet', {
      partSize: 5 * MiB,
    });
    await left.write(randomBytes(6 * MiB));
    await left.flush();
    const elsewhere = await startUpload(s3, BUCKET, 'kept/part-00000.parquet', { partSize: 5 * MiB });

    const dry = await runCliInProcess(['datasets', 'clean', `s3://${BUCKET}/abandoned/`, '--dry-run'], {
      env: awsEnv(),
    });
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(`open  s3://${BUCKET}/abandoned/job_id=1/part-00000.parquet`);
    expect(await s3.listMultipartUploads(BUCKET, 'abandoned/')).toHaveLength(1);

    const clean = await runCliInProcess(['datasets', 'clean', `s3://${BUCKET}/abandoned/`], {
      env: awsEnv(),
    });
    expect(clean.code).toBe(0);
    expect(clean.stdout).toContain(`aborted  s3://${BUCKET}/abandoned/job_id=1/part-00000.parquet`);
    expect(clean.stderr).toContain(`Aborted 1 open upload under s3://${BUCKET}/abandoned/.`);
    expect(await s3.listMultipartUploads(BUCKET, 'abandoned/')).toEqual([]);
    // Only under the prefix it was given.
    expect(await s3.listMultipartUploads(BUCKET, 'kept/')).toHaveLength(1);
    await elsewhere.abort();
  });

  it('exits 1 naming the bucket when it does not exist, 2 without credentials, and never prints a secret', async () => {
    assertBuilt();
    const missing = await runCliInProcess(['datasets', 'clean', 's3://no-such-bucket-here/x/'], {
      env: awsEnv(),
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('s3://no-such-bucket-here/');
    expect(missing.stderr).toContain('NoSuchBucket');
    expect(missing.stderr).not.toContain(gateway.secretAccessKey);
    const noKey = await runCliInProcess(['datasets', 'clean', `s3://${BUCKET}/x/`], {
      env: { ...awsEnv(), AWS_ACCESS_KEY_ID: undefined, AWS_SECRET_ACCESS_KEY: undefined },
    });
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain('AWS_ACCESS_KEY_ID');
  });
});

describe('toDataset to s3://', () => {
  /** Downloads every object under `prefix` into a fresh folder, keeping the keys as paths. */
  async function download(prefix: string): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 's3-download-'));
    for (const object of await s3.listObjects(BUCKET, prefix)) {
      const path = join(dir, object.key.slice(prefix.length));
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, (await s3.getObject(BUCKET, object.key))!);
    }
    return dir;
  }

  async function jobWithJsonl(pages: number) {
    const { emulator, client } = await setupEmulator();
    const jobId = emulator.createCompletedCrawl({ pages, sizes: [20_000, 60_000, 90_000] });
    const dir = await mkdtemp(join(tmpdir(), 's3-jsonl-'));
    await lastValueFrom(client.crawlPages(jobId).pipe(toJsonl(join(dir, 'job.jsonl'))));
    const lines = (await readFile(join(dir, 'job.jsonl'), 'utf8')).trim().split('\n');
    await rm(dir, { recursive: true, force: true });
    return { client, jobId, lines };
  }

  it('uploads Parquet parts and the manifest; DuckDB reads the downloaded dataset row for row as the JSONL export', async () => {
    const { client, jobId, lines } = await jobWithJsonl(300);
    try {
      const summary = await lastValueFrom(
        client
          .crawlPages(jobId)
          .pipe(toDataset(`s3://${BUCKET}/datasets/parquet/`, { s3: credentials(), partBytes: 6_000_000 })),
      );
      expect(summary.path).toBe(`s3://${BUCKET}/datasets/parquet/`);
      expect(summary.records).toBe(lines.length);
      expect(summary.parts.length).toBeGreaterThan(1);
      const manifest = JSON.parse(
        (await s3.getObject(BUCKET, 'datasets/parquet/_manifest.json'))!.toString('utf8'),
      );
      expect(manifest.parts.map((p: { key: string }) => p.key)).toEqual(summary.parts.map((p) => p.key));
      const local = await download('datasets/parquet/');
      const instance = await DuckDBInstance.create(':memory:');
      const conn = await instance.connect();
      try {
        const rows = (
          await conn.runAndReadAll(
            `select sourceURL, job_id from read_parquet('${local}/**/*.parquet', hive_partitioning = true)`,
          )
        ).getRowObjectsJson();
        expect(rows.map((r) => r.sourceURL).sort()).toEqual(
          lines.map((l) => JSON.parse(l).metadata.sourceURL).sort(),
        );
        expect(new Set(rows.map((r) => r.job_id))).toEqual(new Set([jobId]));
      } finally {
        conn.closeSync();
        instance.closeSync();
        await rm(local, { recursive: true, force: true });
      }
      expect(await s3.listMultipartUploads(BUCKET, 'datasets/')).toEqual([]);
    } finally {
      await cleanup();
    }
  });

  it('streams JSONL parts over 5 MiB through multipart uploads and resumes after a failure: every line once', async () => {
    const { client, jobId, lines } = await jobWithJsonl(400);
    const target = `s3://${BUCKET}/datasets/resumed/`;
    const stagingDir = await mkdtemp(join(tmpdir(), 's3-staging-'));
    const options = {
      s3: credentials(),
      format: 'jsonl' as const,
      partBytes: 7_000_000,
      // Above this, part files go up by multipart uploads (the default sends files up to 64 MiB in one PUT).
      singlePutBytes: 5 * MiB,
      stagingDir,
      checkpointIntervalMs: 0,
    };
    try {
      const failing = client
        .crawlPages(jobId, { pageLimit: 20 })
        .pipe(failAfter(12), toDataset(target, options));
      await expect(lastValueFrom(failing)).rejects.toThrow('network gone');
      expect(await s3.getObject(BUCKET, 'datasets/resumed/_manifest.json')).toBeUndefined();
      const checkpoint = JSON.parse(await readFile(join(stagingDir, '_export.checkpoint.json'), 'utf8'));
      expect(checkpoint.cursor.skip).toBeGreaterThan(0);
      const summary = await lastValueFrom(
        client
          .crawlPages(jobId, { from: checkpoint.cursor })
          .pipe(toDataset(target, { ...options, resume: true })),
      );
      expect(summary.records).toBe(lines.length);
      const local = await download('datasets/resumed/');
      try {
        const written: string[] = [];
        for (const part of summary.parts) {
          expect(part.bytes).toBeGreaterThan(0);
          written.push(...(await readFile(join(local, part.key), 'utf8')).trim().split('\n'));
        }
        expect(written.sort()).toEqual([...lines].sort());
      } finally {
        await rm(local, { recursive: true, force: true });
      }
      expect(summary.parts.some((p) => p.bytes > 5 * MiB)).toBe(true);
      expect(await s3.listMultipartUploads(BUCKET, 'datasets/')).toEqual([]);
    } finally {
      await rm(stagingDir, { recursive: true, force: true });
      await cleanup();
    }
  });

  it('killed ten times at seeded points and resumed: every document once, no upload left open', async () => {
    const { emulator } = await setupEmulator();
    const jobId = emulator.createCompletedCrawl({ pages: 300, sizes: [20_000, 60_000, 90_000] });
    const target = `s3://${BUCKET}/datasets/killed/`;
    // A staging folder an interrupted earlier run of this test left would resume against a new gateway.
    await rm(dirname(datasetCheckpointFile(target)), { recursive: true, force: true });
    try {
      const { kills, final, resumedFrom } = await exportWithCrashes(
        ['dataset', emulator.url, emulator.apiKey, jobId, target],
        () => readCheckpoint(datasetCheckpointFile(target)),
        {
          ...awsEnv(),
          DATASET_FORMAT: 'jsonl',
          DATASET_PART_BYTES: String(6_000_000),
          // Part files over 5 MiB go up by multipart uploads, so kills leave uploads open to continue.
          DATASET_SINGLE_PUT_BYTES: String(5 * MiB),
        },
        TEN_KILLS,
      );
      expect(kills).toBe(10);
      expect(resumedFrom.some((r) => r > 0 && r < 300)).toBe(true);
      expect(final.output).toMatch(/^done /m);
      const manifest = JSON.parse(
        (await s3.getObject(BUCKET, 'datasets/killed/_manifest.json'))!.toString('utf8'),
      ) as {
        records: number;
        parts: { key: string; records: number; bytes: number }[];
      };
      expect(manifest.records).toBe(300);
      const lines: string[] = [];
      for (const part of manifest.parts) {
        const text = (await s3.getObject(BUCKET, `datasets/killed/${part.key}`))!.toString('utf8');
        const partLines = text.trim().split('\n');
        expect(partLines.length).toBe(part.records);
        lines.push(...partLines);
      }
      expect(manifest.parts.some((p) => p.bytes > 5 * MiB)).toBe(true);
      expect(lines.sort()).toEqual(
        emulator.jobs
          .documents(jobId)
          .map((d) => JSON.stringify(d))
          .sort(),
      );
      expect(await s3.listMultipartUploads(BUCKET, 'datasets/killed/')).toEqual([]);
    } finally {
      await cleanup();
    }
  });

  it('the CLI export with a wrong secret exits 1 naming the bucket and the cause, never the secret, and leaves no upload', async () => {
    assertBuilt();
    const { emulator } = await setupEmulator();
    const jobId = emulator.createCompletedCrawl({ pages: 40, sizes: [20_000, 60_000] });
    const cwd = await mkdtemp(join(tmpdir(), 's3-cli-'));
    const wrong = `${gateway.secretAccessKey}x`;
    try {
      const target = `s3://${BUCKET}/datasets/wrong-secret/`;
      const env = { ...emulatorEnv(emulator), ...awsEnv(), AWS_SECRET_ACCESS_KEY: wrong };
      const run = await runCli(['pages', jobId, '-o', target, '-q'], { env, cwd });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`s3://${BUCKET}/`);
      expect(run.stderr).toContain('SignatureDoesNotMatch');
      expect(run.stderr).toContain('AWS_SECRET_ACCESS_KEY');
      expect(run.stderr).toContain('nothing to resume');
      for (const secret of [wrong, gateway.secretAccessKey]) {
        expect(run.stderr).not.toContain(secret);
        expect(run.stdout).not.toContain(secret);
      }
      expect(await s3.listMultipartUploads(BUCKET, 'datasets/wrong-secret/')).toEqual([]);
      expect(await s3.listObjects(BUCKET, 'datasets/wrong-secret/')).toEqual([]);
      // With the right secret the same command exports the job.
      const again = await runCli(['pages', jobId, '-o', target, '-q'], {
        env: { ...env, AWS_SECRET_ACCESS_KEY: gateway.secretAccessKey },
        cwd,
      });
      expect(again.code).toBe(0);
      expect((await s3.listObjects(BUCKET, 'datasets/wrong-secret/')).map((o) => o.key)).toContain(
        'datasets/wrong-secret/_manifest.json',
      );
    } finally {
      await cleanup();
      await rm(cwd, { recursive: true, force: true });
    }
  });

  it('a change-aware pipeline adds each day to one dataset; its state and loads log are objects the manifest lists', async () => {
    assertBuilt();
    const { emulator } = await setupEmulator({ site: { sites: 1, pagesPerSite: 150, failureRate: 0 } });
    const cwd = await mkdtemp(join(tmpdir(), 's3-pipeline-'));
    try {
      const target = `s3://${BUCKET}/pipeline/`;
      const env = { ...emulatorEnv(emulator), ...awsEnv() };
      const crawl = async () => {
        const run = await runCli(
          [
            'crawl',
            'https://site-1.test/',
            '--crawl-entire-domain',
            '-o',
            target,
            '--format',
            'jsonl',
            '--changes',
            '--json',
          ],
          { env, cwd },
        );
        expect(run.code, run.stderr).toBe(0);
        return JSON.parse(run.stdout.trim().split('\n').at(-1) as string);
      };
      const first = await crawl();
      const changes = emulator.advanceWeb();
      const second = await crawl();
      expect(second.changes.counts.changed).toBe(changes.edited.length);
      const text = async (key: string) =>
        (await s3.getObject(BUCKET, `pipeline/${key}`))?.toString('utf8') ?? '';
      const manifest = JSON.parse(await text('_manifest.json'));
      expect(manifest.exports.map((e: { jobId: string }) => e.jobId)).toEqual([first.jobId, second.jobId]);
      expect(manifest.files).toEqual(['_crawlstream/state.jsonl', '_crawlstream/loads.jsonl']);
      const loads = (await text('_crawlstream/loads.jsonl'))
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(loads.map((l) => l.jobId)).toEqual([first.jobId, second.jobId]);
      // Its current state as a snapshot in the bucket: the parts are downloaded, selected, the result put back.
      const compact = await runCli(['datasets', 'compact', target], { env, cwd });
      expect(compact.code, compact.stderr).toBe(0);
      const compacted = JSON.parse(await text('_manifest.json'));
      const snapshot = compacted.snapshots[0];
      const lines = (await text(snapshot.parts[0].key)).trim().split('\n');
      expect(lines).toHaveLength(snapshot.records);
      const urls = new Set(lines.map((l) => JSON.parse(l).metadata.sourceURL));
      expect(urls.size).toBe(lines.length);
      for (const url of changes.removed) expect(urls.has(url)).toBe(false);
      expect((await text('_crawlstream/state.jsonl')).trim().split('\n').length).toBe(
        // A first run's `same` pages are dead links it never saw alive: in the state as removed.
        first.changes.counts.new +
          first.changes.counts.removed +
          first.changes.counts.same +
          second.changes.counts.new,
      );
    } finally {
      await cleanup();
      await rm(cwd, { recursive: true, force: true });
    }
  });

  it('refuses a prefix that holds a finished export, and a bucket that does not exist, naming them', async () => {
    const { client, jobId } = await jobWithJsonl(20);
    try {
      await lastValueFrom(
        client.crawlPages(jobId).pipe(toDataset(`s3://${BUCKET}/datasets/once/`, { s3: credentials() })),
      );
      const again = await lastValueFrom(
        client.crawlPages(jobId).pipe(toDataset(`s3://${BUCKET}/datasets/once/`, { s3: credentials() })),
      ).catch((e: unknown) => e);
      expect((again as { code?: string }).code).toBe('DATASET_EXISTS');
      expect((again as Error).message).toContain(
        `s3://${BUCKET}/datasets/once/ already holds a finished export`,
      );
      const missing = await lastValueFrom(
        client.crawlPages(jobId).pipe(toDataset('s3://no-such-bucket-here/x/', { s3: credentials() })),
      ).catch((e: unknown) => e);
      expect(missing).toBeInstanceOf(StorageError);
      expect((missing as StorageError).code).toBe('NoSuchBucket');
      expect((missing as Error).message).toContain('s3://no-such-bucket-here/');
    } finally {
      await cleanup();
    }
  });
});

/**
 * A TCP proxy on port 0 to `target`. For each connection, `handler()` gives what to do with the client's
 * bytes (`upstream.write(chunk)` passes them on); the answers pass back as they come.
 */
async function tcpProxy(
  target: URL,
  handler: () => (chunk: Buffer, client: Socket, upstream: Socket) => void,
) {
  const sockets = new Set<Socket>();
  const server: Server = createServer({ highWaterMark: 64 * 1024 }, (client) => {
    sockets.add(client);
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(upstream);
    const onData = handler();
    client.on('data', (chunk: Buffer) => onData(chunk, client, upstream));
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A proxy that cuts the first connection whose request line contains `marker`, after forwarding part of its
 * body: a gateway that goes away mid-part.
 */
async function breakingProxy(target: URL, marker: string) {
  let broken = 0;
  const proxy = await tcpProxy(target, () => {
    let seen = 0;
    let cutting = false;
    return (chunk, client, upstream) => {
      if (!cutting && broken === 0 && chunk.includes(marker)) cutting = true;
      if (cutting) {
        seen += chunk.length;
        if (seen > 1024 * 1024) {
          broken++;
          client.destroy();
          upstream.destroy();
          return;
        }
      }
      upstream.write(chunk);
    };
  });
  return {
    ...proxy,
    get broken() {
      return broken;
    },
  };
}

/** A proxy that takes what the client sends 64 KiB at a time, with a pause after each. */
async function slowProxy(target: URL) {
  let pauses = 0;
  const proxy = await tcpProxy(target, () => (chunk, client, upstream) => {
    upstream.write(chunk);
    client.pause();
    pauses++;
    setTimeout(() => client.resume(), 3);
  });
  return {
    ...proxy,
    get pauses() {
      return pauses;
    },
  };
}
