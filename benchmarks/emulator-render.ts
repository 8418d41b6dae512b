/**
 * How fast the emulator renders the synthetic web's pages, the work behind every page a running crawl or
 * batch scrapes: 400 pages of one site at the default sizes (about 35 MB of markdown), rendered five times
 * as an object (`renderDocument`), as JSON text (`renderDocumentJson`, what a scraped page is stored as), as
 * UTF-8 bytes (`renderDocumentBytes`), and through the scrape path (what a job stores for a page), plain and
 * with the `changeTracking` format (the tracker compares each page with the team's last scrape of it).
 *
 * Run: `npx tsx benchmarks/emulator-render.ts [rounds=5]`
 * Output: per way, MB of JSON characters rendered and MB per CPU-second of this process.
 */
import { ChangeTracker } from '../src/emulator/change-tracker.js';
import { createSyntheticWeb } from '../src/emulator/web/index.js';
import type { RenderOptions } from '../src/emulator/web/types.js';
import { renderPage } from '../src/emulator/web-page-source.js';

const rounds = Number(process.argv[2] ?? 5);
const web = createSyntheticWeb({ seed: 3, sites: 1, pagesPerSite: 400, failureRate: 0 });
const urls = web.pages().map((p) => p.url);
const markdown: RenderOptions = { formats: ['markdown'] };
const tracked: RenderOptions = { formats: ['markdown', 'changeTracking'] };
const changes = new ChangeTracker(true, () => Date.now());

const ways: [string, (url: string) => number][] = [
  ['renderDocument', (url) => JSON.stringify(web.renderDocument(url, markdown)).length],
  ['renderDocumentJson', (url) => web.renderDocumentJson(url, markdown).length],
  [
    'renderDocumentBytes',
    (url) => {
      const r = web.renderDocumentBytes(url, markdown);
      return r.ok ? r.chars : 0;
    },
  ],
  [
    'scrape',
    (url) => {
      const r = renderPage({ web, changes, tools: { catalogue: [] } }, url, markdown);
      return r.ok ? r.json.length : 0;
    },
  ],
  [
    'scrape, changeTracking',
    (url) => {
      const r = renderPage({ web, changes, tools: { catalogue: [] } }, url, tracked);
      return r.ok ? r.json.length : 0;
    },
  ],
];

for (const [name, render] of ways) {
  for (const url of urls) render(url); // warm-up round
  const start = process.cpuUsage();
  let chars = 0;
  for (let round = 0; round < rounds; round++) for (const url of urls) chars += render(url);
  const used = process.cpuUsage(start);
  const seconds = (used.user + used.system) / 1e6;
  console.log(
    `${name.padEnd(22)} ${(chars / 1e6).toFixed(0).padStart(5)} MB  ${(chars / 1e6 / seconds).toFixed(0).padStart(5)} MB per CPU-second`,
  );
}
