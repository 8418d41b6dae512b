import type { Command } from '../command.js';
/**
 * `crawlstream pipelines check|apply|run|status`: a fleet's pipelines, declared in a file (YAML or JSON),
 * checked, scheduled on the job engine (BullMQ on Redis), run now, and watched.
 */
export declare const pipelinesCommand: Command;
