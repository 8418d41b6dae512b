/**
 * Worker thread entry: encodes Parquet row groups off the main thread, so encoding overlaps with
 * fetching and JSON handling there.
 */
import { parentPort } from 'node:worker_threads';
import type { EncodeRequest, EncodeResponse } from './parquet-encoder.js';
import { encodeRowGroup } from './parquet-row-group.js';

parentPort?.on('message', (req: EncodeRequest) => {
  let res: EncodeResponse;
  try {
    const { bytes, rowGroup } = encodeRowGroup(req.raws, req.jobId, req.offset, req.compression);
    res = { id: req.id, bytes, rowGroup };
    parentPort?.postMessage(res, [bytes.buffer as ArrayBuffer]);
  } catch (err) {
    res = { id: req.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
    parentPort?.postMessage(res);
  }
});
