import { info } from '../cli-context.js';
import { ExitCode } from '../exit-codes.js';
import { integerFlag } from '../flag-values.js';
import { redisFlag, redisFromFlags } from '../redis-flag.js';
import { string } from '../scrape-option-flags.js';
/** `crawlstream dashboard --redis URL`: the fleet's status page, until Ctrl-C or SIGTERM. */
export const dashboardCommand = {
    name: 'dashboard',
    summary: "serve a fleet's status page: pipelines, their loads, runs in progress, credits per day",
    usage: ['crawlstream dashboard --redis URL [--port N] [--host ADDR]'],
    flags: {
        redis: redisFlag,
        port: { type: 'string', value: 'N', description: 'TCP port; 0 picks a free one (default 8080)' },
        host: { type: 'string', value: 'ADDR', description: 'interface to bind (default 127.0.0.1)' },
    },
    notes: ['The same figures as `crawlstream pipelines status --json`, also served at /status.json.'],
    interruptNote: 'Stopping the dashboard',
    async run({ flags }, ctx) {
        const redis = await redisFromFlags(flags, ctx, 'dashboard');
        const port = integerFlag('port', string(flags.port), { min: 0, max: 65535 });
        const { startDashboard } = await import('../../fleet/dashboard-server.js');
        const dashboard = await startDashboard({
            redis,
            ...(port === undefined ? {} : { port }),
            ...(string(flags.host) === undefined ? {} : { host: string(flags.host) }),
            log: (line) => ctx.stderr.write(`${line}\n`),
        });
        ctx.stdout.write(`Dashboard on ${dashboard.url}\n`);
        await new Promise((resolve) => {
            process.once('SIGTERM', () => resolve());
            ctx.interrupts.signal.addEventListener('abort', () => resolve(), { once: true });
        });
        await dashboard.close();
        info(ctx, 'Dashboard stopped.');
        return ExitCode.ok;
    },
};
