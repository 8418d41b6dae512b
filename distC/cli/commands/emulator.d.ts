import type { Command } from '../command.js';
/** `crawlstream emulator`: run the local stand-in for the service until Ctrl-C. */
export declare const emulatorCommand: Command;
