import type { Command } from '../command.js';
/** `crawlstream dashboard --redis URL`: the fleet's status page, until Ctrl-C or SIGTERM. */
export declare const dashboardCommand: Command;
