/**
 * Workload C2: the C1 loop plus `JSON.parse` of each response and one `JSON.stringify` per document,
 * written as JSONL: what parsing and re-serialising cost on top of the raw floor.
 */
import { createWriteStream } from 'node:fs';
import { request } from 'undici';
import { closeFile, runWorkload, writeWithBackpressure } from '../lib/workload-runtime.mjs';

await runWorkload(async ({ url, apiKey, jobId, out }) => {
  const headers = { authorization: `Bearer ${apiKey}` };
  const file = createWriteStream(out);
  let target = `${url}/v2/crawl/${jobId}`;
  let records = 0;
  let jsonBytes = 0;
  while (target) {
    const res = await request(target, { headers });
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} for ${target}`);
    const page = JSON.parse(await res.body.text());
    const lines = new Array(page.data.length);
    for (let i = 0; i < page.data.length; i++) {
      lines[i] = JSON.stringify(page.data[i]);
      jsonBytes += lines[i].length;
    }
    records += lines.length;
    if (lines.length > 0) await writeWithBackpressure(file, `${lines.join('\n')}\n`);
    target = page.next;
  }
  await closeFile(file);
  return { records, jsonBytes };
});
