import { durationMs } from '../budget-flags.js';
import { info } from '../cli-context.js';
import { ExitCode } from '../exit-codes.js';
import { integerFlag } from '../flag-values.js';
import { redisFlag, redisFromFlags } from '../redis-flag.js';
import { string } from '../scrape-option-flags.js';
/**
 * `crawlstream worker --redis URL`: runs a fleet's pipeline runs until SIGTERM (or Ctrl-C), then stops the
 * runs it holds at their checkpoints and hands them back to the queue for another worker.
 */
export const workerCommand = {
    name: 'worker',
    summary: "run a fleet's pipeline runs from its job engine (BullMQ on Redis) until stopped",
    usage: ['crawlstream worker --redis URL [--concurrency N] [--max-jobs N] [--lease DURATION]'],
    flags: {
        redis: redisFlag,
        concurrency: { type: 'string', value: 'N', description: 'runs at once in this worker (default 2)' },
        'max-jobs': {
            type: 'string',
            value: 'N',
            description: "the team's most service jobs at once across the fleet (default: asked of the service)",
        },
        lease: {
            type: 'string',
            value: 'DURATION',
            description: "how long a run's lease lasts unrenewed before another worker takes it over (default 30s)",
        },
        name: {
            type: 'string',
            value: 'NAME',
            description: "this worker's name in the status (default HOST:PID)",
        },
    },
    notes: [
        'The service URL and key come from the environment (CRAWLSTREAM_API_URL, CRAWLSTREAM_API_KEY), as for',
        'every command; so do database passwords (PGPASSWORD) and embedding keys (EMBEDDINGS_API_KEY).',
        'SIGTERM: the runs held stop at their checkpoints and go back to the queue; exit 0 once they have.',
    ],
    interruptNote: 'Stopping: the runs held stop at their checkpoints and go back to the queue',
    async run({ flags }, ctx) {
        const redis = await redisFromFlags(flags, ctx, 'worker');
        const concurrency = integerFlag('concurrency', string(flags.concurrency), { min: 1, max: 100 });
        const maxJobs = integerFlag('max-jobs', string(flags['max-jobs']), { min: 1 });
        const lease = string(flags.lease);
        const leaseMs = lease === undefined ? undefined : durationMs('lease', lease);
        const { startWorker } = await import('../../fleet/fleet-worker.js');
        // `--api-url` and `--api-key` given to the worker reach its runs as the environment they read.
        const { apiUrl, apiKey } = ctx.global;
        const env = {
            ...ctx.env,
            ...(apiUrl === undefined ? {} : { CRAWLSTREAM_API_URL: apiUrl }),
            ...(apiKey === undefined ? {} : { CRAWLSTREAM_API_KEY: apiKey }),
        };
        const worker = await startWorker({
            redis,
            env,
            pollIntervalMs: ctx.global.pollIntervalMs,
            program: ctx.program,
            log: (line) => ctx.stderr.write(`${line}\n`),
            ...(concurrency === undefined ? {} : { concurrency }),
            ...(maxJobs === undefined ? {} : { maxJobs }),
            ...(leaseMs === undefined ? {} : { leaseMs }),
            ...(string(flags.name) === undefined ? {} : { name: string(flags.name) }),
        });
        info(ctx, `Worker ${worker.name} takes runs from ${redis.name}.`);
        await new Promise((resolve) => {
            const stop = () => resolve();
            process.once('SIGTERM', stop);
            ctx.interrupts.signal.addEventListener('abort', stop, { once: true });
        });
        await worker.close();
        info(ctx, `Worker ${worker.name} stopped.`);
        return ExitCode.ok;
    },
};
