import type { Command, ParsedInput } from './command.js';
/**
 * Parses the arguments of one command (everything after its name) with `node:util` parseArgs, strictly:
 * an unknown flag, a missing value or a value given to a boolean flag is a {@link UsageError} that names
 * the flag.
 */
export declare function parseInput(command: Pick<Command, 'name' | 'flags'>, args: readonly string[]): ParsedInput;
/**
 * Finds the command name in the full argument list: the first argument that is not a global flag (or the
 * value of one). Returns the name and the remaining arguments, in order.
 */
export declare function splitCommand(argv: readonly string[]): {
    name: string | undefined;
    rest: string[];
};
