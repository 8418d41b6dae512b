/**
 * Status-page serving throughput of the emulator over loopback: how fast it hands out a completed crawl
 * of about 1 GB, so benchmarks of the client know the emulator is not their bottleneck.
 *
 * Run: `npx tsx benchmarks/emulator-throughput.ts [totalMB=1000] [docKB=100] [limit=100]`
 * The emulator runs in a child process; this process is a raw keep-alive HTTP/1.1 client over one socket
 * that follows `next` and only counts bytes (it reads `next` from the envelope, which precedes `data`).
 * Output: MB/s (MB = 1e6 bytes of response body), responses and documents per second, and the emulator
 * process's own CPU time for the read (MB per CPU-second: what it could serve if loopback and client were free).
 */
import { fork } from 'node:child_process';
import { connect } from 'node:net';
import { startEmulator } from '../src/emulator/index.js';

if (process.argv[2] === '--serve') {
  const [, , , pages, docBytes] = process.argv;
  const emulator = await startEmulator({ seed: 1 });
  const jobId = emulator.createCompletedCrawl({ pages: Number(pages), sizes: Number(docBytes) });
  process.send?.({ url: emulator.url, apiKey: emulator.apiKey, jobId });
  process.on('message', () => process.send?.(process.cpuUsage()));
  process.on('disconnect', () => void emulator.close());
} else {
  const totalMB = Number(process.argv[2] ?? 1000);
  const docKB = Number(process.argv[3] ?? 100);
  const limit = Number(process.argv[4] ?? 100);
  const docBytes = docKB * 1000;
  const pages = Math.ceil((totalMB * 1e6) / docBytes);
  const child = fork(new URL(import.meta.url).pathname, ['--serve', String(pages), String(docBytes)], {
    execArgv: ['--import', 'tsx', ...(process.env.EMU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/emu'] : [])],
  });
  const ready = await new Promise<{ url: string; apiKey: string; jobId: string }>((resolve) =>
    child.once('message', (m) => resolve(m as { url: string; apiKey: string; jobId: string })),
  );
  const origin = new URL(ready.url);
  const socket = connect(Number(origin.port), origin.hostname);
  socket.setNoDelay(true);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));

  // A raw HTTP/1.1 keep-alive client: it only finds the header end, reads Content-Length bytes and looks
  // for `next` in the envelope, so the number measures the emulator and loopback, not a client's parser.
  let pending: ((chunk: Buffer | undefined) => void) | undefined;
  const queue: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => {
    if (pending) {
      const deliver = pending;
      pending = undefined;
      deliver(chunk);
    } else queue.push(chunk);
  });
  const nextChunk = (): Promise<Buffer | undefined> =>
    queue.length > 0 ? Promise.resolve(queue.shift()) : new Promise((resolve) => (pending = resolve));

  let leftover: Buffer = Buffer.alloc(0);
  const fetchPage = async (path: string): Promise<{ bytes: number; next: string | undefined }> => {
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: ${origin.host}\r\nAuthorization: Bearer ${ready.apiKey}\r\n\r\n`,
    );
    let head = leftover;
    let end = head.indexOf('\r\n\r\n');
    while (end < 0) {
      const chunk = await nextChunk();
      if (!chunk) throw new Error('connection closed');
      head = Buffer.concat([head, chunk]);
      end = head.indexOf('\r\n\r\n');
    }
    const headers = head.subarray(0, end).toString('latin1');
    const status = Number(headers.slice(9, 12));
    const length = Number(/content-length: (\d+)/i.exec(headers)?.[1]);
    let body = head.subarray(end + 4);
    let envelope = body.subarray(0, 4096).toString('latin1');
    let received = body.length;
    while (received < length) {
      const chunk = await nextChunk();
      if (!chunk) throw new Error('connection closed');
      if (envelope.length < 4096) envelope += chunk.subarray(0, 4096).toString('latin1');
      received += chunk.length;
      body = chunk;
    }
    // Anything past this response belongs to the next one.
    leftover =
      received > length ? Buffer.from(body.subarray(body.length - (received - length))) : Buffer.alloc(0);
    if (status !== 200) throw new Error(`status ${status}: ${envelope.slice(0, 200)}`);
    const cut = envelope.indexOf('"data":[');
    const match = /"next":"([^"]+)"/.exec(cut >= 0 ? envelope.slice(0, cut) : envelope);
    const next = match?.[1] ? new URL(match[1]).pathname + new URL(match[1]).search : undefined;
    return { bytes: length, next };
  };

  const serverCpu = (): Promise<number> =>
    new Promise((resolve) => {
      child.once('message', (usage) => {
        const { user, system } = usage as NodeJS.CpuUsage;
        resolve((user + system) / 1e6);
      });
      child.send('usage');
    });

  // One warm-up pass over the first pages, then the measured full read.
  await fetchPage(`/v2/crawl/${ready.jobId}?limit=${limit}`);
  const cpuBefore = await serverCpu();
  const started = process.hrtime.bigint();
  let next: string | undefined = `/v2/crawl/${ready.jobId}?limit=${limit}`;
  let bytes = 0;
  let responses = 0;
  while (next) {
    const page = await fetchPage(next);
    bytes += page.bytes;
    responses++;
    next = page.next;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpuSeconds = (await serverCpu()) - cpuBefore;
  console.log(
    `emulator status serving: ${(bytes / 1e6).toFixed(0)} MB in ${responses} responses (${pages} docs of ${docKB} KB, limit ${limit}) ` +
      `in ${seconds.toFixed(2)} s = ${(bytes / 1e6 / seconds).toFixed(0)} MB/s, ${(responses / seconds).toFixed(0)} responses/s, ` +
      `${(pages / seconds).toFixed(0)} docs/s\n` +
      `emulator CPU: ${cpuSeconds.toFixed(2)} s for the whole read = ${(bytes / 1e6 / cpuSeconds).toFixed(0)} MB per CPU-second ` +
      `(its ceiling; the wall-clock figure above is bounded by loopback and the reading client)`,
  );
  socket.destroy();
  child.disconnect();
}
