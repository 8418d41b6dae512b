/**
 * The order of `npm test`'s files: vitest's own (the files that failed last, then the longest last time,
 * or the largest on a machine that never ran them, as CI's), with the files that take longest started
 * first. On a fresh machine vitest knows no durations: the documentation site test (a small file that then
 * took about 150 s) started late and ran alone at the end.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files of the suite on two cores, longest first (`npx vitest run --reporter=json`; the
 * monitor kill series waits on 40–120 ms of server time per answer: 141 s in a full run, the documentation
 * site 137 s, the change-aware kill series 126 s).
 */
const LONGEST = [
  'test/cli/monitor-crash.test.ts',
  'test/docs/site.test.ts',
  'test/cli/changes-crash-destinations.test.ts',
  'test/storage/s3.test.ts',
  'test/operations/backpressure.test.ts',
  'test/cli/export-commands.test.ts',
];

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST.findIndex((path) => file.moduleId.endsWith(path));
      return at < 0 ? LONGEST.length : at;
    };
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}
