/**
 * Workload C3, a reference design for a JSONL export near the raw floor: the C1 loop, but each response is
 * split into its documents on the bytes as they arrive (never decoded to a string) and every document's
 * bytes are written as one JSONL line. String contents, the bulk of every page, are skipped with
 * `Buffer#indexOf` (native memchr); only the bytes between strings are looked at one by one.
 *
 * It assumes what the service sends: a compact JSON object whose `data` array holds objects. It is a
 * measurement of what the approach costs, not a validating parser.
 */
import { createWriteStream } from 'node:fs';
import { request } from 'undici';
import { closeFile, runWorkload, writeWithBackpressure } from '../lib/workload-runtime.mjs';

const NEXT = /"next":"((?:[^"\\]|\\.)*)"/;
const DATA = Buffer.from('"data":[');
const NEWLINE = Buffer.from('\n');
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Splits one response body, chunk by chunk, into document pieces; `onChunk` gets each chunk's output. */
function createSplitter() {
  let head = Buffer.alloc(0);
  let phase = 'head';
  let depth = 0;
  let inString = false;
  // Backslashes at the end of the previous chunk while inside a string: they may escape a leading quote.
  let carry = 0;
  let records = 0;
  let jsonBytes = 0;
  let next;

  function splitData(chunk, from, out) {
    let i = from;
    let docStart = depth > 0 ? from : -1;
    const n = chunk.length;
    while (i < n) {
      if (inString) {
        const q = chunk.indexOf(QUOTE, i);
        if (q < 0) {
          let k = n - 1;
          while (k >= i && chunk[k] === BACKSLASH) k--;
          carry = k < i ? carry + (n - i) : n - 1 - k;
          i = n;
          break;
        }
        let k = q - 1;
        while (k >= i && chunk[k] === BACKSLASH) k--;
        const run = q - 1 - k + (k < i && i === from ? carry : 0);
        carry = 0;
        i = q + 1;
        if (run % 2 === 0) inString = false;
        continue;
      }
      const b = chunk[i];
      if (b === QUOTE) {
        inString = true;
        carry = 0;
      } else if (b === 0x7b || b === 0x5b) {
        if (depth === 0) docStart = i;
        depth++;
      } else if (b === 0x7d || b === 0x5d) {
        if (depth === 0) {
          phase = 'tail';
          break;
        }
        depth--;
        if (depth === 0) {
          out.push(chunk.subarray(docStart, i + 1), NEWLINE);
          jsonBytes += i + 1 - docStart;
          records++;
          docStart = -1;
        }
      }
      i++;
    }
    if (depth > 0 && docStart >= 0) {
      out.push(chunk.subarray(docStart, n));
      jsonBytes += n - docStart;
    }
  }

  return {
    push(chunk) {
      const out = [];
      if (phase === 'head') {
        head = Buffer.concat([head, chunk]);
        const at = head.indexOf(DATA);
        if (at < 0) return out;
        const match = NEXT.exec(head.toString('latin1', 0, at));
        next = match ? JSON.parse(`"${match[1]}"`) : undefined;
        phase = 'data';
        const rest = head;
        head = Buffer.alloc(0);
        splitData(rest, at + DATA.length, out);
      } else if (phase === 'data') {
        splitData(chunk, 0, out);
      }
      return out;
    },
    get next() {
      return next;
    },
    get records() {
      return records;
    },
    get jsonBytes() {
      return jsonBytes;
    },
  };
}

await runWorkload(async ({ url, apiKey, jobId, out }) => {
  const headers = { authorization: `Bearer ${apiKey}` };
  const file = createWriteStream(out);
  let target = `${url}/v2/crawl/${jobId}`;
  let records = 0;
  let jsonBytes = 0;
  while (target) {
    const res = await request(target, { headers });
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} for ${target}`);
    const splitter = createSplitter();
    for await (const chunk of res.body) {
      const pieces = splitter.push(chunk);
      // Most chunks lie inside one document: write the chunk's own bytes, copy only when pieces join.
      if (pieces.length === 1) await writeWithBackpressure(file, pieces[0]);
      else if (pieces.length > 1) await writeWithBackpressure(file, Buffer.concat(pieces));
    }
    records += splitter.records;
    jsonBytes += splitter.jsonBytes;
    target = splitter.next;
  }
  await closeFile(file);
  return { records, jsonBytes };
});
