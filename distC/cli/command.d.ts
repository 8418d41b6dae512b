import type { CliContext } from './cli-context.js';
import type { ExitCode } from './exit-codes.js';
import type { FieldFlags } from './validation-message.js';
/** One flag of a command: how `node:util` parseArgs reads it and how `--help` shows it. */
export interface FlagSpec {
    /** `string` flags take a value; `boolean` flags do not. */
    type: 'string' | 'boolean';
    /** One-letter alias, e.g. `o` for `-o`. */
    short?: string;
    /** Whether the flag may be repeated; its values are then collected in order. */
    multiple?: boolean;
    /** Placeholder for the value in `--help`, e.g. `N` or `FILE`. */
    value?: string;
    /** One line for `--help`. */
    description: string;
    /**
     * A `string` flag whose value may be left out: `--flag` alone means this value, and the next argument is
     * its value only when it is one of {@link FlagSpec.choices} (so `--changes -o out.jsonl` still parses).
     */
    bareValue?: string;
    /** The values a flag with a {@link FlagSpec.bareValue} takes. */
    choices?: readonly string[];
}
/** Flags and positionals of one invocation, after parsing. */
export interface ParsedInput {
    /** Values by flag name (`limit`, `include-paths`, ...), as `node:util` parseArgs returns them. */
    flags: Record<string, string | boolean | (string | boolean)[] | undefined>;
    /** Positional arguments after the command name. */
    positionals: string[];
}
/** A subcommand of the `crawlstream` program. */
export interface Command {
    /** Name typed after `crawlstream`. */
    name: string;
    /** One line for the command list. */
    summary: string;
    /** Usage lines shown first by `--help`. */
    usage: readonly string[];
    /** Paragraphs shown after the flags by `--help` (examples, notes). */
    notes?: readonly string[];
    /**
     * The actions of a command that takes one as its first word (`datasets compact`), each with its line for
     * `crawlstream COMMAND ACTION --help`, which shows that action's usage lines only.
     */
    actions?: Readonly<Record<string, string>>;
    /** Command-specific flags; the global flags are added to every command. */
    flags: Readonly<Record<string, FlagSpec>>;
    /** Request field → flag, so a library `ValidationError` names the flag the user typed. */
    fieldFlags?: FieldFlags;
    /** Printed on the first Ctrl-C. @default a note that the export is being flushed */
    interruptNote?: string;
    /** Runs the command and resolves to its exit code. Throws {@link UsageError} for bad input. */
    run(input: ParsedInput, ctx: CliContext): Promise<ExitCode>;
}
