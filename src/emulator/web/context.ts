import { buildChunkPool, type ChunkPool } from './content.js';
import type { ResolvedWebOptions } from './options.js';
import { buildSiteGraph, type PageDraft, type WebModel } from './site-graph.js';
import { canonicalUrl, parseHttpUrl, withoutQuery } from './url-utils.js';

/** What every operation of the web reads: the options, the page graph and the text pool. */
export interface WebContext {
  readonly options: ResolvedWebOptions;
  readonly model: WebModel;
  readonly pool: ChunkPool;
  /** The page a URL names, in any duplicate spelling; an unknown query string falls back to the path's page. */
  lookup(url: string): PageDraft | undefined;
  /**
   * A link of a page split into canonical URL, host and path, memoised: a crawl meets the same link
   * strings again and again, and parsing URLs dominated frontier time. Use it for links the web itself
   * generated, not for caller input (the memo would grow without bound).
   */
  parseLink(raw: string): ParsedLink | undefined;
  /** {@link WebContext.lookup} for links the web generated, through the {@link WebContext.parseLink} memo. */
  lookupLink(raw: string): PageDraft | undefined;
}

/** A parsed link. */
export interface ParsedLink {
  canonical: string;
  host: string;
  /** Canonical pathname (no trailing slash except the root). */
  path: string;
}

/** Parses a URL into a {@link ParsedLink} without memoising it. */
export function parseLink(raw: string): ParsedLink | undefined {
  const url = parseHttpUrl(raw);
  const canonical = url && canonicalUrl(url);
  if (!url || !canonical) return undefined;
  const afterHost = canonical.indexOf('/', 'https://'.length);
  const query = canonical.indexOf('?', afterHost);
  return {
    canonical,
    host: url.hostname,
    path: canonical.slice(afterHost, query === -1 ? undefined : query),
  };
}

/** Builds the context of a web. */
export function createWebContext(options: ResolvedWebOptions): WebContext {
  const model = buildSiteGraph(options);
  const pool = buildChunkPool(options.seed);
  const links = new Map<string, ParsedLink | undefined>();
  const memoParse = (raw: string): ParsedLink | undefined => {
    if (links.has(raw)) return links.get(raw);
    const parsed = parseLink(raw);
    links.set(raw, parsed);
    return parsed;
  };
  return {
    options,
    model,
    pool,
    parseLink: memoParse,
    lookupLink(raw) {
      const canonical = memoParse(raw)?.canonical;
      return canonical === undefined
        ? undefined
        : (model.byUrl.get(canonical) ?? model.byUrl.get(withoutQuery(canonical)));
    },
    lookup(url) {
      const canonical = canonicalUrl(url);
      if (canonical === undefined) return undefined;
      return model.byUrl.get(canonical) ?? model.byUrl.get(withoutQuery(canonical));
    },
  };
}
