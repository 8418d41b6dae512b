import { checkApiKey } from '../cli-client.js';
import type { Command } from '../command.js';
import { ExitCode } from '../exit-codes.js';
import { string } from '../scrape-option-flags.js';
import { UsageError } from '../usage-error.js';

const MARK: Record<string, string> = {
  ok: 'ok',
  quirk: 'quirk',
  missing: 'missing',
  unknown: '?',
  fail: 'FAIL',
};

/** `crawlstream doctor`: what the server supports, its known quirks, and what crawlstream does about each. */
export const doctorCommand: Command = {
  name: 'doctor',
  summary: 'probe a server: what it supports, which self-hosted quirks it has, and whether exports are safe',
  usage: ['crawlstream doctor [--job ID] [--json]'],
  flags: {
    job: {
      type: 'string',
      value: 'ID',
      description: 'a crawl or batch job with at least 3 documents, to check status paging (skip, limit)',
    },
    json: { type: 'boolean', description: 'print the report as JSON on stdout' },
  },
  notes: [
    'Sends nothing that creates a job or costs a credit. Exit 0 when crawlstream can export from the',
    'server without losing or repeating a document; 1 when it cannot, or when that is not known because',
    'status paging was not checked (it needs --job).',
    'Examples:',
    '  crawlstream doctor --api-url http://localhost:3002',
    '  crawlstream doctor --api-url http://localhost:3002 --job 0195f0c4-...',
  ],
  async run({ flags, positionals }, ctx) {
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`, 'doctor');
    checkApiKey(ctx);
    const { diagnoseServer } = await import('../../operations/diagnose-server.js');
    const jobId = string(flags.job);
    const report = await diagnoseServer({
      env: ctx.env,
      ...(ctx.global.apiKey !== undefined ? { apiKey: ctx.global.apiKey } : {}),
      ...(ctx.global.apiUrl !== undefined ? { apiUrl: ctx.global.apiUrl } : {}),
      ...(ctx.global.timeoutMs !== undefined ? { timeoutMs: ctx.global.timeoutMs } : {}),
      ...(jobId !== undefined ? { jobId } : {}),
    });
    if (flags.json === true) {
      ctx.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    } else {
      const lines = [`Server ${report.origin}`];
      for (const check of report.checks) {
        lines.push(`  ${check.name.padEnd(12)} ${MARK[check.status]?.padEnd(8)} ${check.found}`);
        if (check.action !== 'none') lines.push(`  ${''.padEnd(21)} → ${check.action}`);
      }
      const failed = report.checks.some((c) => c.status === 'fail');
      lines.push(
        report.safe
          ? 'crawlstream can export from this server safely.'
          : failed
            ? 'crawlstream cannot export from this server safely: see FAIL above.'
            : 'Whether crawlstream can export from this server safely is not known: status paging was not checked (--job ID).',
      );
      ctx.stdout.write(`${lines.join('\n')}\n`);
    }
    return report.safe ? ExitCode.ok : ExitCode.failed;
  },
};
