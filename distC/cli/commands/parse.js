import { access } from 'node:fs/promises';
import { extname } from 'node:path';
import { PARSE_EXTENSIONS } from '../../schemas/parse.js';
import { cliClient } from '../cli-client.js';
import { info, warn } from '../cli-context.js';
import { ExitCode } from '../exit-codes.js';
import { integerFlag } from '../flag-values.js';
import { parseFiles } from '../parse-files.js';
import { plural } from '../plural.js';
import { string } from '../scrape-option-flags.js';
import { UsageError } from '../usage-error.js';
const FORMATS = ['markdown', 'summary', 'html', 'rawHtml', 'links', 'images'];
/** `crawlstream parse FILE... -o OUT.jsonl`: files (PDF, HTML, office documents) into documents. */
export const parseCommand = {
    name: 'parse',
    summary: 'parse files (PDF, HTML, office documents) into documents, a few at a time, resumable',
    usage: [
        'crawlstream parse FILE... -o OUT.jsonl [--formats markdown,html] [--concurrency N] [--state FILE]',
    ],
    flags: {
        output: {
            type: 'string',
            short: 'o',
            value: 'FILE',
            description: 'the .jsonl file one line per file is appended to',
        },
        formats: {
            type: 'string',
            value: 'LIST',
            description: `formats, comma-separated: ${FORMATS.join(', ')} (default markdown)`,
        },
        concurrency: { type: 'string', value: 'N', description: 'files uploaded at once, 1–16 (default 4)' },
        state: {
            type: 'string',
            value: 'FILE',
            description: 'where the run records the files written (default OUTPUT.state)',
        },
        'pdf-mode': { type: 'string', value: 'MODE', description: 'PDF parsing: fast, auto (default) or ocr' },
    },
    fieldFlags: { formats: '--formats' },
    notes: [
        `Files must end in ${PARSE_EXTENSIONS.join(', ')}. Each is streamed from disk, never read whole.`,
        'Run the same command again after a failure: files already written are skipped, the rest are parsed.',
        'Example:',
        '  crawlstream parse reports/*.pdf -o reports.jsonl --concurrency 8',
    ],
    async run({ flags, positionals }, ctx) {
        const output = string(flags.output);
        if (output === undefined || !output.endsWith('.jsonl'))
            throw new UsageError('-o: parse appends to a .jsonl file', 'parse');
        if (positionals.length === 0)
            throw new UsageError('FILE...: give at least one file', 'parse');
        for (const file of positionals) {
            if (!PARSE_EXTENSIONS.includes(extname(file).toLowerCase())) {
                throw new UsageError(`${file}: not a file type the service parses (${PARSE_EXTENSIONS.join(', ')})`, 'parse');
            }
            await access(file).catch(() => {
                throw new UsageError(`${file}: cannot read it`, 'parse');
            });
        }
        const options = {};
        const formats = string(flags.formats)
            ?.split(',')
            .map((f) => f.trim());
        if (formats) {
            const unknown = formats.find((f) => !FORMATS.includes(f));
            if (unknown !== undefined)
                throw new UsageError(`--formats: "${unknown}" is not one of ${FORMATS.join(', ')}`, 'parse');
            options.formats = formats;
        }
        const mode = string(flags['pdf-mode']);
        if (mode !== undefined) {
            if (mode !== 'fast' && mode !== 'auto' && mode !== 'ocr')
                throw new UsageError('--pdf-mode: fast, auto or ocr', 'parse');
            options.parsers = [{ type: 'pdf', mode }];
        }
        const concurrency = integerFlag('concurrency', string(flags.concurrency), { min: 1, max: 16 }) ?? 4;
        const { client } = await cliClient(ctx);
        try {
            const summary = await parseFiles({
                client,
                files: positionals,
                output,
                state: string(flags.state) ?? `${output}.state`,
                concurrency,
                options,
                onFile: (file, outcome, detail) => outcome === 'failed' ? warn(ctx, `${file}: failed: ${detail}`) : info(ctx, `${file}: ${detail}`),
            });
            const skipped = summary.skipped > 0 ? `, ${summary.skipped} already in it` : '';
            info(ctx, `Parsed ${plural(summary.parsed, 'file')} into ${output} (${plural(summary.bytes, 'byte')}${skipped}); they cost ${plural(summary.credits, 'credit')}.`);
            if (summary.failed.length === 0)
                return ExitCode.ok;
            warn(ctx, `${plural(summary.failed.length, 'file')} failed; run the same command again to parse them (the others are kept).`);
            return ExitCode.failed;
        }
        finally {
            await client.close();
        }
    },
};
