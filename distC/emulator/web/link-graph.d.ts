import type { ResolvedWebOptions } from './options.js';
import type { WebModel } from './site-graph.js';
/**
 * Second pass of the graph: gives every canonical page its outgoing links (children, parent, related pages,
 * the other hosts of the site, other sites), with the duplicate spellings real pages carry (trailing slash,
 * fragment), and adds the pages links can lead to beyond the tree: query-string variants of section pages
 * and the 404 targets of broken links.
 */
export declare function linkPages(model: WebModel, options: ResolvedWebOptions): void;
