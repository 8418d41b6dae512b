import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { documentUrl } from '../operators/dedupe-pages.js';
import { canonicalUrl, type DedupeStore } from '../operators/index.js';
import { partialPath } from '../sinks/index.js';

/**
 * `--dedupe --resume` on a JSONL export: puts the canonical URLs of the `records` documents the checkpoint
 * covers into the store, so a document written before the interruption is still a duplicate after it.
 * Reads the partial file, which the sink cuts back to exactly these records when it resumes.
 */
export async function seedDedupeFromJsonl(
  path: string,
  gzip: boolean,
  records: number,
  store: DedupeStore,
): Promise<void> {
  if (records === 0) return;
  const file = createReadStream(partialPath(path));
  const input: Readable = gzip ? file.pipe(createGunzip()) : file;
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let seen = 0;
  try {
    for await (const line of lines) {
      store.add(canonicalUrl(documentUrl(JSON.parse(line))));
      seen += 1;
      // Bytes after the checkpoint (a page half written at the crash) are not part of the export.
      if (seen === records) break;
    }
  } finally {
    lines.close();
    file.destroy();
  }
}
