/**
 * The format writer of a dataset: routes each document to the part file of its partition, rolls a part
 * once it holds `partBytes` of document JSON, and publishes finished parts to the target (two at a time,
 * while the next parts fill). Every part grows in the staging folder through the file sinks' own writers,
 * so the common sink loop (`run-sink.ts`) gives the dataset the same exactly-once resume: its checkpoint
 * records, under `dataset`, the parts published, the parts being published and each open part's durable
 * state.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CheckpointError } from '../../errors/errors.js';
import type { Checkpoint, SinkFormat } from '../checkpoint.js';
import type { DurableState, FormatWriter, OpenContext } from '../format-writer.js';
import type { DatasetTarget } from './dataset-target.js';
import { addExport, parseManifest } from './manifest.js';
import { documentHost, type PartitionColumn, partitionPath } from './partitions.js';

/** One part file of the dataset. */
export interface PartRecord {
  /** Path relative to the dataset, e.g. `job_id=…/date=…/part-00000-a1b2c3.parquet`. */
  key: string;
  partition: Partial<Record<PartitionColumn, string>>;
  records: number;
  /** Bytes of the part file. */
  bytes: number;
  /** Characters of document JSON in it. */
  jsonBytes: number;
}

/** A part still being written: its record so far, its staged file and the part writer's durable state. */
interface OpenPartRecord extends PartRecord {
  staged: string;
  durable: DurableState;
}

/** What a dataset's checkpoint records (`checkpoint.dataset`). */
export interface DatasetState {
  run: string;
  nextPart: number;
  published: PartRecord[];
  /** Finished parts whose publish may not have completed: published again on resume. */
  publishing: (PartRecord & { staged: string })[];
  /** Staged files of published parts, deleted once a checkpoint has recorded them as published. */
  stagedPublished: string[];
  open: OpenPartRecord[];
}

export interface DatasetWriterOptions {
  target: DatasetTarget;
  format: SinkFormat;
  partitionBy: readonly PartitionColumn[];
  /** Roll a part once it holds this many bytes of document JSON. */
  partBytes: number;
  /** Most parts open at once (partitioned by host); the least recently written is finished first. */
  maxOpenParts: number;
  /** Opens one part file with the format's writer. */
  openPart: (ctx: OpenContext) => Promise<FormatWriter>;
  /** The day documents are filed under (`date`), `YYYY-MM-DD`. */
  today: () => string;
  /** Add this export to the dataset's manifest instead of making it the only one. */
  append?: boolean | undefined;
  /** Other objects of the dataset the manifest lists (the pipeline's state). */
  files?: readonly string[] | undefined;
}

interface LivePart {
  record: OpenPartRecord;
  writer: FormatWriter;
  /** Bytes of document JSON appended (the roll threshold), durable or not. */
  appendedBytes: number;
  appendedRecords: number;
  lastUse: number;
}

const EXTENSION: Record<SinkFormat, string> = { jsonl: 'jsonl', parquet: 'parquet' };

/** Parts published at once: measured against one at a time on Ceph's gateway (benchmarks/README.md). */
const PUBLISHES_AT_ONCE = 2;

export async function openDatasetWriter(
  ctx: OpenContext,
  options: DatasetWriterOptions,
): Promise<FormatWriter> {
  const { target, format, partitionBy } = options;
  const saved = (ctx.checkpoint as (Checkpoint & { dataset?: DatasetState }) | undefined)?.dataset;
  const state: DatasetState = saved
    ? { ...saved, published: [...saved.published], publishing: [...saved.publishing], open: [] }
    : {
        run: Math.random().toString(36).slice(2, 8),
        nextPart: 0,
        published: [],
        publishing: [],
        stagedPublished: [],
        open: [],
      };
  // The end of every part file name of this export (`part-00000-a1b2c3.parquet`).
  const partSuffix = `-${state.run}.${EXTENSION[format]}`;
  const live = new Map<string, LivePart>();
  // Whether two parts were open at once since the last sync (see `sync`).
  let overlapped = false;
  let tick = 0;
  // Publishes running now; more than `PUBLISHES_AT_ONCE` make the writing wait (staged files stay few).
  const publishing = new Set<Promise<void>>();
  let failure: unknown;
  let jobIdSeen: string | null = ctx.checkpoint?.jobId ?? null;
  // Staged files of parts the checkpoint about to be written records as published.
  let recordedPublished: string[] = [...(saved?.stagedPublished ?? [])];

  const check = () => {
    if (failure !== undefined) throw failure;
  };

  /** Publishes a finished part while writing goes on; waits first while enough are being published. */
  const publish = async (part: PartRecord & { staged: string }) => {
    state.publishing.push(part);
    while (publishing.size >= PUBLISHES_AT_ONCE) await Promise.race(publishing);
    const done: Promise<void> = (async () => {
      if (failure !== undefined) return;
      try {
        await target.publish(part.staged, part.key);
        state.publishing = state.publishing.filter((p) => p.key !== part.key);
        const { staged, ...record } = part;
        state.published.push(record);
        state.stagedPublished.push(staged);
      } catch (err) {
        failure ??= err;
      }
    })().finally(() => publishing.delete(done));
    publishing.add(done);
  };

  const partCheckpoint = (record: OpenPartRecord): Checkpoint => ({
    version: 1,
    format,
    jobId: jobIdSeen,
    kind: ctx.checkpoint?.kind ?? null,
    cursor: { skip: 0 },
    records: record.durable.records,
    bytes: record.durable.bytes,
    jsonBytes: record.durable.jsonBytes,
    complete: false,
    ...record.durable.extra,
    updatedAt: new Date().toISOString(),
  });

  const openPart = async (
    partition: Partial<Record<PartitionColumn, string>>,
    dir: string,
    resumeFrom?: OpenPartRecord,
  ) => {
    const name = `part-${String(state.nextPart).padStart(5, '0')}${partSuffix}`;
    const record: OpenPartRecord = resumeFrom ?? {
      key: dir ? `${dir}/${name}` : name,
      partition,
      records: 0,
      bytes: 0,
      jsonBytes: 0,
      staged: join(target.staging, name),
      durable: { records: 0, bytes: 0, jsonBytes: 0 },
    };
    if (!resumeFrom) state.nextPart++;
    if (live.size > 0) overlapped = true;
    const writer = await options.openPart(
      resumeFrom
        ? { partial: record.staged, checkpoint: partCheckpoint(record) }
        : { partial: record.staged },
    );
    const part: LivePart = {
      record,
      writer,
      appendedBytes: record.jsonBytes,
      appendedRecords: record.durable.records,
      lastUse: tick++,
    };
    live.set(dir, part);
    return part;
  };

  /** Finishes a part: footer written, file complete; then it is published in the background. */
  const finishPart = async (dir: string) => {
    const part = live.get(dir);
    if (!part) return;
    live.delete(dir);
    const done = await part.writer.finish();
    await part.writer.close();
    const {
      durable: _,
      staged,
      ...record
    } = { ...part.record, records: done.records, bytes: done.bytes, jsonBytes: done.jsonBytes };
    await publish({ ...record, staged });
  };

  // Open parts of the checkpoint continue where their durable state ends.
  for (const record of saved?.open ?? []) {
    const dir = partitionPath(partitionBy, record.partition as Record<PartitionColumn, string>);
    if (live.has(dir) || !record.key.startsWith(dir)) {
      throw new CheckpointError(
        `The checkpoint of ${target.url} lists part ${record.key} under partition ${dir} twice or elsewhere; start over`,
      );
    }
    await openPart(record.partition, dir, record);
  }
  // What a crashed process of this export left half uploaded goes first: its parts are published again
  // (a finished part from `publishing`) or later (an open one, continued from its durable state).
  if (saved) await target.abandonPublishes((name) => name.startsWith('part-') && name.endsWith(partSuffix));
  // Parts that were being published: published again (or found published).
  const pending = state.publishing.splice(0);
  for (const part of pending) await publish(part);

  const totals = () => {
    let records = 0;
    let bytes = 0;
    let jsonBytes = 0;
    for (const p of [...state.published, ...state.publishing]) {
      records += p.records;
      bytes += p.bytes;
      jsonBytes += p.jsonBytes;
    }
    return { records, bytes, jsonBytes };
  };

  const durable = (): DurableState => {
    const t = totals();
    for (const { record } of live.values()) {
      t.records += record.durable.records;
      t.bytes += record.durable.bytes;
      t.jsonBytes += record.durable.jsonBytes;
    }
    state.open = [...live.values()].map((p) => p.record);
    return { ...t, extra: { dataset: structuredClone(state) } as Partial<Checkpoint> };
  };

  return {
    get writtenRecords() {
      let n = totals().records;
      for (const part of live.values()) n += part.appendedRecords;
      return n;
    },
    sawJob(jobId) {
      jobIdSeen = jobId;
    },
    async append(docs, jobId) {
      check();
      jobIdSeen = jobId;
      const values: Record<PartitionColumn, string> = { job_id: jobId, host: '', date: options.today() };
      // Documents in order, grouped by partition: one run of documents per part writer call.
      const byHost = partitionBy.includes('host');
      let run: Buffer[] = [];
      let runDir = '';
      // The partition of the documents in `run` (not of the document that ended it).
      let runPartition: Partial<Record<PartitionColumn, string>> = {};
      const flushRun = async () => {
        if (run.length === 0) return;
        let part = live.get(runDir);
        if (!part) {
          if (live.size >= options.maxOpenParts) {
            const oldest = [...live.entries()].sort((a, b) => a[1].lastUse - b[1].lastUse)[0];
            if (oldest) await finishPart(oldest[0]);
          }
          part = await openPart(runPartition, runDir);
        }
        await part.writer.append(run, jobId);
        part.lastUse = tick++;
        part.appendedRecords += run.length;
        for (const doc of run) part.appendedBytes += doc.length;
        if (part.appendedBytes >= options.partBytes) await finishPart(runDir);
        run = [];
      };
      // Without host partitions every document of the page goes to one partition: its path is built once.
      const pageDir = byHost ? undefined : partitionPath(partitionBy, values);
      for (const doc of docs) {
        if (byHost) values.host = documentHost(doc);
        const dir = pageDir ?? partitionPath(partitionBy, values);
        if (dir !== runDir || run.length === 0) {
          await flushRun();
          runDir = dir;
          runPartition = {};
          for (const c of partitionBy) runPartition[c] = values[c];
        }
        run.push(doc);
      }
      await flushRun();
      check();
    },
    async flush() {
      for (const part of live.values()) await part.writer.flush();
    },
    async sync() {
      check();
      // Recorded as published by the checkpoint written after the last sync: their staged files can go.
      for (const staged of recordedPublished) await rm(staged, { force: true });
      recordedPublished = [...state.stagedPublished];
      state.stagedPublished = [];
      // The checkpoint's cursor counts the documents of all parts, so what they hold durably must be a prefix
      // of the job. A part's rows still being encoded are the newest documents, unless another part was open
      // at the same time: it may hold later ones. Only then are the parts flushed, which makes the encoder
      // finish every row group in flight and cuts the one being filled short.
      const flush = live.size > 1 || overlapped;
      overlapped = false;
      for (const part of live.values()) {
        if (flush) await part.writer.flush();
        const d = await part.writer.sync();
        part.record.durable = d;
        part.record.records = d.records;
        part.record.bytes = d.bytes;
        part.record.jsonBytes = d.jsonBytes;
      }
      return durable();
    },
    async finish() {
      for (const dir of [...live.keys()]) await finishPart(dir);
      await Promise.all(publishing);
      check();
      const t = totals();
      const text = options.append ? await target.readManifest() : undefined;
      const earlier = text === undefined ? undefined : parseManifest(text, target.url);
      const added = {
        run: state.run,
        jobId: jobIdSeen,
        records: t.records,
        jsonBytes: t.jsonBytes,
        bytes: t.bytes,
        parts: state.published.length,
        createdAt: new Date().toISOString(),
      };
      const layout = { format, partitionBy, ...(options.files ? { files: options.files } : {}) };
      const manifest = addExport(earlier, added, state.published, layout, target.url);
      // The manifest last: a reader that trusts it never sees a part that is not all there.
      await target.writeManifest(`${JSON.stringify(manifest, null, 2)}\n`);
      await writeFile(ctx.partial, `${target.url}\n`);
      return { ...durable(), records: t.records, bytes: t.bytes, jsonBytes: t.jsonBytes };
    },
    async close() {
      for (const part of live.values()) await part.writer.close().catch(() => undefined);
      await Promise.all(publishing);
    },
  };
}
