/**
 * A typedoc plugin (`typedoc.json`'s `plugin`): each page loads the search index when the reader first
 * reaches for the search, not as the page loads (`lazy-search.js`, inlined at the end of every page). The
 * page's script element for the index keeps its id, which typedoc's own script listens on, and its source
 * moves to `data-src`. A page without that element fails the build: a typedoc whose pages changed would
 * otherwise go back to loading the index on every page without anyone noticing.
 */
import { readFileSync } from 'node:fs';
import { PageEvent } from 'typedoc';

const SEARCH_SCRIPT = /<script async src="([^"]*assets\/search\.js)" id="tsd-search-script"><\/script>/;
/** The loader without its comment lines, which every page would otherwise carry. */
const LOADER = readFileSync(new URL('./lazy-search.js', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => !line.trimStart().startsWith('//'))
  .join('\n');

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.on(PageEvent.END, (page) => {
    const contents = page.contents ?? '';
    if (!SEARCH_SCRIPT.test(contents) || !contents.includes('</body>'))
      throw new Error(`${page.url}: no search script element to make lazy (has typedoc's page changed?)`);
    page.contents = contents
      .replace(SEARCH_SCRIPT, '<script id="tsd-search-script" data-src="$1"></script>')
      .replace('</body>', () => `<script>${LOADER}</script></body>`);
  });
}
