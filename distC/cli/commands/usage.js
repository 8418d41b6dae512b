import { cliClient } from '../cli-client.js';
import { ExitCode } from '../exit-codes.js';
import { UsageError } from '../usage-error.js';
const NOT_OFFERED = 'not offered by this server';
/** The report's lines: credits and billing period, the queue, the concurrency. */
export function usageLines(usage) {
    const lines = [];
    const { credits, queue, concurrency } = usage;
    if (credits === null)
        lines.push(`Credits      ${NOT_OFFERED}`);
    else if (!credits.billed) {
        lines.push('Credits      not billed: the server reports a fixed balance and bills nothing (self-hosted)');
    }
    else {
        const plan = credits.planCredits == null ? '' : ` of ${credits.planCredits.toLocaleString('en-US')} in the plan`;
        lines.push(`Credits      ${credits.remainingCredits.toLocaleString('en-US')} left${plan}`);
        if (credits.billingPeriodStart && credits.billingPeriodEnd) {
            lines.push(`Period       ${credits.billingPeriodStart} → ${credits.billingPeriodEnd}`);
        }
    }
    lines.push(queue === null
        ? `Queue        ${NOT_OFFERED}`
        : `Queue        ${queue.jobsInQueue} scrapes (${queue.activeJobsInQueue} running, ${queue.waitingJobsInQueue} waiting); last success ${queue.mostRecentSuccess ?? 'none'}`);
    lines.push(concurrency === null
        ? `Concurrency  ${NOT_OFFERED}`
        : `Concurrency  ${concurrency.concurrency} of ${concurrency.maxConcurrency} pages at once`);
    return lines;
}
/** `crawlstream usage`: the team's credits, billing period, queue and concurrency. */
export const usageCommand = {
    name: 'usage',
    summary: "the team's credits, billing period, queue and concurrency",
    usage: ['crawlstream usage [--json]'],
    flags: {},
    notes: [
        'Costs nothing. A part the server does not offer (self-hosted builds lack the queue route) is shown as',
        'such, and is null in --json; any other failure exits 1.',
        'Examples:',
        '  crawlstream usage',
        '  crawlstream usage --json | jq .credits.remainingCredits',
    ],
    async run({ positionals }, ctx) {
        if (positionals.length > 0)
            throw new UsageError(`unexpected argument "${positionals[0]}"`, 'usage');
        const { readTeamUsage } = await import('../../operations/team-usage.js');
        const { client } = await cliClient(ctx);
        try {
            const usage = await readTeamUsage(client.team);
            if (ctx.global.json)
                ctx.stdout.write(`${JSON.stringify(usage)}\n`);
            else
                ctx.stdout.write(`${usageLines(usage).join('\n')}\n`);
            return ExitCode.ok;
        }
        finally {
            await client.close();
        }
    },
};
