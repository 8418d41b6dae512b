import type { ResolvedWebOptions } from './options.js';
import { Prng } from './prng.js';
import type { HostSpec, PageDraft } from './site-graph.js';
import type { HostKind } from './types.js';
/** Top-level sections of each kind of host, in the order they are created. */
export declare const SECTIONS: Readonly<Record<HostKind, readonly string[]>>;
/** Upper-cases the first letter. */
export declare const cap: (w: string) => string;
/** Where a page sits in its host's tree. */
export interface PagePlan {
    i: number;
    path: string;
    parent: PageDraft | undefined;
    section: string;
    words: string[];
    rng: Prng;
}
/** Creates one page: its title, description, keywords, date, images, facts, size and failure. */
export declare function makePage(options: ResolvedWebOptions, spec: HostSpec, plan: PagePlan): PageDraft;
