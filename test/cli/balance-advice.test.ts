/**
 * The balance check before a job is advice: a server whose `GET /v2/team/credit-usage` answers a 404 of any
 * kind (JSON from a gateway, Express's HTML page, an empty body) or a 500 still gets its crawl, with one
 * warning at most; only `--max-credits` needs the balance. A 404 on a route without an id is never "check
 * the id".
 */
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startHttpServer, type TestServer } from '../helpers/http-server.js';
import { emulatorFixture, QUICK_POLL, runCliInProcess } from './cli-harness.js';

const { dir, serve } = emulatorFixture(
  'crawlstream-balance-',
  { site: { sites: 1, pagesPerSite: 12, failureRate: 0 } },
  QUICK_POLL,
);

let proxy: TestServer | undefined;
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});

type TeamAnswer = { status: number; type?: string; body: string };

/** The emulator behind a server that answers the team routes with `answer`. */
async function brokenTeamRoutes(target: string, answer: TeamAnswer): Promise<TestServer> {
  return startHttpServer((req, res, { body }) => {
    if (req.url?.startsWith('/v2/team/')) {
      res.writeHead(answer.status, answer.type ? { 'content-type': answer.type } : {});
      res.end(answer.body);
      return;
    }
    const upstream = httpRequest(
      `${target}${req.url}`,
      { method: req.method, headers: req.headers },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.end(body);
  });
}

describe.each([
  ['a JSON 404', { status: 404, type: 'application/json', body: '{"success":false,"error":"Not found"}' }],
  ['an HTML 404', { status: 404, type: 'text/html', body: '<pre>Cannot GET /v2/team/credit-usage</pre>' }],
  ['an empty 404', { status: 404, body: '' }],
  ['a 500', { status: 500, type: 'application/json', body: '{"success":false,"error":"boom"}' }],
] as [string, TeamAnswer][])('a server whose balance route answers %s', (_, answer) => {
  it('crawls all the same, warning at most once; --max-credits is refused before anything starts', async () => {
    const { emulator, args } = await serve();
    proxy = await brokenTeamRoutes(emulator.url, answer);
    const through = ['--api-url', proxy.url, ...args.slice(2), '--max-retries', '1'];
    const out = join(dir(), `${answer.status}-${answer.type ?? 'empty'}.jsonl`.replace('/', '_'));
    const run = await runCliInProcess([...through, 'crawl', 'https://site-1.test', '-o', out, '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).documents).toBeGreaterThan(0);
    expect(run.stderr).not.toContain('Check the id');
    expect(run.stderr.match(/balance could not be read/g)?.length ?? 0).toBeLessThanOrEqual(1);
    if (answer.status === 500) expect(run.stderr).toContain('Credits: the balance could not be read');

    const jobs = emulator.requests.filter((r) => r.route === 'crawl.create').length;
    expect(jobs).toBe(1);
    const budget = await runCliInProcess([
      ...through,
      'crawl',
      'https://site-1.test',
      '-o',
      `${out}.budget.jsonl`,
      '--max-credits',
      '5',
    ]);
    expect(budget.code).toBe(2);
    expect(budget.stderr).toMatch(/--max-credits: /);
    expect(emulator.requests.filter((r) => r.route === 'crawl.create').length).toBe(jobs);
  });
});
