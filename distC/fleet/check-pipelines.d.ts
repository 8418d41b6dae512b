import { type PipelinesFile } from './pipelines-file.js';
/** One pipeline's destination, and what is wrong with it, if anything. */
export interface PipelineCheck {
    name: string;
    /** The destination as messages name it (no password), when `output` names one. */
    destination?: string;
    /** `field: what is wrong`, naming the pipeline's field. */
    problem?: string;
}
/** Checks every pipeline's destination; one that fails does not stop the others. */
export declare function checkPipelines(file: PipelinesFile, env: NodeJS.ProcessEnv): Promise<PipelineCheck[]>;
