import type { Command } from './command.js';
/**
 * Renders `crawlstream <command> [action] --help`: usage, the command's flags, the global flags and notes;
 * for one of the command's actions, its own line and usage.
 */
export declare function commandHelp(command: Command, action?: string): string;
/** Renders `crawlstream --help`: the command list. */
export declare function programHelp(commands: readonly Command[]): string;
