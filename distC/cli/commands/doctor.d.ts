import type { Command } from '../command.js';
/** `crawlstream doctor`: what the server supports, its known quirks, and what crawlstream does about each. */
export declare const doctorCommand: Command;
