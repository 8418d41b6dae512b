import type { JobPageSource, RenderedPage } from './page-source.js';
import type { RenderOptions, SyntheticWeb } from './web/types.js';

/** Renders one URL of the synthetic web as a scrape outcome. */
export function renderPage(web: SyntheticWeb, url: string, options: RenderOptions): RenderedPage {
  const rendered = web.renderDocument(url, options);
  if ('metadata' in rendered) return { ok: true, document: rendered as unknown as Record<string, unknown> };
  return { ok: false, error: rendered.error, code: rendered.code };
}

/** Whether the URL's host belongs to the synthetic web (other hosts do not resolve). */
export function isKnownHost(web: SyntheticWeb, url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return web.sites.some((site) => site.hosts.includes(host));
}

/** A job source over a list of URLs that can grow, rendered with the given scrape options. */
export interface UrlListSource extends JobPageSource {
  /** Appends URLs to the end of the frontier. */
  add(urls: readonly string[]): void;
}

/** A job source over a list of URLs (a crawl frontier or a batch), rendered with the given scrape options. */
export function urlListSource(
  web: SyntheticWeb,
  urls: readonly string[],
  options: RenderOptions,
): UrlListSource {
  const list = [...urls];
  let index = 0;
  return {
    nextUrl: () => (index < list.length ? list[index++] : undefined),
    render: (url) => renderPage(web, url, options),
    add: (more) => {
      for (const url of more) list.push(url);
    },
  };
}
