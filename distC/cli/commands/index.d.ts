import type { Command } from '../command.js';
/** Every subcommand, in the order `crawlstream --help` lists them. */
export declare const commands: readonly Command[];
