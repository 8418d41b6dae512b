import { describe, expect, it } from 'vitest';
import { CheckpointError } from '../../../src/errors/errors.js';
import { addExport, parseManifest } from '../../../src/sinks/dataset/manifest.js';

const part = (key: string, records: number) => ({
  key,
  partition: {},
  records,
  bytes: records * 10,
  jsonBytes: records * 9,
});
const layout = { format: 'jsonl' as const, partitionBy: ['job_id' as const, 'date' as const] };
const entry = (run: string, jobId: string, records: number) => ({
  run,
  jobId,
  records,
  jsonBytes: records * 9,
  bytes: records * 10,
  parts: 1,
  createdAt: '2026-11-25T00:00:00.000Z',
});

describe('a dataset manifest with several exports', () => {
  it('reads a one-export manifest as one export, adds another after it, and totals every part', () => {
    const one = parseManifest(
      JSON.stringify({
        version: 1,
        ...layout,
        jobId: 'a',
        records: 3,
        jsonBytes: 27,
        bytes: 30,
        parts: [part('job_id=a/p0', 3)],
        createdAt: 'x',
      }),
      'd/',
    );
    expect(one.exports).toEqual([
      { run: 'first', jobId: 'a', records: 3, jsonBytes: 27, bytes: 30, parts: 1, createdAt: 'x' },
    ]);
    const two = addExport(one, entry('r2', 'b', 5), [part('job_id=b/p0', 5)], layout, 'd/');
    expect(two.parts.map((p) => p.key)).toEqual(['job_id=a/p0', 'job_id=b/p0']);
    expect(two.exports.map((e) => e.jobId)).toEqual(['a', 'b']);
    expect([two.records, two.bytes, two.jobId]).toEqual([8, 80, 'b']);
    // A resumed export whose manifest was already written is replaced, not listed twice.
    const again = addExport(two, entry('r2', 'b', 5), [part('job_id=b/p0', 5)], layout, 'd/');
    expect(again.parts).toHaveLength(2);
    expect(again.exports).toHaveLength(2);
  });

  it("lists an export's parts in the order they were opened, whatever order their publishes ended in", () => {
    // Parts are published several at once: a small one opened later may be published first.
    const published = [
      'part-00002-r9.jsonl',
      'part-00000-r9.jsonl',
      'part-100000-r9.jsonl',
      'part-99999-r9.jsonl',
    ];
    const earlier = addExport(
      undefined,
      entry('r1', 'a', 1),
      [part('job_id=a/part-00007-r1.jsonl', 1)],
      layout,
      'd/',
    );
    const manifest = addExport(
      earlier,
      entry('r9', 'b', 4),
      published.map((name) => part(`job_id=b/date=2026-11-30/${name}`, 1)),
      layout,
      'd/',
    );
    expect(manifest.parts.map((p) => p.key.split('/').at(-1))).toEqual([
      'part-00007-r1.jsonl',
      'part-00000-r9.jsonl',
      'part-00002-r9.jsonl',
      'part-99999-r9.jsonl',
      'part-100000-r9.jsonl',
    ]);
  });

  it('refuses an export of another format or partitioning, naming the dataset', () => {
    const one = addExport(undefined, entry('r1', 'a', 1), [part('p', 1)], layout, 'd/');
    const err = (() => {
      try {
        addExport(
          one,
          entry('r2', 'b', 1),
          [part('q', 1)],
          { format: 'parquet', partitionBy: ['job_id'] },
          'd/',
        );
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(CheckpointError);
    expect((err as CheckpointError).code).toBe('DATASET_LAYOUT');
    expect((err as Error).message).toContain('d/ holds jsonl parts partitioned by job_id,date');
  });
});
