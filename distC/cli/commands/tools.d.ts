import type { Command } from '../command.js';
/** `crawlstream tools find|call`: the service's tool catalogue. */
export declare const toolsCommand: Command;
