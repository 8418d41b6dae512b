import type { ExitCode } from './exit-codes.js';
import type { GlobalOptions } from './global-flags.js';
import type { Interrupts } from './interrupts.js';
import type { CliIo } from './run-cli.js';
/** A writable text stream with the terminal facts the renderer needs (`process.stderr` fits). */
export interface TextOutput {
    write(chunk: string): boolean;
    /** True when the stream is a terminal: progress is drawn as a bar, not as periodic lines. */
    isTTY?: boolean;
    /** Terminal width in columns, when a terminal. */
    columns?: number;
}
/**
 * What a fleet's worker asks of a pipeline run it hands to the program (`crawlstream worker`): the lease's
 * fencing token for every commit into the destination, the start's idempotency key derived from the run,
 * and to hear of the job as soon as the start answers.
 */
export interface RunHooks {
    /** The lease's fencing token (`OpenOptions.fence`). */
    fence: number;
    /** `x-idempotency-key` of the job start: the same for every attempt of the run. */
    startKey: string;
    /**
     * When an earlier attempt of the run sent `startKey`, in ms. The attempt then sends the start before it
     * looks at the destination: a 409 means the earlier attempt's job exists, and it is adopted.
     */
    keySentAt?: number | undefined;
    /**
     * The job an earlier attempt of the run started: the run exports it instead of starting one, continuing
     * what the destination holds of it (from its first document when nothing).
     */
    adoptJob?: string | undefined;
    /** The job the start created or adopted. */
    started(job: {
        id: string;
        kind: string;
    }): void;
    /** The service answered 429 and the client waits `delayMs`. */
    rateLimited?(delayMs: number): void;
    /** Where the job stands, on each status page read. */
    progress?(progress: {
        documents: number;
        jobCompleted?: number;
        jobTotal?: number;
        status?: string;
        /** The job's `creditsUsed` on the last page read. */
        creditsUsed?: number | undefined;
    }): void;
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
    /** Set when a fleet's worker runs the command as a pipeline's run. */
    run?: RunHooks | undefined;
    /** The program itself, for a command that runs others in this process (a fleet's worker runs its runs). */
    program: (argv: readonly string[], io: CliIo) => Promise<ExitCode>;
}
/** Writes one line to stderr unless `--quiet`. */
export declare function info(ctx: CliContext, line: string): void;
/** Writes a warning line to stderr, also with `--quiet` (which silences progress, not problems). */
export declare function warn(ctx: CliContext, line: string): void;
