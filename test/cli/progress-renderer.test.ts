import { describe, expect, it } from 'vitest';
import {
  createProgressRenderer,
  formatDuration,
  formatProgressLine,
  type ProgressSnapshot,
} from '../../src/cli/progress-renderer.js';

const snapshot: ProgressSnapshot = {
  documents: 1200,
  bytes: 14_200_000,
  pages: 12,
  jobCompleted: 1400,
  jobTotal: 3000,
  status: 'scraping',
};

function capture(isTTY: boolean) {
  const chunks: string[] = [];
  return { chunks, output: { isTTY, columns: 160, write: (chunk: string) => chunks.push(chunk) > 0 } };
}

describe('formatProgressLine', () => {
  it('shows documents, MB received, status pages, job counts and rate; no ETA while the total still grows', () => {
    const line = formatProgressLine('crawl', snapshot, 2000);
    expect(line).toBe(
      'crawl 1200/3000 docs so far  14.2 MB received  12 status pages  job 1400/3000 scraping  7.1 MB/s  600 docs/s',
    );
  });

  it('shows an ETA once the job is completed and its total final', () => {
    const line = formatProgressLine('pages', { ...snapshot, jobCompleted: 3000, status: 'completed' }, 2000);
    expect(line).toBe(
      'pages 1200/3000 docs  14.2 MB received  12 status pages  job 3000/3000 completed  7.1 MB/s  600 docs/s  ETA 3s',
    );
  });

  it('draws a bar sized to the terminal and says done at the end', () => {
    const line = formatProgressLine(
      'crawl',
      { ...snapshot, documents: 3000, jobCompleted: 3000, status: 'completed' },
      1000,
      200,
    );
    expect(line).toMatch(/^crawl \[#{30}\] 3000\/3000 docs .* job 3000\/3000 completed .* done$/);
  });

  it('formats durations', () => {
    expect(formatDuration(42)).toBe('42s');
    expect(formatDuration(185)).toBe('3m05s');
    expect(formatDuration(3720)).toBe('1h02m');
  });
});

describe('createProgressRenderer', () => {
  it('redraws one terminal line in place, throttled, and ends it on finish', () => {
    let clock = 0;
    const { chunks, output } = capture(true);
    const renderer = createProgressRenderer({ output, label: 'crawl', now: () => clock, redrawMs: 100 });
    renderer.update(snapshot);
    clock = 50;
    renderer.update({ ...snapshot, documents: 1300 });
    clock = 150;
    renderer.update({ ...snapshot, documents: 1400 });
    renderer.finish();
    renderer.finish();
    expect(chunks).toHaveLength(3);
    expect(chunks.every((chunk) => chunk.startsWith('\r\x1b[K'))).toBe(true);
    expect(chunks[2]).toMatch(/1400\/3000 docs.*\n$/);
    expect(renderer.last.documents).toBe(1400);
  });

  it('writes plain lines at the line interval when not a terminal', () => {
    let clock = 0;
    const { chunks, output } = capture(false);
    const renderer = createProgressRenderer({ output, label: 'batch', now: () => clock, lineMs: 2000 });
    for (clock = 0; clock <= 5000; clock += 500) renderer.update(snapshot);
    renderer.finish();
    // The last state was already printed at 4000 ms, so finishing adds no duplicate line.
    expect(chunks).toHaveLength(3);
    renderer.update({ ...snapshot, documents: 3000 });
    expect(chunks).toHaveLength(3);
    expect(
      chunks.every((chunk) => chunk.startsWith('batch ') && chunk.endsWith('\n') && !chunk.includes('\r')),
    ).toBe(true);
  });
});
