import type { GlobalOptions } from './global-flags.js';
import type { Interrupts } from './interrupts.js';

/** A writable text stream with the terminal facts the renderer needs (`process.stderr` fits). */
export interface TextOutput {
  write(chunk: string): boolean;
  /** True when the stream is a terminal: progress is drawn as a bar, not as periodic lines. */
  isTTY?: boolean;
  /** Terminal width in columns, when a terminal. */
  columns?: number;
}

/** What a command may touch: its streams, the environment, global flags and the interrupt state. */
export interface CliContext {
  /** Where data goes when no output file is given (`-o -`). */
  stdout: NodeJS.WritableStream & TextOutput;
  /** Progress, messages and errors. */
  stderr: TextOutput;
  /** Environment, for the key and URL fallbacks. */
  env: NodeJS.ProcessEnv;
  /** Global flags. */
  global: GlobalOptions;
  /** Ctrl-C state: commands stop reading on the first one. */
  interrupts: Interrupts;
  /** The arguments after `crawlstream`, for printing a resume command. */
  argv: readonly string[];
}

/** Writes one line to stderr unless `--quiet`. */
export function info(ctx: CliContext, line: string): void {
  if (!ctx.global.quiet) ctx.stderr.write(`${line}\n`);
}

/** Writes a warning line to stderr, also with `--quiet` (which silences progress, not problems). */
export function warn(ctx: CliContext, line: string): void {
  ctx.stderr.write(`${line}\n`);
}
