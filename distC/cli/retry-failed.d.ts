/**
 * `crawlstream batch --retry-failed FILE -o OUTPUT.jsonl`: scrapes again exactly the pages an errors file
 * lists as failed, as one batch job, and appends what it scrapes to the finished export they were missing
 * from. The output is reopened at its end with a checkpoint naming the new job, so the retry resumes after
 * a crash like any export (`--resume`), and every page ends up in the file once.
 */
import { type CliContext } from './cli-context.js';
import type { ParsedInput } from './command.js';
import { ExitCode } from './exit-codes.js';
/** The URLs an errors file lists as failed, each once, in file order. */
export declare function failedUrls(file: string): Promise<string[]>;
/** Runs the retry: checks, starts the batch job, reopens the output for it and exports its pages. */
export declare function retryFailed(input: ParsedInput, ctx: CliContext): Promise<ExitCode>;
