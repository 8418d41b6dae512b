/**
 * Bytes per key of the dedupe stores for N distinct URLs (default 1,000,000), measured from the heap and
 * from the store's own table size, plus the time per `add`. The exact `Set` store is measured for
 * comparison. Needs `--expose-gc` for a clean heap reading:
 *   node --expose-gc --import tsx benchmarks/dedupe-memory.ts [keys=1000000]
 */

import type { DedupeStore } from '../src/operators/hash-set-store.js';
import { exactSetStore, hashSetStore } from '../src/operators/hash-set-store.js';

const n = Number(process.argv[2] ?? 1_000_000);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

// Realistic URLs (~60-90 characters), built on the fly so only the store holds them.
const url = (i: number) =>
  `https://docs.example-${i % 97}.com/section/${(i * 7919) % 10_007}/page-${i}?ref=nav&lang=${i % 5 ? 'en' : 'de'}`;

function measure(name: string, make: () => DedupeStore) {
  gc!();
  const before = process.memoryUsage();
  const store = make();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) store.add(url(i));
  // Every key a second time: all must be reported as seen.
  let repeats = 0;
  for (let i = 0; i < n; i++) if (!store.add(url(i))) repeats++;
  const ms = performance.now() - t0;
  gc!();
  const after = process.memoryUsage();
  const heap = after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers;
  const result = {
    store: name,
    keys: store.size,
    repeatsDetected: repeats,
    bytesPerKeyHeap: +(heap / n).toFixed(1),
    bytesPerKeyTable: +(store.bytes / n).toFixed(1),
    nsPerAdd: Math.round((ms * 1e6) / (2 * n)),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
  return store;
}

const keep: DedupeStore[] = [];
keep.push(measure('hashSetStore', () => hashSetStore()));
keep.length = 0;
keep.push(measure('hashSetStore (expectedKeys)', () => hashSetStore({ expectedKeys: n })));
keep.length = 0;
keep.push(measure('exactSetStore', () => exactSetStore()));
