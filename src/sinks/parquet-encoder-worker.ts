/**
 * Worker thread entry: copies fields out of the documents and compresses Parquet row groups off the main
 * thread, overlapping with fetching there.
 */
import { parentPort } from 'node:worker_threads';
import { type EncodeRequest, type EncodeResponse, RequestEncoder } from './parquet-encoder.js';

const encoder = new RequestEncoder();

// The main thread sends the next request only after this one's answer: one at a time, in order.
parentPort?.on('message', async (req: EncodeRequest) => {
  const { docs } = req;
  let res: EncodeResponse;
  try {
    const { bytes, rowGroup } = await encoder.encode(req);
    res = { id: req.id, bytes, rowGroup, docs };
    parentPort?.postMessage(res, [bytes.buffer as ArrayBuffer, docs.buffer as ArrayBuffer]);
  } catch (err) {
    res = { id: req.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err), docs };
    parentPort?.postMessage(res, [docs.buffer as ArrayBuffer]);
  }
});
