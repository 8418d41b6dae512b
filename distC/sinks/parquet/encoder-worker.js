/**
 * Worker thread entry: fills a Parquet row group's columns from its documents, compresses the pages and
 * assembles the row group off the main thread, while the main thread fetches pages and gathers the next one.
 */
import { parentPort } from 'node:worker_threads';
import { RequestEncoder } from './encoder.js';
const encoder = new RequestEncoder();
// The main thread sends the next request only after this one's answer: one at a time, in order.
parentPort?.on('message', async (req) => {
    const { buffer } = req;
    let res;
    try {
        const { bytes, rowGroup } = await encoder.encode(req);
        res = { id: req.id, bytes, rowGroup, buffer };
        parentPort?.postMessage(res, [bytes.buffer]);
    }
    catch (err) {
        res = { id: req.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err), buffer };
        parentPort?.postMessage(res);
    }
});
// Loaded: the main thread waits for this before the first row group.
parentPort?.postMessage('ready');
