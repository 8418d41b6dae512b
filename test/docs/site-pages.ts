/**
 * Opening the documentation site's pages in Chromium, as the site test does, and what each showed: its
 * anchors, its internal links, and what went wrong on it (an answer other than 200, a console error, an
 * uncaught exception, a page with no heading or little text).
 */
import type { Frame, Page } from 'playwright-core';

// Page scripts run in the browser: the names they use are the DOM's.
interface Element {
  id: string;
  href?: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
}
interface FrameElement {
  src: string;
  width: string;
  height: string;
  onload: (() => void) | null;
}
declare const performance: { getEntriesByType(type: 'navigation'): { responseStatus?: number }[] };
declare const document: {
  querySelector(selector: string): Element | null;
  querySelectorAll(selector: string): ArrayLike<Element>;
  createElement(tag: 'iframe'): FrameElement;
  body: { textContent: string | null; replaceChildren(): void; append(node: FrameElement): void };
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
 * Opens `path` in `page`, a tab, and reports it. `navigation`: wait for the navigation, which typedoc draws
 * from a script once the page has loaded.
 */
export async function visit(
  page: Page,
  origin: string,
  path: string,
  navigation: boolean,
): Promise<PageReport> {
  const problems: string[] = [];
  const stop = collectErrors(page, problems);
  try {
    await page.goto(`${origin}/${path}`, { waitUntil: 'load' });
    const shown = await report(page, navigation);
    return { ...shown, problems: [...problems, ...shown.problems] };
  } catch (err) {
    problems.push(`did not load: ${(err as Error).message}`);
    return { ids: new Set(), links: [], problems };
  } finally {
    stop();
  }
}

/**
 * Opens `paths` side by side in frames of one page of `tab`: each loads, runs its scripts and renders as in
 * a tab of its own, at a reader's window size, for about half the CPU time a navigation of the tab costs
 * (typedoc's 367 pages, Chromium and this process: 50 s against 79–100 s). A console error or uncaught
 * exception is not told apart between frames: the pages of a batch that had one are opened again one by
 * one, each in a tab, so that each report names its own.
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
    const urls = paths.map((path) => `${origin}/${path}`);
    await tab.evaluate((sources) => {
      document.body.replaceChildren();
      return Promise.all(
        sources.map(
          (src) =>
            new Promise<void>((resolve) => {
              const frame = document.createElement('iframe');
              frame.onload = () => resolve();
              frame.width = '1280';
              frame.height = '720';
              frame.src = src;
              document.body.append(frame);
            }),
        ),
      );
    }, urls);
    for (const [i, path] of paths.entries()) {
      const url = urls[i] as string;
      const frame = tab.frames().find((f) => f.url() === url);
      reports.set(
        path,
        frame
          ? await report(frame, navigation(path))
          : { ids: new Set(), links: [], problems: ['did not load in its frame'] },
      );
    }
  } finally {
    stop();
  }
  if (errors.length === 0) return reports;
  // Each in a tab of its own, which a page that failed to load leaves behind.
  for (const path of paths) {
    const browser = tab.context().browser();
    if (!browser) throw new Error('the tab has no browser to open a page alone in');
    const alone = await browser.newPage();
    reports.set(path, await visit(alone, origin, path, navigation(path)));
    await alone.close();
  }
  return reports;
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

/** What a loaded page or frame shows: its heading and text, anchors and internal links. */
async function report(target: Page | Frame, navigation: boolean): Promise<PageReport> {
  const problems: string[] = [];
  try {
    if (navigation)
      await target.waitForFunction(
        () => document.querySelector('.tsd-navigation a, #tsd-nav-container a'),
        null,
        { timeout: 10_000 },
      );
    const facts = await target.evaluate(() => ({
      // The answer the document came with, as the browser saw it.
      status: performance.getEntriesByType('navigation')[0]?.responseStatus,
      title: document.querySelector('h1')?.textContent?.trim() ?? '',
      text: document.body.textContent?.length ?? 0,
      ids: Array.from(document.querySelectorAll('[id], a[name]')).map(
        (e) => e.id || e.getAttribute('name') || '',
      ),
      links: Array.from(document.querySelectorAll('a[href]')).map((a) => a.href ?? ''),
    }));
    if (facts.status !== 200) problems.push(`answered ${facts.status}`);
    if (facts.title === '' || facts.text < 100)
      problems.push(`rendered no heading or little text (${facts.text})`);
    const origin = new URL(target.url()).origin;
    return {
      ids: new Set(facts.ids),
      links: facts.links.filter((href) => href.startsWith(`${origin}/`)),
      problems,
    };
  } catch (err) {
    problems.push(`did not render: ${(err as Error).message}`);
    return { ids: new Set(), links: [], problems };
  }
}
