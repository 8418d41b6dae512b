import { type MonoTypeOperatorFunction, map } from 'rxjs';
import type { SinkPage } from '../../src/sinks/run-sink.js';

/** A page as the paging source would deliver it, with its credit tracked. */
export interface TestPage extends SinkPage {
  held: number;
  released: number;
}

export const JOB = '0193a7f0-0000-7000-8000-0000000000aa';

export function page(skip: number, raw: readonly string[], jobId = JOB): TestPage {
  const p: TestPage = {
    kind: 'crawl',
    jobId,
    cursor: { skip },
    raw,
    held: 0,
    released: 0,
    hold() {
      p.held++;
      let done = false;
      return () => {
        if (!done) p.released++;
        done = true;
      };
    },
  };
  return p;
}

/** Documents shaped like the service's, as JSON text. */
export function doc(i: number, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    markdown: `# Page ${i}\n\nText ${i}`,
    links: [`https://example.com/${i + 1}`],
    metadata: {
      title: `Page ${i}`,
      sourceURL: `https://example.com/${i}`,
      url: `https://example.com/${i}`,
      statusCode: 200,
    },
    ...extra,
  });
}

/** `n` documents split into pages of `per`, starting at `from`. */
export function pages(n: number, per: number, from = 0): TestPage[] {
  const out: TestPage[] = [];
  for (let s = from; s < n; s += per) {
    out.push(
      page(
        s,
        Array.from({ length: Math.min(per, n - s) }, (_, k) => doc(s + k)),
      ),
    );
  }
  return out;
}

/** Passes `pages` values on, then fails with `Error('network gone')`, as a connection lost mid-export. */
export function failAfter<T>(pages: number): MonoTypeOperatorFunction<T> {
  let left = pages;
  return map((value) => {
    if (left-- === 0) throw new Error('network gone');
    return value;
  });
}
