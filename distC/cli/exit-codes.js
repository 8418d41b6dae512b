/**
 * Process exit codes of the `crawlstream` program.
 *
 * Scripts branch on these, so they never change meaning:
 * - `ok` (0): the command finished.
 * - `failed` (1): the command failed after it started; output and checkpoint are kept and the command that
 *   resumes is printed.
 * - `usage` (2): bad usage or invalid input, or a job the team's credits cannot pay for (see
 *   `--accept-lower-limit`); nothing was started.
 * - `budget` (3): `--max-credits` or `--deadline` stopped the job: it was cancelled on the service, and every
 *   document it scraped before the stop is in the output, which is complete (no resume needed).
 * - `pagesFailed` (4): the job ran, but no page succeeded or more failed than `--max-failed` allows (50% by
 *   default); the output holds what it delivered, the failed pages are listed, the load is logged as failed.
 * - `interrupted` (130): stopped by Ctrl-C (128 + SIGINT, the shell convention).
 */
export const ExitCode = {
    ok: 0,
    failed: 1,
    usage: 2,
    budget: 3,
    pagesFailed: 4,
    interrupted: 130,
};
