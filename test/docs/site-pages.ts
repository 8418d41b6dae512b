/**
 * Opening the documentation site's pages in Chromium, as the site test does, and what each showed: its
 * anchors, its internal links, and what went wrong on it (an answer other than 200, a console error, an
 * uncaught exception, a page with no heading or little text).
 */
import type { Page } from 'playwright-core';

// Page scripts run in the browser: the names they use are the DOM's.
interface Element {
  id: string;
  href?: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
}
interface Document {
  querySelector(selector: string): Element | null;
  querySelectorAll(selector: string): ArrayLike<Element>;
  body: { textContent: string | null } | null;
}
interface FrameElement {
  src: string;
  width: string;
  height: string;
  onload: (() => void) | null;
  contentDocument: Document | null;
  contentWindow: {
    performance: { getEntriesByType(type: 'navigation'): { responseStatus?: number }[] };
  } | null;
}
declare const document: {
  createElement(tag: 'iframe'): FrameElement;
  body: { replaceChildren(): void; append(node: FrameElement): void };
};

/** What one page showed. */
export interface PageReport {
  ids: Set<string>;
  links: string[];
  problems: string[];
}

/** The page the frames of {@link visitTogether} open in (the test's server answers it). */
export const FRAME_HOST = '/__pages.html';
/** {@link FRAME_HOST}'s page: empty, and with an icon of its own (else Chromium asks for `/favicon.ico`). */
export const FRAME_HOST_PAGE =
  '<!doctype html><title>pages</title><link rel="icon" href="data:,"><body></body>';

/**
 * Opens `paths` side by side in frames of one page of `tab` and reports each: a frame loads, runs its
 * scripts and renders as a tab of its own would, at a reader's window size, for about half the CPU time a
 * navigation of the tab costs (typedoc's 367 pages, Chromium and this process: 50 s against 79–100 s).
 * What each showed is read by the host page, from its frames' documents, in one call: reading each frame
 * itself had Playwright install its scripts in every page (the site test: 76 → 72 s of CPU). A console
 * error or uncaught exception is not told apart between frames: the pages of a batch that had one are
 * opened again one by one, each in a tab of its own, so that each report names its own.
 * `navigation(path)`: wait for the navigation, which typedoc draws from a script once the page has loaded.
 */
export async function visitTogether(
  tab: Page,
  origin: string,
  paths: readonly string[],
  navigation: (path: string) => boolean,
): Promise<Map<string, PageReport>> {
  const errors: string[] = [];
  const stop = collectErrors(tab, errors);
  const reports = new Map<string, PageReport>();
  try {
    if (tab.url() !== `${origin}${FRAME_HOST}`) await tab.goto(`${origin}${FRAME_HOST}`);
    const shown = await tab.evaluate(showFrames, {
      sources: paths.map((path) => `${origin}/${path}`),
      navigation: paths.map(navigation),
    });
    for (const [i, path] of paths.entries()) reports.set(path, judge(shown[i], origin));
  } catch (err) {
    for (const path of paths) reports.set(path, failed(`did not load: ${(err as Error).message}`));
  } finally {
    stop();
  }
  for (const report of reports.values()) report.problems.push(...errors);
  if (errors.length === 0 || paths.length === 1) return reports;
  const browser = tab.context().browser();
  if (!browser) throw new Error('the tab has no browser to open a page alone in');
  for (const path of paths) {
    const alone = await browser.newPage();
    try {
      for (const [each, report] of await visitTogether(alone, origin, [path], navigation))
        reports.set(each, report);
    } finally {
      await alone.close();
    }
  }
  return reports;
}

/** What a frame's document showed: undefined when the frame has no document this page may read. */
type Shown =
  | {
      status: number | undefined;
      title: string;
      text: number;
      navigation: boolean;
      ids: string[];
      links: string[];
    }
  | undefined;

/**
 * Runs in the host page: opens each of `sources` in a frame of the reader's window size, waits for all to
 * load (and where `navigation` says so, up to 10 s for typedoc's navigation to be drawn), and reads from
 * each document its answer's status, heading, amount of text, anchors and links. Playwright sends it as
 * source text: it names no function of its own (tsx's and esbuild's `keepNames` wrap those in a helper
 * the page does not have).
 */
async function showFrames(options: { sources: string[]; navigation: boolean[] }): Promise<Shown[]> {
  document.body.replaceChildren();
  const frames = await Promise.all(
    options.sources.map(
      (src) =>
        new Promise<FrameElement>((resolve) => {
          const frame = document.createElement('iframe');
          frame.onload = () => resolve(frame);
          frame.width = '1280';
          frame.height = '720';
          frame.src = src;
          document.body.append(frame);
        }),
    ),
  );
  return Promise.all(
    frames.map(async (frame, i) => {
      const doc = frame.contentDocument;
      if (!doc || !frame.contentWindow) return undefined;
      let navigation = !options.navigation[i];
      for (let waited = 0; !navigation && waited < 10_000; waited += 20) {
        navigation = doc.querySelector('.tsd-navigation a, #tsd-nav-container a') !== null;
        if (!navigation) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return {
        // The answer the document came with, as the browser saw it.
        status: frame.contentWindow.performance.getEntriesByType('navigation')[0]?.responseStatus,
        navigation,
        title: doc.querySelector('h1')?.textContent?.trim() ?? '',
        text: doc.body?.textContent?.length ?? 0,
        ids: Array.from(doc.querySelectorAll('[id], a[name]')).map(
          (e) => e.id || e.getAttribute('name') || '',
        ),
        links: Array.from(doc.querySelectorAll('a[href]')).map((a) => a.href ?? ''),
      };
    }),
  );
}

/** The report of what a frame showed: its anchors, its links within `origin`, and what went wrong. */
function judge(shown: Shown, origin: string): PageReport {
  if (!shown) return failed('did not load in its frame');
  const problems: string[] = [];
  if (shown.status !== 200) problems.push(`answered ${shown.status}`);
  if (!shown.navigation) problems.push('drew no navigation within 10 s');
  if (shown.title === '' || shown.text < 100)
    problems.push(`rendered no heading or little text (${shown.text})`);
  return {
    ids: new Set(shown.ids),
    links: shown.links.filter((href) => href.startsWith(`${origin}/`)),
    problems,
  };
}

function failed(problem: string): PageReport {
  return { ids: new Set(), links: [], problems: [problem] };
}

/** Records console errors and uncaught exceptions of `page` and its frames into `problems` until stopped. */
function collectErrors(page: Page, problems: string[]): () => void {
  const onConsole = (msg: { type(): string; text(): string }) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  };
  const onError = (err: Error) => problems.push(`page error: ${err.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return () => {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  };
}
