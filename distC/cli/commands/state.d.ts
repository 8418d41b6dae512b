import type { Command } from '../command.js';
/**
 * `crawlstream state -o DEST`: the state of the pipeline that writes to DEST, as one versioned document
 * (`PipelineState`): where its export stands and what a change-aware pipeline remembers, its run in progress
 * and its loads. Reads only; nothing is sent to the service.
 */
export declare const stateCommand: Command;
