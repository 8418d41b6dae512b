/**
 * A fleet's pipelines, declared once in a file (`pipelines.yaml`, or JSON, which is YAML too): each runs a
 * crawl, a batch scrape or a monitor export into a destination named as `-o` names it, with its schedule and
 * its budget; the fleet has a daily credit budget. Read and checked whole, every error naming the pipeline and
 * the field, before anything runs.
 */
import { readFile } from 'node:fs/promises';
import * as z from 'zod';
import { ValidationError } from '../errors/errors.js';
import { BatchScrapeRequest } from '../schemas/batch-scrape.js';
import { CrawlRequest } from '../schemas/crawl.js';
import { parseCron } from '../schemas/cron.js';
const NAME_RULE = 'letters, digits, - and _, starting with a letter or digit, at most 63';
const Schedule = z.string().superRefine((text, ctx) => {
    if (text === 'manual')
        return;
    const cron = parseCron(text);
    if (typeof cron === 'string')
        ctx.addIssue({ code: 'custom', message: `"manual" or a cron pattern: ${cron}` });
});
const TimeZone = z.string().refine((zone) => {
    try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
    }
    catch {
        return false;
    }
}, { message: 'must be an IANA time zone such as UTC or Europe/Berlin' });
const Duration = z
    .string()
    .regex(/^(\d+(\.\d+)?(ms|s|m|h|d))+$/, 'must be a duration such as 90s, 30m, 2h or 1h30m');
/** One pipeline of the file. */
export const PipelineSpec = z
    .strictObject({
    name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$/, NAME_RULE),
    /** A crawl: the crawl request's own fields. */
    crawl: CrawlRequest.optional(),
    /** A batch scrape: its URLs and scrape options. */
    batch: BatchScrapeRequest.optional(),
    /** An export of a monitor's checks. */
    monitor: z.strictObject({ id: z.string().min(1) }).optional(),
    /** Where it writes, as `-o`; and the options that shape it, as their flags. */
    output: z.string().min(1),
    table: z.string().optional(),
    write: z.enum(['merge', 'append']).optional(),
    format: z.enum(['parquet', 'jsonl']).optional(),
    partitionBy: z.string().optional(),
    state: z.string().optional(),
    /** Chunks embedded into a vector table (`output` a database or `lancedb:DIR`), as `--embed` and its flags. */
    embed: z
        .strictObject({
        model: z.string().min(1),
        url: z.url().optional(),
        dimensions: z.number().int().positive().optional(),
        concurrency: z.number().int().positive().optional(),
        maxTokens: z.number().int().positive().optional(),
        chunkTokens: z.number().int().positive().optional(),
        chunkOverlap: z.number().int().nonnegative().optional(),
        tokenizer: z.enum(['o200k_base', 'cl100k_base']).optional(),
    })
        .optional(),
    /** `--changes` (true), `--changes all`. */
    changes: z.union([z.boolean(), z.literal('all')]).optional(),
    /** A cron pattern, or `manual` (runs only when asked). */
    schedule: Schedule.default('manual'),
    timezone: TimeZone.optional(),
    maxCredits: z.number().int().positive().optional(),
    deadline: Duration.optional(),
})
    .refine((p) => [p.crawl, p.batch, p.monitor].filter((x) => x !== undefined).length === 1, {
    message: 'give exactly one of crawl, batch and monitor',
    path: ['crawl'],
});
/** The file. */
export const PipelinesFile = z
    .strictObject({
    pipelines: z.array(PipelineSpec).min(1, 'at least one pipeline'),
    budget: z.strictObject({ creditsPerDay: z.number().int().positive() }).optional(),
})
    .superRefine((file, ctx) => {
    const seen = new Set();
    file.pipelines.forEach((p, i) => {
        if (seen.has(p.name))
            ctx.addIssue({
                code: 'custom',
                message: `"${p.name}" names two pipelines`,
                path: ['pipelines', i, 'name'],
            });
        seen.add(p.name);
    });
});
/**
 * Reads and checks a pipelines file. A file that is not YAML, or does not hold pipelines as they must be,
 * throws a `ValidationError` whose issues name each pipeline (`pipelines[1] (docs)`) and the field.
 */
export async function readPipelinesFile(path) {
    const text = await readFile(path, 'utf8');
    // Loaded here, not with the module: the program's bundle keeps `yaml` outside, and every other command
    // starts without it.
    const { parse: parseYaml } = await import('yaml');
    let data;
    try {
        data = parseYaml(text);
    }
    catch (err) {
        const message = `${path}: not YAML or JSON: ${err.message.split('\n')[0]}`;
        throw new ValidationError(message, [{ path: '', rule: 'yaml', message }]);
    }
    const parsed = PipelinesFile.safeParse(data);
    if (parsed.success)
        return parsed.data;
    const issues = parsed.error.issues.map((issue) => namedIssue(data, issue));
    throw new ValidationError(`${path}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, issues);
}
/** A zod issue as the file's reader sees it: `pipelines[1] (docs).crawl.limit`. */
export function namedIssue(data, issue) {
    const [top, index, ...rest] = issue.path;
    let path = issue.path.map(String).join('.');
    if (top === 'pipelines' && typeof index === 'number') {
        const name = data?.pipelines?.[index]?.name;
        const label = `pipelines[${index}]${typeof name === 'string' ? ` (${name})` : ''}`;
        path = [label, ...rest.map(String)].join('.');
    }
    return { path, rule: issue.code, message: issue.message };
}
/** The destination options of `pipeline` by their library names, as `-o`'s flags give them. */
export function destinationOptions(pipeline) {
    const embed = pipeline.embed;
    const text = (n) => (n === undefined ? undefined : String(n));
    return {
        table: pipeline.table,
        write: pipeline.write,
        parts: pipeline.format,
        partitionBy: pipeline.partitionBy,
        ...(embed
            ? {
                embed: embed.model,
                embedUrl: embed.url,
                embedDimensions: text(embed.dimensions),
                embedConcurrency: text(embed.concurrency),
                maxEmbedTokens: text(embed.maxTokens),
                chunkTokens: text(embed.chunkTokens),
                chunkOverlap: text(embed.chunkOverlap),
                tokenizer: embed.tokenizer,
            }
            : {}),
    };
}
