/** The arguments after `crawlstream` of one attempt of `pipeline`'s run. */
export function runArgv(pipeline, mode) {
    const output = outputArgs(pipeline);
    const changes = pipeline.changes === 'all' ? ['--changes', 'all'] : pipeline.changes === true ? ['--changes'] : [];
    const common = [...output, ...changes, '--json', '--quiet'];
    if (pipeline.monitor)
        return ['monitor', 'export', pipeline.monitor.id, ...common];
    if (mode.kind === 'resume') {
        const batch = mode.jobKind === 'batch' ? ['--batch'] : [];
        return ['pages', mode.jobId, ...batch, ...common, '--resume'];
    }
    const budget = [
        ...(mode.maxCredits === undefined ? [] : ['--max-credits', String(mode.maxCredits)]),
        ...(pipeline.deadline === undefined ? [] : ['--deadline', pipeline.deadline]),
    ];
    const [command, request] = pipeline.crawl ? ['crawl', pipeline.crawl] : ['batch', pipeline.batch];
    return [command, '--request', JSON.stringify(request), ...common, ...budget, '--overwrite'];
}
/** `-o` and the flags that shape the destination. */
function outputArgs(p) {
    const args = ['-o', p.output];
    const add = (flag, value) => {
        if (value !== undefined)
            args.push(flag, String(value));
    };
    add('--table', p.table);
    add('--write', p.write);
    add('--format', p.format);
    add('--partition-by', p.partitionBy);
    add('--state', p.state);
    add('--embed', p.embed?.model);
    add('--embed-url', p.embed?.url);
    add('--embed-dimensions', p.embed?.dimensions);
    add('--embed-concurrency', p.embed?.concurrency);
    add('--max-embed-tokens', p.embed?.maxTokens);
    add('--chunk-tokens', p.embed?.chunkTokens);
    add('--chunk-overlap', p.embed?.chunkOverlap);
    add('--tokenizer', p.embed?.tokenizer);
    return args;
}
