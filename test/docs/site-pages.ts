/**
 * Opening the documentation site's pages in Chromium, as the site test does, and what each showed: its
 * anchors, its internal links, and what went wrong on it (an answer other than 200, a console error, an
 * uncaught exception or rejected promise, a script, style or image that failed to load, a page with no
 * heading or little text).
 *
 * The pages open in frames of one host page, six at a time in each of two lanes: a frame loads, runs its
 * scripts and renders as a tab would, at a reader's window size. The host page's own script opens them all
 * and posts what each showed to the test's server, so Chromium runs with no automation attached: driven
 * through DevTools (Playwright), every frame's navigation, request and script context was also reported to
 * the driver, and the 367 pages cost 60 s of Chromium's CPU and ~30 s; without, 31 s and ~18 s.
 * What DevTools told of errors, a script of the server's own at the top of each page records, page by page
 * ({@link RECORDER}).
 */

/** What one page showed. */
export interface PageReport {
  ids: Set<string>;
  links: string[];
  problems: string[];
}

/** A page to open, and whether to wait for the navigation typedoc draws from a script once it loaded. */
export interface SitePage {
  path: string;
  navigation: boolean;
}

/** The host page's address on the test's server, and where its script posts what the pages showed. */
export const FRAME_HOST = '/__pages.html';
export const REPORT_PATH = '/__report';

/**
 * The script the test's server puts first in each page of the site it serves: it records what a reader's
 * console would show as errors (`console.error`, uncaught exceptions, rejected promises no one handled, a
 * resource that failed to load) in `window.__problems`, which the host page reads. Failed answers of
 * `fetch` are read from the page's resource timings instead ({@link HOST_SCRIPT}).
 */
export const RECORDER = `<script>(() => {
  const problems = (window.__problems = []);
  const error = console.error;
  console.error = (...args) => {
    problems.push('console error: ' + args.map(String).join(' '));
    error.apply(console, args);
  };
  addEventListener('error', (event) => {
    const target = event.target;
    problems.push(event.error || target === window
      ? 'page error: ' + (event.error ? event.error.message : event.message)
      : 'did not load: ' + (target.src || target.href || target.tagName));
  }, true);
  addEventListener('unhandledrejection', (event) =>
    problems.push('page error: ' + (event.reason && event.reason.message || String(event.reason))));
})();</script>`;

/** `html` with {@link RECORDER} first in its head. */
export function withRecorder(html: string): string {
  const head = html.search(/<head[^>]*>/i);
  if (head === -1) return `${RECORDER}${html}`;
  const end = html.indexOf('>', head) + 1;
  return `${html.slice(0, end)}${RECORDER}${html.slice(end)}`;
}

/**
 * The host page's script: opens the pages of `#pages` in frames of the reader's window size, six at a time
 * in each of two lanes (on two cores, as fast as more, with room for the test files run beside), waits for
 * each batch to load (and where asked, up to 10 s for typedoc's navigation to be drawn), reads from each
 * document its answer's status, heading, amount of text, anchors, links and recorded problems, and posts
 * them all to {@link REPORT_PATH}. A failure of the script itself is posted too, as `{ failed }`.
 */
const HOST_SCRIPT = `
const pages = JSON.parse(document.getElementById('pages').textContent);
async function show(page, frame) {
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) return { path: page.path, missing: true };
  let navigation = !page.navigation;
  for (let waited = 0; !navigation && waited < 10000; waited += 20) {
    navigation = doc.querySelector('.tsd-navigation a, #tsd-nav-container a') !== null;
    if (!navigation) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const failed = win.performance.getEntriesByType('resource')
    .filter((entry) => entry.responseStatus >= 400)
    .map((entry) => 'answered ' + entry.responseStatus + ': ' + entry.name);
  return {
    path: page.path,
    status: win.performance.getEntriesByType('navigation')[0]?.responseStatus,
    navigation,
    title: doc.querySelector('h1')?.textContent?.trim() ?? '',
    text: doc.body?.textContent?.length ?? 0,
    ids: Array.from(doc.querySelectorAll('[id], a[name]')).map((e) => e.id || e.getAttribute('name') || ''),
    links: Array.from(doc.querySelectorAll('a[href]')).map((a) => a.href),
    problems: win.__problems ? [...win.__problems, ...failed] : ['ran without the recorder'],
  };
}
async function lane(queue, shown) {
  for (let batch = queue.splice(0, 6); batch.length > 0; batch = queue.splice(0, 6)) {
    const holder = document.createElement('div');
    document.body.append(holder);
    const frames = await Promise.all(batch.map((page) => new Promise((resolve) => {
      const frame = document.createElement('iframe');
      frame.onload = () => resolve(frame);
      frame.width = '1280';
      frame.height = '720';
      frame.src = '/' + page.path;
      holder.append(frame);
    })));
    shown.push(...(await Promise.all(batch.map((page, i) => show(page, frames[i])))));
    holder.remove();
  }
}
const post = (body) => fetch('${REPORT_PATH}', { method: 'POST', body: JSON.stringify(body) });
(async () => {
  const queue = [...pages];
  const shown = [];
  await Promise.all([lane(queue, shown), lane(queue, shown)]);
  await post({ shown });
})().catch((err) => post({ failed: String(err && err.stack || err) }));
`;

/** The host page that opens `pages` (the JSON of their list is escaped for a script element). */
export function hostPage(pages: readonly SitePage[]): string {
  const list = JSON.stringify(pages).replace(/</g, '\\u003c');
  return `<!doctype html><title>pages</title><link rel="icon" href="data:,">
<script type="application/json" id="pages">${list}</script><body><script>${HOST_SCRIPT}</script></body>`;
}

/** What the host page posted of one page. */
interface Shown {
  path: string;
  missing?: boolean;
  status?: number;
  navigation?: boolean;
  title?: string;
  text?: number;
  ids?: string[];
  links?: string[];
  problems?: string[];
}

/** The reports of what the host page posted (`body`), by path; throws when its script failed. */
export function reportsOf(body: string, origin: string): Map<string, PageReport> {
  const posted = JSON.parse(body) as { shown?: Shown[]; failed?: string };
  if (!posted.shown) throw new Error(`the host page failed: ${posted.failed}`);
  return new Map(posted.shown.map((shown) => [shown.path, judge(shown, origin)]));
}

/** The report of what a frame showed: its anchors, its links within `origin`, and what went wrong. */
function judge(shown: Shown, origin: string): PageReport {
  if (shown.missing) return { ids: new Set(), links: [], problems: ['did not load in its frame'] };
  const problems = [...(shown.problems ?? [])];
  if (shown.status !== 200) problems.push(`answered ${shown.status}`);
  if (!shown.navigation) problems.push('drew no navigation within 10 s');
  if (!shown.title || (shown.text ?? 0) < 100)
    problems.push(`rendered no heading or little text (${shown.text})`);
  return {
    ids: new Set(shown.ids),
    links: (shown.links ?? []).filter((href) => href.startsWith(`${origin}/`)),
    problems,
  };
}
