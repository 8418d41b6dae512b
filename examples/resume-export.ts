/**
 * Resume an interrupted export: the sink's checkpoint (`<file>.checkpoint.json`) says which job and where;
 * `crawlPages(jobId, { from })` continues there and `resume: true` appends, so every document is written once.
 * Run: npx tsx examples/resume-export.ts
 */
import { mkdir, readFile } from 'node:fs/promises';
import { lastValueFrom, map } from 'rxjs';
import type { PageEvent } from '../src/index.js';
import { readCheckpoint, toJsonl } from '../src/sinks/index.js';
import { connect } from './connect.js';

const file = 'out/resumed.jsonl';
const { client, site, close } = await connect();
try {
  await mkdir('out', { recursive: true });
  // First run: fail on the third status page, as a crash or a network outage would.
  const crash = map((page: PageEvent, index: number) => {
    if (index === 2) throw new Error('simulated crash');
    return page;
  });
  await lastValueFrom(
    client.crawl({ url: site, limit: 300, allowSubdomains: true }).pipe(crash, toJsonl(file)),
  ).catch((error: Error) => console.log(`first run failed: ${error.message}`));
  const checkpoint = await readCheckpoint(file);
  if (!checkpoint?.jobId) throw new Error('no checkpoint was written');
  console.log(`interrupted at document ${checkpoint.cursor.skip} of job ${checkpoint.jobId}`);

  // Second run: continue the same job from the checkpoint's cursor.
  const summary = await lastValueFrom(
    client.crawlPages(checkpoint.jobId, { from: checkpoint.cursor }).pipe(toJsonl(file, { resume: true })),
  );
  const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
  const urls = new Set(lines.map((line) => JSON.parse(line).metadata.sourceURL));
  console.log(`${summary.records} documents in ${file}, ${urls.size} distinct (resumed: ${summary.resumed})`);
  if (urls.size !== lines.length) throw new Error('a document was written twice');
} finally {
  await close();
}
