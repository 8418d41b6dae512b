import type { Command } from '../command.js';
/** `crawlstream agent "<prompt>"`: runs an agent job to its end and writes its result. */
export declare const agentCommand: Command;
