import { serverAddress } from '../change-support.js';
import { checkApiKey } from '../cli-client.js';
import { ExitCode } from '../exit-codes.js';
import { urlValue } from '../flag-values.js';
import { string } from '../scrape-option-flags.js';
import { rememberChangeTracking } from '../server-memory.js';
import { UsageError } from '../usage-error.js';
const MARK = {
    ok: 'ok',
    quirk: 'quirk',
    missing: 'missing',
    unknown: '?',
    fail: 'FAIL',
};
/** `crawlstream doctor`: what the server supports, its known quirks, and what crawlstream does about each. */
export const doctorCommand = {
    name: 'doctor',
    summary: 'probe a server: what it supports, which self-hosted quirks it has, and whether exports are safe',
    usage: ['crawlstream doctor [--job ID] [--url URL] [--json]'],
    flags: {
        job: {
            type: 'string',
            value: 'ID',
            description: 'a crawl or batch job with at least 3 documents, to check status paging (skip, limit)',
        },
        url: {
            type: 'string',
            value: 'URL',
            description: 'a page to check change tracking with: one scrape with the changeTracking format (default: the first page of --job)',
        },
        json: { type: 'boolean', description: 'print the report as JSON on stdout' },
    },
    notes: [
        'Sends nothing that creates a job. The change-tracking check scrapes one page (--url, or the first of',
        '--job) on a server other than the cloud service: one credit where the server bills, none on a',
        'self-hosted one; crawl --changes remembers its answer. Exit 0 when no check failed (what could not be',
        'checked is listed); 1 when crawlstream cannot export from the server safely.',
        'Examples:',
        '  crawlstream doctor --api-url http://localhost:3002',
        '  crawlstream doctor --api-url http://localhost:3002 --job 0195f0c4-...',
    ],
    async run({ flags, positionals }, ctx) {
        if (positionals.length > 0)
            throw new UsageError(`unexpected argument "${positionals[0]}"`, 'doctor');
        checkApiKey(ctx);
        const { diagnoseServer } = await import('../../operations/diagnose-server.js');
        const jobId = string(flags.job);
        const probeUrl = string(flags.url);
        const report = await diagnoseServer({
            env: ctx.env,
            ...(ctx.global.apiKey !== undefined ? { apiKey: ctx.global.apiKey } : {}),
            ...(ctx.global.apiUrl !== undefined ? { apiUrl: ctx.global.apiUrl } : {}),
            ...(ctx.global.timeoutMs !== undefined ? { timeoutMs: ctx.global.timeoutMs } : {}),
            ...(jobId !== undefined ? { jobId } : {}),
            ...(probeUrl !== undefined ? { probeUrl: urlValue('--url', probeUrl) } : {}),
        });
        await keepChangeTracking(report.checks, ctx);
        if (flags.json === true) {
            ctx.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
        }
        else {
            const lines = [`Server ${report.origin}`];
            for (const check of report.checks) {
                lines.push(`  ${check.name.padEnd(12)} ${MARK[check.status]?.padEnd(8)} ${check.found}`);
                if (check.action !== 'none')
                    lines.push(`  ${''.padEnd(21)} → ${check.action}`);
            }
            const unchecked = report.notChecked.join(', ');
            lines.push(!report.safe
                ? 'crawlstream cannot export from this server safely: see FAIL above.'
                : unchecked === ''
                    ? 'No check failed: crawlstream can export from this server safely.'
                    : `No check failed, but ${unchecked} could not be checked (see ? above): whether exports are safe depends on them.`);
            ctx.stdout.write(`${lines.join('\n')}\n`);
        }
        return report.safe ? ExitCode.ok : ExitCode.failed;
    },
};
/** Keeps what the change-tracking check found, as `crawl --changes` keeps its own probe's answer. */
async function keepChangeTracking(checks, ctx) {
    const check = checks.find((c) => c.name === 'changes');
    if (!check || check.status === 'unknown')
        return;
    await rememberChangeTracking(ctx.env, serverAddress(ctx), {
        supported: check.status === 'ok',
        found: check.found,
    });
}
