/**
 * The command line a pipeline's run is: the same program a person runs, so a run in the fleet does exactly
 * what `crawlstream crawl … -o …` does. A run starts its job (`crawl`, `batch`), or exports the job an
 * earlier attempt started from the destination's cursor (`pages JOB --resume`), or checks a monitor's new
 * checks (`monitor export`).
 */
import type { PipelineSpec } from './pipelines-file.js';
/** How an attempt of a run goes on from what earlier attempts left. */
export type RunMode = 
/** Start the job (or adopt the one an earlier attempt started, which the destination holds nothing of). */
{
    kind: 'start';
    maxCredits?: number | undefined;
}
/** The destination holds an export of `jobId`: continue it from its cursor. */
 | {
    kind: 'resume';
    jobId: string;
    jobKind: string;
};
/** The arguments after `crawlstream` of one attempt of `pipeline`'s run. */
export declare function runArgv(pipeline: PipelineSpec, mode: RunMode): string[];
