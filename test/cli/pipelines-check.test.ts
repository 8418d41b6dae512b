/**
 * `crawlstream pipelines check FILE`: a fleet's pipelines file read and checked whole before anything runs;
 * each refusal names the pipeline and the field, and each destination is checked as a run would check it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from './cli-harness.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crawlstream-pipelines-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function check(name: string, text: string) {
  const path = join(dir, name);
  await writeFile(path, text);
  return { path, run: await runCliInProcess(['pipelines', 'check', path]) };
}

describe('crawlstream pipelines check', () => {
  it('accepts a file of pipelines into a file, a dataset and a DuckDB table, YAML or JSON', async () => {
    const yaml = `
pipelines:
  - name: docs
    crawl: { url: https://docs.example.com, limit: 5000 }
    output: ${join(dir, 'docs.jsonl')}
    changes: true
    schedule: "0 3 * * *"
    timezone: Europe/Berlin
    maxCredits: 6000
    deadline: 2h
  - name: shop
    batch: { urls: [https://shop.example.com/a, https://shop.example.com/b] }
    output: ${join(dir, 'lake')}/
    format: jsonl
  - name: news
    monitor: { id: 0190f1d2-0000-7000-8000-000000000001 }
    output: ${join(dir, 'news.duckdb')}
    table: checks
budget: { creditsPerDay: 50000 }
`;
    const { run } = await check('pipelines.yaml', yaml);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`docs\t${join(dir, 'docs.jsonl')}`);
    expect(run.stdout).toContain(`news\t${join(dir, 'news.duckdb')} table checks`);
    expect(run.stderr).toContain('3 pipelines, a budget of 50000 credits a day; every destination checked');
    const json = JSON.stringify({
      pipelines: [{ name: 'one', crawl: { url: 'https://a.example' }, output: join(dir, 'one.parquet') }],
    });
    const fromJson = await check('pipelines.json', json);
    expect(fromJson.run.code, fromJson.run.stderr).toBe(0);
  });

  it('names the pipeline and the field of every refusal in the file', async () => {
    const { path, run } = await check(
      'bad.yaml',
      `
pipelines:
  - name: docs
    crawl: { url: not-a-url }
    output: docs.jsonl
    schedule: "99 * * * *"
  - name: docs
    batch: { urls: [] }
    crawl: { url: https://b.example }
    output: b.jsonl
    timezone: Mars/Olympus
  - name: x
    output: x.jsonl
    crawl: { url: https://x.example }
    extra: 1
`,
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${path}: pipelines[0] (docs).crawl.url:`);
    expect(run.stderr).toContain(`${path}: pipelines[0] (docs).schedule: "manual" or a cron pattern`);
    expect(run.stderr).toContain('pipelines[1] (docs).name: "docs" names two pipelines');
    expect(run.stderr).toContain('pipelines[1] (docs).timezone: must be an IANA time zone');
    expect(run.stderr).toContain('pipelines[1] (docs).crawl: give exactly one of crawl, batch and monitor');
    expect(run.stderr).toMatch(/pipelines\[2\] \(x\)(\.extra)?: .*extra/);
  });

  it('refuses each destination as a run would, naming the pipeline and the field', async () => {
    const { path, run } = await check(
      'destinations.yaml',
      `
pipelines:
  - name: csv
    crawl: { url: https://a.example }
    output: out.csv
  - name: nofolder
    crawl: { url: https://a.example }
    output: /no/such/folder/out.jsonl
  - name: gz-monitor
    monitor: { id: m1 }
    output: ${join(dir, 'm.jsonl.gz')}
  - name: state-in-table
    crawl: { url: https://a.example }
    output: ${join(dir, 't.duckdb')}
    changes: true
    state: elsewhere.state
  - name: table-on-file
    crawl: { url: https://a.example }
    output: ${join(dir, 'f.jsonl')}
    table: pages
  - name: unreachable
    crawl: { url: https://a.example }
    output: postgres://etl:secret-pw@127.0.0.1:1/web
`,
    );
    expect(run.code).toBe(2);
    const line = (name: string) => run.stderr.split('\n').find((l) => l.startsWith(`${path}: ${name}: `));
    expect(line('csv')).toContain('output: the file name must end in');
    expect(line('nofolder')).toContain('output: the folder /no/such/folder does not exist');
    expect(line('gz-monitor')).toContain("cannot take a monitor's checks");
    expect(line('state-in-table')).toContain('state: a table keeps its pipeline state in its own database');
    expect(line('table-on-file')).toContain('table: only for a database');
    expect(line('unreachable')).toContain('output: cannot be reached');
    expect(run.stderr).not.toContain('secret-pw');
  });
});
