import type { TeamUsage } from '../../operations/team-usage.js';
import type { Command } from '../command.js';
/** The report's lines: credits and billing period, the queue, the concurrency. */
export declare function usageLines(usage: TeamUsage): string[];
/** `crawlstream usage`: the team's credits, billing period, queue and concurrency. */
export declare const usageCommand: Command;
