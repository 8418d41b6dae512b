/**
 * `crawlstream parse FILE... -o OUT.jsonl`: parses many files, a few at a time, and appends one line per
 * file (`{"file": PATH, …document}`) in the order they finish. The state (`--state`, default `OUT.state`)
 * records the files written; a run again with the same files writes only those not yet written (after a
 * crash, or the ones that failed), so every file is in the output once.
 */
import { resolve } from 'node:path';
import { lastValueFrom } from 'rxjs';
import { openLoggedOutput } from './logged-output.js';
export async function parseFiles(run) {
    const log = await openLoggedOutput(run.output, run.state, () => ({ kind: 'parse', done: [], bytes: 0 }), (s) => (s.kind === 'parse' ? undefined : 'is not the state of a parse'));
    const done = new Set(log.state.done);
    const todo = run.files.filter((f) => !done.has(resolve(f)));
    const summary = {
        parsed: 0,
        skipped: run.files.length - todo.length,
        failed: [],
        bytes: 0,
        credits: 0,
    };
    // Commits go one at a time, in the order the files finish.
    let commits = Promise.resolve();
    let next = 0;
    const worker = async () => {
        while (next < todo.length) {
            const file = todo[next++];
            let line;
            try {
                const doc = await lastValueFrom(run.client.parse(file, run.options));
                line = `${JSON.stringify({ file, ...doc })}\n`;
                const credits = doc.metadata?.creditsUsed;
                if (typeof credits === 'number')
                    summary.credits += credits;
            }
            catch (err) {
                summary.failed.push({ file, error: err.message });
                run.onFile?.(file, 'failed', err.message);
                continue;
            }
            commits = commits.then(() => log.commit(line, (s) => s.done.push(resolve(file))));
            await commits;
            summary.parsed++;
            summary.bytes += Buffer.byteLength(line);
            run.onFile?.(file, 'parsed', `${Buffer.byteLength(line)} bytes`);
        }
    };
    await Promise.all(Array.from({ length: Math.min(run.concurrency, Math.max(1, todo.length)) }, worker));
    return summary;
}
