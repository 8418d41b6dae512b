import { buildChunkPool, type ChunkPool } from './content.js';
import type { ResolvedWebOptions } from './options.js';
import { buildSiteGraph, type PageDraft, type WebModel } from './site-graph.js';
import { canonicalUrl, withoutQuery } from './url-utils.js';

/** What every operation of the web reads: the options, the page graph and the text pool. */
export interface WebContext {
  readonly options: ResolvedWebOptions;
  readonly model: WebModel;
  readonly pool: ChunkPool;
  /** The page a URL names, in any duplicate spelling; an unknown query string falls back to the path's page. */
  lookup(url: string): PageDraft | undefined;
}

/** Builds the context of a web. */
export function createWebContext(options: ResolvedWebOptions): WebContext {
  const model = buildSiteGraph(options);
  const pool = buildChunkPool(options.seed);
  return {
    options,
    model,
    pool,
    lookup(url) {
      const canonical = canonicalUrl(url);
      if (canonical === undefined) return undefined;
      return model.byUrl.get(canonical) ?? model.byUrl.get(withoutQuery(canonical));
    },
  };
}
