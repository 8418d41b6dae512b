import type { SyntheticWeb } from '../web/types.js';
import type { CatalogueTool } from './catalogue.js';
/** A call as the request carries it. */
export interface ToolCallBody {
    provider: string;
    capability: string;
    options?: Record<string, unknown> | undefined;
}
/** What one call answers: its result (in the service's shape) and the credits it cost. */
export interface ToolRun {
    result: Record<string, unknown>;
    credits: number;
}
/** Runs `call` against the catalogue of an emulator seeded with `seed`. */
export declare function runTool(catalogue: readonly CatalogueTool[], call: ToolCallBody, context: {
    seed: number;
    web: SyntheticWeb;
    now: number;
}): ToolRun;
