/**
 * Workload C1, the raw floor: a minimal undici loop that follows `next` and writes each response body to
 * a file as it arrives, without parsing it. `next` is read from the envelope, which the service sends
 * before `data`, so only the first bytes of each body are looked at.
 */
import { createWriteStream } from 'node:fs';
import { request } from 'undici';
import { closeFile, runWorkload, writeWithBackpressure } from '../lib/workload-runtime.mjs';

const NEXT = /"next":"((?:[^"\\]|\\.)*)"/;
const DATA = '"data":[';

await runWorkload(async ({ url, apiKey, jobId, out }) => {
  const headers = { authorization: `Bearer ${apiKey}` };
  const file = createWriteStream(out);
  let target = `${url}/v2/crawl/${jobId}`;
  let bodyBytes = 0;
  let pages = 0;
  while (target) {
    const res = await request(target, { headers });
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} for ${target}`);
    let head = '';
    let headDone = false;
    let next;
    for await (const chunk of res.body) {
      if (!headDone) {
        head += chunk.toString('latin1', 0, Math.min(chunk.length, 4096));
        const dataAt = head.indexOf(DATA);
        if (dataAt >= 0 || head.length > 65_536) {
          headDone = true;
          const match = NEXT.exec(dataAt >= 0 ? head.slice(0, dataAt) : head);
          next = match ? JSON.parse(`"${match[1]}"`) : undefined;
        }
      }
      bodyBytes += chunk.length;
      await writeWithBackpressure(file, chunk);
    }
    pages++;
    target = next;
  }
  await closeFile(file);
  return { pages, bodyBytes };
});
