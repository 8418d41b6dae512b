import { firstValueFrom } from 'rxjs';
import { SERVER_PROFILE_NAMES } from '../../emulator/server-profile.js';
import { ExitCode } from '../exit-codes.js';
import { bytesPerSecondFlag, integerFlag, numberFlag } from '../flag-values.js';
import { string } from '../scrape-option-flags.js';
import { UsageError } from '../usage-error.js';
/** `crawlstream emulator`: run the local stand-in for the service until Ctrl-C. */
export const emulatorCommand = {
    name: 'emulator',
    summary: 'run the local emulator of the service (synthetic web, fault injection) until Ctrl-C',
    usage: [
        'crawlstream emulator [--port 3002] [--seed 1] [--pages-per-site 40] [--web-version 0] [--faults SPEC] [--profile NAME]',
    ],
    flags: {
        port: { type: 'string', value: 'N', description: 'TCP port; 0 picks a free one (default 3002)' },
        host: { type: 'string', value: 'ADDR', description: 'interface to bind (default 127.0.0.1)' },
        seed: {
            type: 'string',
            value: 'N',
            description: 'seed of the synthetic web, schedules and faults (default 1)',
        },
        sites: {
            type: 'string',
            value: 'N',
            description: 'number of synthetic sites (site-1.test, ...; default 3)',
        },
        'pages-per-site': { type: 'string', value: 'N', description: 'pages per site (default 40)' },
        'web-version': {
            type: 'string',
            value: 'N',
            description: 'version the web starts at (default 0); each version edits --change-rate of the pages and at least one page of every site',
        },
        'change-rate': {
            type: 'string',
            value: 'P%',
            description: 'share of the pages each version (each advance) edits, e.g. 10%; it adds and removes half as many (default 1%)',
        },
        'pages-per-second': { type: 'string', value: 'N', description: 'scrape speed of jobs (default 100)' },
        concurrency: { type: 'string', value: 'N', description: 'pages a job scrapes at once (default 10)' },
        'max-concurrency': {
            type: 'string',
            value: 'N',
            description: "the team's most jobs at once; more wait in the queue (default no limit)",
        },
        faults: {
            type: 'string',
            value: 'SPEC',
            description: 'e.g. 429=0.05,500=0.02,reset=0.01,crawl.status:truncate=0.1',
        },
        key: {
            type: 'string',
            value: 'KEY',
            description: 'bearer token to accept (default derived from the seed)',
        },
        'page-latency': {
            type: 'string',
            value: 'MS',
            description: 'server time before each status page is sent (default 0: instant)',
        },
        'page-latency-per-mb': {
            type: 'string',
            value: 'MS',
            description: 'further server time per MB of a status page (default 0)',
        },
        'latency-jitter': {
            type: 'string',
            value: 'F',
            description: 'seeded spread of the server time, 0 to 1 (default 0)',
        },
        bandwidth: {
            type: 'string',
            value: 'RATE',
            description: 'bytes per second a connection carries for status pages, e.g. 50MB (default unlimited)',
        },
        'status-reads-per-job': {
            type: 'string',
            value: 'N',
            description: 'status reads a job serves at once; more wait (default unlimited)',
        },
        credits: {
            type: 'string',
            value: 'N',
            description: 'credits the team starts with; pages draw on them, an empty balance answers 402 (default 100000000)',
        },
        profile: {
            type: 'string',
            value: 'NAME',
            description: 'server to play: cloud (default), self-hosted-2025 (status paging ignores skip, no auth, idempotency key 500), self-hosted-2025-fixed (skip honoured, limit=N gives N-1)',
        },
    },
    notes: [
        'Point the library or the CLI at it with the printed environment variables, e.g.',
        '  crawlstream emulator --pages-per-site 2000 &',
        '  CRAWLSTREAM_API_URL=http://127.0.0.1:3002 CRAWLSTREAM_API_KEY=... crawlstream crawl https://site-1.test -o site.jsonl',
        'Move the web to its next version (pages edited, added, removed; it answers which), with the key:',
        '  curl -X POST -H "Authorization: Bearer $CRAWLSTREAM_API_KEY" $CRAWLSTREAM_API_URL/_emulator/web/advance',
    ],
    interruptNote: 'Stopping the emulator',
    async run({ flags, positionals }, ctx) {
        if (positionals.length > 0)
            throw new UsageError(`unexpected argument "${positionals[0]}"`, 'emulator');
        const { parseFaultSpec, startEmulator } = await import('../../emulator/index.js');
        const options = {
            port: integerFlag('port', string(flags.port), { min: 0, max: 65_535 }) ?? 3002,
        };
        const host = string(flags.host);
        if (host !== undefined)
            options.host = host;
        const seed = integerFlag('seed', string(flags.seed), { min: 0 });
        if (seed !== undefined)
            options.seed = seed;
        const site = siteOptions(flags);
        if (site)
            options.site = site;
        const pagesPerSecond = numberFlag('pages-per-second', string(flags['pages-per-second']), { min: 0.001 });
        const concurrency = integerFlag('concurrency', string(flags.concurrency), { min: 1 });
        if (pagesPerSecond !== undefined || concurrency !== undefined) {
            options.scrape = {
                ...(pagesPerSecond !== undefined ? { pagesPerSecond } : {}),
                ...(concurrency !== undefined ? { concurrency } : {}),
            };
        }
        const network = {};
        const latency = numberFlag('page-latency', string(flags['page-latency']), { min: 0 });
        if (latency !== undefined)
            network.pageLatencyMs = latency;
        const perMb = numberFlag('page-latency-per-mb', string(flags['page-latency-per-mb']), { min: 0 });
        if (perMb !== undefined)
            network.pageLatencyPerMbMs = perMb;
        const jitter = numberFlag('latency-jitter', string(flags['latency-jitter']), { min: 0, max: 1 });
        if (jitter !== undefined)
            network.jitter = jitter;
        const bandwidth = bytesPerSecondFlag('bandwidth', string(flags.bandwidth));
        if (bandwidth !== undefined)
            network.bandwidthBytesPerSecond = bandwidth;
        const reads = integerFlag('status-reads-per-job', string(flags['status-reads-per-job']), { min: 1 });
        if (reads !== undefined)
            network.statusReadsPerJob = reads;
        if (Object.keys(network).length > 0)
            options.network = network;
        const profile = string(flags.profile);
        if (profile !== undefined) {
            if (!SERVER_PROFILE_NAMES.includes(profile)) {
                throw new UsageError(`--profile must be one of ${SERVER_PROFILE_NAMES.join(', ')}; got "${profile}"`, 'emulator');
            }
            options.profile = profile;
        }
        const faults = string(flags.faults);
        if (faults !== undefined) {
            try {
                options.faults = parseFaultSpec(faults);
            }
            catch (error) {
                throw new UsageError(`--faults: ${error.message}`, 'emulator');
            }
        }
        const key = string(flags.key);
        if (key !== undefined)
            options.apiKey = key;
        const credits = integerFlag('credits', string(flags.credits), { min: 0 });
        if (credits !== undefined)
            options.credits = credits;
        const maxJobs = integerFlag('max-concurrency', string(flags['max-concurrency']), { min: 1 });
        if (maxJobs !== undefined)
            options.maxConcurrency = maxJobs;
        const emulator = await startEmulator(options);
        // The emulator's own key is a local test token, so printing it is the point: it is never a real key.
        ctx.stdout.write(`Emulator listening on ${emulator.url}\n` +
            `export CRAWLSTREAM_API_URL=${emulator.url}\n` +
            `export CRAWLSTREAM_API_KEY=${emulator.apiKey}\n` +
            'Sites: https://site-1.test, https://site-2.test, ... (Ctrl-C stops)\n' +
            `Change the web: curl -X POST -H "Authorization: Bearer $CRAWLSTREAM_API_KEY" ${emulator.url}/_emulator/web/advance\n`);
        await firstValueFrom(ctx.interrupts.requested$);
        await emulator.close();
        return ExitCode.ok;
    },
};
/** `--sites`, `--pages-per-site`, `--web-version` and `--change-rate`, as the synthetic web takes them. */
function siteOptions(flags) {
    const sites = integerFlag('sites', string(flags.sites), { min: 1 });
    const pages = integerFlag('pages-per-site', string(flags['pages-per-site']), { min: 1 });
    const version = integerFlag('web-version', string(flags['web-version']), { min: 0 });
    const rate = percentFlag('change-rate', string(flags['change-rate']));
    if (sites === undefined && pages === undefined && version === undefined && rate === undefined)
        return undefined;
    return {
        ...(sites !== undefined ? { sites } : {}),
        ...(pages !== undefined ? { pagesPerSite: pages } : {}),
        ...(version !== undefined ? { version } : {}),
        ...(rate !== undefined ? { changeRates: { edited: rate, added: rate / 2, removed: rate / 2 } } : {}),
    };
}
/** A share given as `10%` (or `0.1`), as a fraction from 0 to 1. */
function percentFlag(name, text) {
    if (text === undefined)
        return undefined;
    const match = /^(\d+(?:\.\d+)?)(%?)$/.exec(text.trim());
    const value = match ? Number(match[1]) / (match[2] ? 100 : 1) : Number.NaN;
    if (!(value >= 0 && value <= 1))
        throw new UsageError(`--${name}: must be a share such as 10% (0% to 100%); got "${text}"`, 'emulator');
    return value;
}
