import type { ResolvedWebOptions } from './options.js';
import type { HostKind, SyntheticPage, SyntheticSite } from './types.js';
/** A page while the graph is built: links are filled in a second pass. */
export type PageDraft = Omit<SyntheticPage, 'links'> & {
    links: string[];
    children: PageDraft[];
    parentUrl?: string;
    /** The title links to this page show, when it is no longer its title (a removed page keeps its links' text). */
    linkTitle?: string;
};
/** The whole generated web. */
export interface WebModel {
    sites: SyntheticSite[];
    /** Every page in generation order. */
    pages: PageDraft[];
    /** Canonical URL → page. */
    byUrl: Map<string, PageDraft>;
    /** Host → its pages in generation order. */
    byHost: Map<string, PageDraft[]>;
}
/** Builds the sites, their pages and the link graph. Pure: the same options give the same model. */
export declare function buildSiteGraph(options: ResolvedWebOptions): WebModel;
/** What a host is built from. */
export interface HostSpec {
    domain: string;
    host: string;
    kind: HostKind;
    count: number;
    language: string;
    siteName: string;
}
