import { ExitCode } from '../exit-codes.js';
import { exportFlags, outputFromFlags } from '../export-flags.js';
import { OUTPUT_OPTION_FLAGS } from '../output-target.js';
import { plural } from '../plural.js';
import { string } from '../scrape-option-flags.js';
import { UsageError } from '../usage-error.js';
/**
 * `crawlstream state -o DEST`: the state of the pipeline that writes to DEST, as one versioned document
 * (`PipelineState`): where its export stands and what a change-aware pipeline remembers, its run in progress
 * and its loads. Reads only; nothing is sent to the service.
 */
export const stateCommand = {
    name: 'state',
    summary: "show a pipeline's state: its export's job and cursor, the URLs it remembers, its loads",
    usage: [
        'crawlstream state -o FILE.jsonl|FILE.parquet [--state FILE] [--json]',
        'crawlstream state -o DIR/|s3://BUCKET/PREFIX/ [--json]',
        'crawlstream state -o postgres://USER@HOST/DB|FILE.duckdb [--table NAME] [--job ID] [--json]',
    ],
    flags: {
        output: exportFlags.output,
        table: exportFlags.table,
        state: exportFlags.state,
        job: {
            type: 'string',
            value: 'ID',
            description: "a table's export of this job (default: its latest one)",
        },
    },
    fieldFlags: OUTPUT_OPTION_FLAGS,
    notes: [
        '--json prints the document itself (version 1): export { jobId, kind, cursor, records, jsonBytes,',
        'complete, updatedAt } and changes { store, urls, removed, run, loads }; either is null when there is none.',
        'Example:',
        '  crawlstream state -o site.jsonl --json | jq .changes.loads[-1].counts',
    ],
    async run({ flags }, ctx) {
        if (string(flags.output) === undefined)
            throw new UsageError("-o: the pipeline's destination", 'state');
        const destination = outputFromFlags(flags, ctx);
        if (destination.readCheckpoint === undefined && destination.pipelineState === undefined)
            throw new UsageError(`-o: ${destination.name} keeps no state`, 'state');
        const { readPipelineState } = await import('../../sinks/pipeline-state.js');
        const state = await readPipelineState(destination, {
            state: string(flags.state),
            jobId: string(flags.job),
        });
        if (ctx.global.json)
            ctx.stdout.write(`${JSON.stringify(state)}\n`);
        else
            ctx.stdout.write(describeState(state));
        return ExitCode.ok;
    },
};
/** The state in a few lines. */
function describeState(state) {
    const lines = [`${state.destination.name} (${state.destination.kind})`];
    const ex = state.export;
    lines.push(ex === null
        ? 'export: none'
        : `export: job ${ex.jobId} (${ex.kind ?? 'unknown'}), ${ex.complete ? 'complete' : `unfinished at document ${ex.cursor}`}: ${plural(ex.records, 'document')}, updated ${ex.updatedAt}`);
    const changes = state.changes;
    if (changes === null) {
        lines.push('changes: none');
        return `${lines.join('\n')}\n`;
    }
    lines.push(`changes: ${plural(changes.urls, 'URL')} remembered (${changes.removed} gone), in ${changes.store}`);
    if (changes.run) {
        const at = changes.run.next === undefined ? '' : ` up to document ${changes.run.next}`;
        lines.push(`  run in progress: job ${changes.run.jobId}, ${plural(changes.run.verdicts, 'verdict')}${at}`);
    }
    for (const load of changes.loads.slice(-5)) {
        const c = load.counts;
        lines.push(`  load ${load.jobId} ${load.outcome} ${load.endedAt}: ${c.new} new, ${c.changed} changed, ${c.removed} removed, ${c.same} same; ${plural(load.written, 'record')} written`);
    }
    if (changes.loads.length > 5)
        lines.push(`  (${changes.loads.length - 5} earlier loads; --json lists all)`);
    return `${lines.join('\n')}\n`;
}
