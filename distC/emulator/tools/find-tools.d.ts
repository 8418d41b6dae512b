/**
 * `firecrawl/find-tools`: the catalogue listed at a level (providers, groups or tools), filtered and paged by
 * `limit` and `offset`, each answer handing back the call of the next page (`next`) and each item the call
 * that goes one level down (or, for a tool, how to execute it). Finding costs nothing.
 */
import { type CatalogueTool } from './catalogue.js';
type Level = 'providers' | 'groups' | 'tools';
/** The options of a `find-tools` call, as far as the emulator reads them. */
export interface FindOptions {
    urls?: string[];
    providers?: string[];
    categories?: string[];
    groups?: string[];
    capabilities?: string[];
    level?: Level;
    expand?: string[];
    limit?: number;
    offset?: number;
}
/** One page of the listing `options` asks for. */
export declare function findTools(catalogue: readonly CatalogueTool[], options: FindOptions): Record<string, unknown>;
export {};
