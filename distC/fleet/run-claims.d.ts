/**
 * What a run holds besides BullMQ's lock while it runs: its pipeline (one run of a pipeline at a time, or
 * two runs would race on one destination) and one of the team's job slots (no more service jobs at once
 * than the team may run). Both belong to the run, not to the worker: a run taken over after its worker died
 * keeps them, since its service job goes on running. They are given back when the run ends; a claim whose
 * run BullMQ no longer holds (removed by hand) is dropped when it is in the way.
 */
import type { Redis } from 'ioredis';
/** Whether the run `runId` still exists in the job engine (waiting, delayed or active). */
export type RunAlive = (runId: string) => Promise<boolean>;
export declare class RunClaims {
    #private;
    constructor(redis: Redis, alive: RunAlive);
    /**
     * Takes `pipeline` for `runId`; `undefined` when it is now the run's, else the run that holds it. A holder
     * the job engine no longer knows is replaced.
     */
    takePipeline(pipeline: string, runId: string): Promise<string | undefined>;
    /** Gives `pipeline` back, if `runId` holds it. */
    releasePipeline(pipeline: string, runId: string): Promise<void>;
    /** Takes one of `max` job slots for `runId` (kept if it has one); `false` when all are held. */
    takeSlot(runId: string, max: number, now: number): Promise<boolean>;
    /** Gives the slot of `runId` back. */
    releaseSlot(runId: string): Promise<void>;
}
