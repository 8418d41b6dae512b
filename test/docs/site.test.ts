/**
 * The documentation site as a reader meets it: `typedoc` builds it (with zero warnings: `typedoc.json` treats
 * them as errors) into a temporary folder, a `node:http` server on port 0 serves it, and Debian's Chromium
 * opens every page: each renders, logs no console error, and every internal link and anchor leads somewhere.
 * The search loads its index on the reader's first search, not with each page, and finds what is typed.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, openHeadless } from './headless-chromium.js';
import {
  FRAME_HOST,
  hostPage,
  type PageReport,
  REPORT_PATH,
  reportsOf,
  type SitePage,
  withRecorder,
} from './site-pages.js';

// Page scripts run in the browser: the names they use are the DOM's.
declare const window: { searchData?: unknown };
declare const document: { querySelector(selector: string): { textContent: string | null } | null };

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
};

let site: string;
let server: Server;
let origin: string;
let buildOutput: string;
/** The pages the host page opens ({@link FRAME_HOST}), and what it reports of them. */
let hostPages: SitePage[] = [];
let reported: (body: string) => void = () => {};
/** The search index: how many times it was asked of the server, and what its answer waits for while set. */
const SEARCH_INDEX = '/assets/search.js';
let indexRequests = 0;
let indexHeld: Promise<void> | undefined;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => relative(site, join(e.parentPath, e.name)).split('\\').join('/'));
}

function serve(dir: string): Promise<Server> {
  const http = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    if (path === FRAME_HOST)
      return void res.writeHead(200, { 'content-type': TYPES['.html'] }).end(hostPage(hostPages));
    if (path === REPORT_PATH && req.method === 'POST') {
      const body: Buffer[] = [];
      req.on('data', (chunk: Buffer) => body.push(chunk));
      req.on('end', () => {
        res.writeHead(204).end();
        reported(Buffer.concat(body).toString());
      });
      return;
    }
    // Scripts, styles and icons may be cached, as a static host lets them be: each page still runs them,
    // but Chromium does not fetch and compile the same scripts and navigation data 400 times.
    const cache = extname(file) === '.html' ? 'no-cache' : 'public, max-age=3600';
    if (path === SEARCH_INDEX) indexRequests++;
    Promise.resolve(path === SEARCH_INDEX ? indexHeld : undefined)
      .then(() => readFile(file))
      .then((body) => (extname(file) === '.html' ? withRecorder(body.toString()) : body))
      .then(
        (body) =>
          res
            .writeHead(200, {
              'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
              'cache-control': cache,
            })
            .end(body),
        () => res.writeHead(404).end(),
      );
  });
  return new Promise((resolve) => http.listen(0, '127.0.0.1', () => resolve(http)));
}

/** Opens `pages` of the server at `at` in headless Chromium: what each showed. */
async function openPages(at: string, pages: SitePage[]): Promise<Map<string, PageReport>> {
  hostPages = pages;
  const body = new Promise<string>((resolve) => {
    reported = resolve;
  });
  return reportsOf(await openHeadless(CHROMIUM, `${at}${FRAME_HOST}`, body, 300_000), at);
}

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'crawlstream-site-'));
  // `npm test` has type-checked this program (`tsc`) before any test runs: typedoc need not check it again
  // (7 of its 20 s of CPU here). The pages are the same but for the order of some unions' members,
  // which follows the order the checker met the types.
  const built = await run(join(root, 'node_modules/.bin/typedoc'), ['--out', site, '--skipErrorChecking'], {
    cwd: root,
  });
  buildOutput = `${built.stdout}${built.stderr}`;
  server = await serve(site);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: apt-get install chromium (.ci/run does)`);
}, 180_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (site) await rm(site, { recursive: true, force: true });
});

describe('documentation site', () => {
  it('builds with no warning and has every guide', async () => {
    expect(buildOutput).not.toMatch(/warning/i);
    const pages = await htmlFiles(site);
    for (const guide of [
      'Getting_started',
      'CLI_reference',
      'Pipelines_and_sinks',
      'Self-hosted_servers',
      'Architecture',
      'Benchmarks',
    ]) {
      expect(pages).toContain(`documents/${guide}.html`);
    }
    expect(
      pages.filter((p) => p.startsWith('functions/') || p.startsWith('interfaces/')).length,
    ).toBeGreaterThan(100);
    // A schema's type reads as its fields, not as `z.infer<typeof Schema>` (typedoc-plugin-zod).
    const scrapeOptions = await readFile(join(site, 'types/index.ScrapeOptions.html'), 'utf8');
    expect(scrapeOptions).toContain('onlyMainContent');
    expect(scrapeOptions).not.toContain('z.infer');
    // A schema and its type of one name share the type's page, which names the schema; a signature that
    // takes such a type links to its page instead of drawing all its fields again.
    expect(pages).toContain('types/index.ScrapeRequest.html');
    expect(pages).not.toContain('variables/index.ScrapeRequest.html');
    const scrapeRequest = await readFile(join(site, 'types/index.ScrapeRequest.html'), 'utf8');
    expect(scrapeRequest).toContain('ScrapeRequest.parse(value)');
    const client = await readFile(join(site, 'interfaces/index.Client.html'), 'utf8');
    expect(client).toContain('href="../types/index.ScrapeRequest.html"');
    expect(client).not.toContain('onlyMainContent');
  });

  it('renders every page in Chromium with no console error, no broken link and no missing anchor', async () => {
    const pages = await htmlFiles(site);
    const reports = await openPages(
      origin,
      pages.map((path) => ({ path, navigation: path === 'index.html' || path.startsWith('documents/') })),
    );
    const problems: string[] = [];
    for (const [path, report] of reports) {
      for (const problem of report.problems) problems.push(`${path}: ${problem}`);
      for (const href of report.links) {
        const url = new URL(href);
        const target = decodeURIComponent(url.pathname.slice(1)) || 'index.html';
        if (!existsSync(join(site, target))) {
          problems.push(`${path}: link to ${target}, which does not exist`);
          continue;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        const targetReport = reports.get(target);
        if (anchor && targetReport && !targetReport.ids.has(anchor)) {
          problems.push(`${path}: link to ${target}#${anchor}, which has no such anchor`);
        }
      }
    }
    expect(reports.size).toBe(pages.length);
    expect(problems).toEqual([]);
  }, 600_000);

  it('reports, page by page, what the console would show as an error and what failed to load', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'crawlstream-bad-pages-'));
    const bad = await serve(dir);
    try {
      const text =
        'A page that has a heading and more than a hundred characters of text, as every page has. '.repeat(2);
      const scripts: Record<string, string> = {
        fine: '',
        logs: '<script>console.error("logged an error")</script>',
        throws: '<script>setTimeout(() => { throw new Error("thrown late") })</script>',
        rejects: '<script>Promise.reject(new Error("rejected at once"))</script>',
        'misses-script': '<script src="gone.js"></script>',
        // Data a script fetches and handles: no error event, only its answer's status. The page draws its
        // navigation once the answer is among its resource timings, and the host page waits for that.
        'misses-data': `<script>fetch('gone.json').then((answer) => answer.text()).then(async () => {
          const timed = () => performance.getEntriesByType('resource').length > 0;
          while (!timed()) await new Promise((resolve) => setTimeout(resolve, 10));
          const nav = '<nav class="tsd-navigation"><a href="#">nav</a></nav>';
          document.body.insertAdjacentHTML('beforeend', nav);
        })</script>`,
      };
      for (const [name, script] of Object.entries(scripts)) {
        const body = `<h1>${name}</h1><p>${text}</p>${script}`;
        const html = `<!doctype html><html><head><title>${name}</title></head><body>${body}</body></html>`;
        await writeFile(join(dir, `${name}.html`), html);
      }
      const at = `http://127.0.0.1:${(bad.address() as AddressInfo).port}`;
      const reports = await openPages(
        at,
        Object.keys(scripts).map((name) => ({ path: `${name}.html`, navigation: name === 'misses-data' })),
      );
      const problems = (name: string) => reports.get(`${name}.html`)?.problems.join('\n');
      expect(problems('fine')).toBe('');
      expect(problems('logs')).toMatch(/^console error: logged an error$/);
      expect(problems('throws')).toMatch(/^page error: thrown late$/);
      expect(problems('rejects')).toMatch(/^page error: rejected at once$/);
      expect(problems('misses-script')).toMatch(/did not load: .*\/gone\.js/);
      expect(problems('misses-data')).toMatch(/^answered 404: .*\/gone\.json$/);
    } finally {
      await new Promise((resolve) => bad.close(resolve));
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('loads the search index when the reader first searches, and finds a function by its name', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
    page.on('pageerror', (err) => problems.push(err.message));
    let release = () => {};
    indexHeld = new Promise((resolve) => {
      release = resolve;
    });
    try {
      const before = indexRequests;
      await page.goto(`${origin}/documents/Getting_started.html`, { waitUntil: 'load' });
      await page.waitForFunction(() => document.querySelector('.tsd-navigation a, #tsd-nav-container a'));
      // The page is read and its navigation drawn without the index.
      expect(await page.evaluate(() => window.searchData === undefined)).toBe(true);
      expect(indexRequests).toBe(before);
      // The "/" shortcut opens the search; what the reader types while the index loads (held by the server
      // here, past the field's 200 ms pause) is searched once it is ready.
      await page.keyboard.press('/');
      await page.keyboard.type('toTable');
      await page.waitForFunction(() =>
        document.querySelector('#tsd-search-status')?.textContent?.startsWith('Loading the search index'),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await page.locator('#tsd-search-results li').count()).toBe(0);
      release();
      await page
        .locator('#tsd-search-results li a[href$="functions/sinks.toTable.html"]')
        .waitFor({ timeout: 10_000 });
      expect(indexRequests - before).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      release();
      indexHeld = undefined;
      await browser.close();
    }
  });
});
