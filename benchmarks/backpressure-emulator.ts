/**
 * Child process of `backpressure-rss.ts`: runs the emulator with one completed crawl, so that the emulator's
 * memory is never counted in the measured client. Prints `{url, apiKey, jobId}` as one JSON line, then serves
 * until its stdin closes.
 */
import { startEmulator } from '../src/emulator/index.js';

const docs = Number(process.argv[2]);
const size = Number(process.argv[3]);
const emulator = await startEmulator({ seed: 11 });
const jobId = emulator.createCompletedCrawl({ pages: docs, sizes: size });
process.stdout.write(`${JSON.stringify({ url: emulator.url, apiKey: emulator.apiKey, jobId })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  emulator.close().then(() => process.exit(0));
});
