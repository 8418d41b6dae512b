/**
 * How far V8 lets the heap grow past what survived its last full collection, in a run that embeds. Such a
 * run holds little at a time (about 1,536 chunks with their vectors, and the status pages in its window)
 * but turns over its whole crawl: each chunk lives about as long as an embedding request, long enough to
 * leave the young generation, and V8's own factor (up to 4× when collections are cheap) let an export of
 * 58 MB of JSON into Postgres peak at 333 MB for a live heap under 50 MB. At 1.5× it peaked at 247 MB in
 * the same time (`benchmarks/vectors.mjs`, "memory"). A program of your own that embeds can do the same:
 * `node --heap-growing-percent=50 app.js`.
 */
import { setV8FlagUnlessGiven } from './v8-flag.js';
/** The V8 flag, as Node's command line takes it. */
export const HEAP_GROWTH_FLAG = '--heap-growing-percent=50';
/**
 * Sets {@link HEAP_GROWTH_FLAG} unless Node was started with a growth of its own (`node
 * --heap-growing-percent=N`, or V8's spelling with underscores). For the rest of the process: a fleet's
 * worker that runs a pipeline into a vector table keeps it for its other runs.
 */
export function holdHeapGrowth(execArgv = process.execArgv) {
    setV8FlagUnlessGiven(HEAP_GROWTH_FLAG, execArgv);
}
