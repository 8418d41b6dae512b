/**
 * The order of `npm test`'s files: vitest's own (the files that failed last, then the longest last time,
 * or the largest on a machine that never ran them, as CI's), with the files that take longest started
 * first. On a fresh machine vitest knows no durations: the documentation site test (a small file that then
 * took about 150 s) started late and ran alone at the end.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that start first, in this order (`npx vitest run --reporter=json` with each file's CPU time, on
 * two cores): the longest, then files that mostly wait on server time (the monitor kill series on 40–120 ms
 * per answer, S3's gateway starting, 13 s then and 2–3 s since, the backpressure sink, the read-ahead's
 * latencies) each placed among files that keep a core busy (the documentation site in Chromium, the crash
 * series' child processes). With
 * three files at once, two waiting files side by side left a core idle: the cores stood idle 30 s of CPU time
 * in the 40 s where S3, the backpressure test and the export commands had met; and 18 s in the 10 s where
 * the read-ahead's, the fault soak's and the adaptive concurrency's waits met, before files that keep a core
 * busy (the table sink's, the code examples' compile, the API report's, two CLI files) were put among them.
 */
const FIRST = [
  'test/cli/monitor-crash.test.ts',
  'test/docs/site.test.ts',
  'test/cli/changes-crash-destinations.test.ts',
  'test/sinks/table/table-crash-duckdb.test.ts',
  'test/sinks/crash-resume.test.ts',
  'test/operations/backpressure.test.ts',
  'test/reliability/crash-resume-cli.test.ts',
  'test/storage/s3.test.ts',
  'test/reliability/crash-resume-library.test.ts',
  'test/sinks/table/table-crash-postgres.test.ts',
  'test/cli/export-commands.test.ts',
  'test/sinks/parquet/to-parquet.test.ts',
  'test/paging/read-ahead.test.ts',
  'test/examples.test.ts',
  'test/sinks/table/to-table.test.ts',
  'test/docs/code-examples.test.ts',
  'test/reliability/fault-soak.test.ts',
  'test/scripts/api-report.test.ts',
  'test/cli/monitor-destinations.test.ts',
  'test/cli/changes-table.test.ts',
  'test/operators/adaptive-concurrency.test.ts',
];

/**
 * The project whose files run after all others: its files take a second or two each, so they fill both
 * cores to the end of the run (when files of 4–11 s ran last, one of them ran alone for the last 5 s). Its
 * files also come in one block: vitest keeps a worker for the next file only when that file is of the
 * worker's project.
 */
const LAST_PROJECT = 'quick';

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = FIRST.findIndex((path) => file.moduleId.endsWith(path));
      if (at >= 0) return at;
      return file.project.name === LAST_PROJECT ? FIRST.length + 1 : FIRST.length;
    };
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}
