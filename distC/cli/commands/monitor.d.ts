import type { Command } from '../command.js';
/** `crawlstream monitor ...`: the service's monitors, and the export of their checks. */
export declare const monitorCommand: Command;
