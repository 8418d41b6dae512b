import type { CliContext, RunHooks, TextOutput } from './cli-context.js';
import { ExitCode } from './exit-codes.js';
import { type InterruptSource } from './interrupts.js';
/** Streams and environment of one run; tests pass their own. */
export interface CliIo {
    /** Data output. */
    stdout: CliContext['stdout'];
    /** Messages and progress. */
    stderr: TextOutput;
    /** Environment variables. */
    env: NodeJS.ProcessEnv;
    /** A fleet's worker's hooks into the run (see {@link RunHooks}). */
    run?: RunHooks | undefined;
    /** Where Ctrl-C is heard (`SIGINT`): a worker stops its runs by emitting it. Default the process. */
    interruptSource?: InterruptSource | undefined;
}
/**
 * Runs the `crawlstream` program on `argv` (the arguments after the program name) and resolves to the
 * exit code. Never throws: every error becomes a message on stderr and a code (see {@link ExitCode}).
 */
export declare function runCli(argv: readonly string[], io: CliIo): Promise<ExitCode>;
