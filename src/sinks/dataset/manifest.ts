/**
 * A dataset's `_manifest.json`: the part files a reader may trust, and the exports they came from. A
 * dataset holds one export, or, when exports are added to it (`append`), several: the manifest then lists
 * every export's parts (each export under its own `job_id=` partition by default) and one entry per export.
 */
import { CheckpointError } from '../../errors/errors.js';
import type { SinkFormat } from '../checkpoint.js';
import type { PartRecord } from './dataset-writer.js';
import type { PartitionColumn } from './partitions.js';

/** One export of the dataset. */
export interface ManifestExport {
  /** The export's run id (its part files' suffix). */
  run: string;
  jobId: string | null;
  records: number;
  jsonBytes: number;
  bytes: number;
  /** How many of the manifest's parts are this export's. */
  parts: number;
  createdAt: string;
}

export interface Manifest {
  version: 1;
  format: SinkFormat;
  partitionBy: readonly PartitionColumn[];
  /** The last export's job. */
  jobId: string | null;
  /** Totals over every part. */
  records: number;
  jsonBytes: number;
  bytes: number;
  parts: PartRecord[];
  /** Every export, oldest first. */
  exports: ManifestExport[];
  /** Objects of the dataset that are not part files: the pipeline's state and loads log (`_crawlstream/`). */
  files?: string[];
  createdAt: string;
}

/** Reads a manifest's text; one written before `exports` existed is one export. */
export function parseManifest(text: string, url: string): Manifest {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(text) as Partial<Manifest>;
  } catch (err) {
    throw new CheckpointError(`${url}_manifest.json is not JSON (${(err as Error).message})`, {
      code: 'MANIFEST_INVALID',
    });
  }
  const parts = manifest.parts ?? [];
  const exports = manifest.exports ?? [
    {
      run: 'first',
      jobId: manifest.jobId ?? null,
      records: manifest.records ?? 0,
      jsonBytes: manifest.jsonBytes ?? 0,
      bytes: manifest.bytes ?? 0,
      parts: parts.length,
      createdAt: manifest.createdAt ?? '',
    },
  ];
  return { ...(manifest as Manifest), parts, exports };
}

/**
 * The manifest with `added` in it: its parts after the earlier ones, in the order they were opened (parts
 * are published several at once, and one may finish before a part opened earlier), its entry after theirs.
 * An export already listed (a resumed export whose manifest was written before the crash) is replaced, not
 * repeated.
 */
export function addExport(
  earlier: Manifest | undefined,
  added: ManifestExport,
  parts: readonly PartRecord[],
  layout: { format: SinkFormat; partitionBy: readonly PartitionColumn[]; files?: readonly string[] },
  url: string,
): Manifest {
  if (earlier) checkLayout(earlier, layout, url);
  const keys = new Set(parts.map((p) => p.key));
  const before = earlier?.parts.filter((p) => !keys.has(p.key)) ?? [];
  const exports = [...(earlier?.exports.filter((e) => e.run !== added.run) ?? []), added];
  const all = [...before, ...inOpeningOrder(parts)];
  const files = [...new Set([...(earlier?.files ?? []), ...(layout.files ?? [])])];
  return {
    // What other writers keep in the manifest (`snapshots`, `errors`) stays.
    ...earlier,
    version: 1,
    format: layout.format,
    partitionBy: layout.partitionBy,
    jobId: added.jobId,
    records: all.reduce((n, p) => n + p.records, 0),
    jsonBytes: all.reduce((n, p) => n + p.jsonBytes, 0),
    bytes: all.reduce((n, p) => n + p.bytes, 0),
    parts: all,
    exports,
    ...(files.length > 0 ? { files } : {}),
    createdAt: added.createdAt,
  };
}

/** An export added to a dataset must have its format and partitions: a reader reads all parts as one. */
export function checkLayout(
  earlier: Pick<Manifest, 'format' | 'partitionBy'>,
  layout: { format: SinkFormat; partitionBy: readonly PartitionColumn[] },
  url: string,
): void {
  const mine = layout.partitionBy.join(',');
  const theirs = (earlier.partitionBy ?? []).join(',');
  if (earlier.format !== layout.format || mine !== theirs) {
    throw new CheckpointError(
      `${url} holds ${earlier.format} parts partitioned by ${theirs || 'nothing'}; an export added to it must be the same (got ${layout.format} by ${mine || 'nothing'})`,
      { code: 'DATASET_LAYOUT' },
    );
  }
}

/** An export's parts by the number in their names (`part-00012-a1b2c3.jsonl`), the order they were opened. */
function inOpeningOrder(parts: readonly PartRecord[]): PartRecord[] {
  const number = (key: string) => Number(/(?:^|\/)part-(\d+)-[^/]*$/.exec(key)?.[1] ?? 0);
  return [...parts].sort((a, b) => number(a.key) - number(b.key));
}
