/**
 * `npm run bench [-- OPTIONS]`: the bulk-export suite (`run.mjs`), the latency suite (`latency.mjs`), a
 * short job behind a slow server (`short-job.mjs`), budgets and rate limits (`cost.mjs`), exports into
 * Postgres and DuckDB tables (`table.mjs`), daily change-aware re-crawls (`changes.mjs`), then a live
 * crawl's documents by socket or by status pages (`status-stream.mjs`), the program's start
 * (`program-start.mjs`), one process exporting again and again (`repeated-exports.mjs`), and vector
 * tables: chunking, the embedder's floor, the second day's cost and memory (`vectors.mjs`), and a fleet of
 * 100 pipelines on 3 workers against a team limit (`fleet.mjs`). Every option
 * goes to the first; `--quick`, `--dry` and `--runs=N` go to all (the others print their results and write
 * nothing, so `--dry` changes nothing there).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const shared = args.filter((a) => a === '--quick' || a === '--dry' || a.startsWith('--runs='));
for (const [script, scriptArgs] of [
  ['run.mjs', args],
  ['latency.mjs', shared],
  ['short-job.mjs', shared.filter((a) => a !== '--dry')],
  ['cost.mjs', shared],
  ['table.mjs', shared],
  ['changes.mjs', shared],
  ['status-stream.mjs', shared.filter((a) => a !== '--dry')],
  ['program-start.mjs', shared.filter((a) => a !== '--dry')],
  ['repeated-exports.mjs', shared.filter((a) => a !== '--dry')],
  ['vectors.mjs', shared.filter((a) => a === '--quick')],
  ['fleet.mjs', shared.filter((a) => a === '--quick')],
]) {
  const run = spawnSync(process.execPath, [fileURLToPath(new URL(script, import.meta.url)), ...scriptArgs], {
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
