import type { Command } from '../command.js';
/**
 * `crawlstream worker --redis URL`: runs a fleet's pipeline runs until SIGTERM (or Ctrl-C), then stops the
 * runs it holds at their checkpoints and hands them back to the queue for another worker.
 */
export declare const workerCommand: Command;
