/**
 * Worker thread entry: encodes Parquet row groups off the main thread, so encoding overlaps with
 * fetching and JSON handling there.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort } from 'node:worker_threads';
import type { EncodeRequest, EncodeResponse } from './parquet-encoder.js';
import { encodeRowGroup } from './parquet-row-group.js';

// A row group leaves tens of MB of garbage (parsed documents, UTF-8 copies, the encoded buffer). Left to
// its heuristics V8 lets this isolate grow by hundreds of MB before collecting; a full collection after
// each row group (a few ms against the encoding's hundreds) keeps the worker near its live size.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

parentPort?.on('message', (req: EncodeRequest) => {
  let res: EncodeResponse;
  try {
    const encoded = encodeRowGroup(req.raws, req.jobId, req.offset, req.compression);
    // The encoder's buffer is sized for the uncompressed data; hand over only the bytes written.
    const bytes = encoded.bytes.slice();
    const { rowGroup } = encoded;
    res = { id: req.id, bytes, rowGroup };
    parentPort?.postMessage(res, [bytes.buffer as ArrayBuffer]);
  } catch (err) {
    res = { id: req.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
    parentPort?.postMessage(res);
  }
  collect();
});
