/** Types of `api-report.mjs`. */

/** What a report run ended with: the exit code and the lines for standard output and standard error. */
export interface ApiReportResult {
  code: 0 | 1;
  out: string[];
  err: string[];
}

/** Writes the package's `api/` reports, or with `check` compares the built package with them. */
export function apiReport(root: string, options?: { check?: boolean }): Promise<ApiReportResult>;
