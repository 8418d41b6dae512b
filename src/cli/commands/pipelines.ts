import { info } from '../cli-context.js';
import type { Command } from '../command.js';
import { ExitCode } from '../exit-codes.js';
import { plural } from '../plural.js';
import { UsageError } from '../usage-error.js';
import { isValidationError } from '../validation-message.js';

/**
 * `crawlstream pipelines check FILE`: reads a fleet's pipelines file and checks every pipeline's destination
 * as the program does before a run. Nothing is sent to the service.
 */
export const pipelinesCommand: Command = {
  name: 'pipelines',
  summary: "a fleet's pipelines, declared in a file: check it",
  usage: ['crawlstream pipelines check FILE'],
  actions: {
    check: 'read a pipelines file (YAML or JSON) and check every destination before anything runs',
  },
  flags: {},
  notes: [
    'A pipelines file:',
    '  pipelines:',
    '    - name: docs',
    "      crawl: { url: https://docs.example.com, limit: 5000 }   # the crawl request's own fields",
    '      output: postgres://etl@db/web                            # as -o',
    '      table: docs',
    '      changes: true',
    '      schedule: "0 3 * * *"                                     # or "manual"',
    '      timezone: Europe/Berlin',
    '      maxCredits: 6000',
    '  budget: { creditsPerDay: 50000 }',
    'Each pipeline has exactly one of crawl, batch ({ urls, ...scrape options }) and monitor ({ id }).',
    'Exit 2 when the file or a destination is refused: each line names the pipeline and the field.',
  ],
  async run({ positionals }, ctx) {
    const [action, path, extra] = positionals;
    if (action !== 'check')
      throw new UsageError('expected "check" (crawlstream pipelines check FILE)', 'pipelines');
    if (path === undefined) throw new UsageError('check: give the pipelines file', 'pipelines');
    if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`, 'pipelines');
    const { readPipelinesFile } = await import('../../fleet/pipelines-file.js');
    const { checkPipelines } = await import('../../fleet/check-pipelines.js');
    let file: Awaited<ReturnType<typeof readPipelinesFile>>;
    try {
      file = await readPipelinesFile(path);
    } catch (err) {
      if (!isValidationError(err) || !Array.isArray(err.issues)) throw err;
      const issues = err.issues as { path: string; message: string }[];
      for (const issue of issues)
        ctx.stderr.write(`${path}: ${issue.path ? `${issue.path}: ` : ''}${issue.message}\n`);
      return ExitCode.usage;
    }
    const checks = await checkPipelines(file, ctx.env);
    const refused = checks.filter((c) => c.problem !== undefined);
    for (const check of checks) {
      const where = check.destination ?? '';
      if (check.problem) ctx.stderr.write(`${path}: ${check.name}: ${check.problem}\n`);
      else if (ctx.global.json)
        ctx.stdout.write(`${JSON.stringify({ name: check.name, destination: where })}\n`);
      else ctx.stdout.write(`${check.name}\t${where}\n`);
    }
    if (refused.length > 0) return ExitCode.usage;
    const budget = file.budget ? `, a budget of ${plural(file.budget.creditsPerDay, 'credit')} a day` : '';
    info(ctx, `${path}: ${plural(checks.length, 'pipeline')}${budget}; every destination checked.`);
    return ExitCode.ok;
  },
};
