/**
 * The exact command that continues an interrupted or failed export: `crawlstream pages <jobId> -o <file>
 * --resume` for files (the checkpoint beside the file says where) and tables (the checkpoint is in the
 * database), or `--skip N` for stdout. The API key and a database password are never part of it; they come
 * from the environment (or `--api-key`) again.
 */
export function resumeCommand(input) {
    const args = ['crawlstream', 'pages', input.jobId];
    if (input.kind === 'batch')
        args.push('--batch');
    args.push(...input.output.resumeArgs({ skip: input.skip }));
    if (input.changes)
        args.push(...changeArgs(input.changes));
    if (input.dedupe)
        args.push('--dedupe');
    if (input.paging?.readAhead !== undefined)
        args.push('--read-ahead', String(input.paging.readAhead));
    if (input.paging?.pageLimit !== undefined)
        args.push('--page-limit', String(input.paging.pageLimit));
    if (input.paging?.statusStream !== undefined)
        args.push('--status-stream', input.paging.statusStream);
    if (input.paging?.pollIntervalMs !== undefined)
        args.push('--poll-interval', String(input.paging.pollIntervalMs));
    if (input.apiUrl !== undefined)
        args.push('--api-url', withoutCredentials(input.apiUrl));
    return args.map(shellQuote).join(' ');
}
/** `--changes` (`--changes all`), and `--state FILE` when the state is not where it is by default. */
function changeArgs(changes) {
    const args = changes.write === 'all' ? ['--changes', 'all'] : ['--changes'];
    const { file, byDefault } = changes.state;
    if (file !== undefined && !byDefault)
        args.push('--state', file);
    return args;
}
/** Quotes an argument for a POSIX shell when it holds anything beyond safe characters. */
export function shellQuote(arg) {
    if (/^[\w@%+=:,./-]+$/.test(arg))
        return arg;
    return `'${arg.replaceAll("'", `'\\''`)}'`;
}
function withoutCredentials(url) {
    try {
        const parsed = new URL(url);
        parsed.username = '';
        parsed.password = '';
        return parsed.href.replace(/\/$/, '');
    }
    catch {
        return url;
    }
}
