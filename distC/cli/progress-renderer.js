const empty = { documents: 0, bytes: 0, pages: 0, jobCompleted: 0, jobTotal: 0 };
/**
 * Renders export progress on stderr: on a terminal, one bar redrawn in place (documents, MB, pages, job
 * completed/total, rate, ETA); otherwise one plain line every couple of seconds, so logs stay readable.
 * It never sees the API key: it only receives counters.
 */
export function createProgressRenderer(options) {
    const now = options.now ?? (() => performance.now());
    const tty = options.output.isTTY === true;
    const interval = tty ? (options.redrawMs ?? 100) : (options.lineMs ?? 2000);
    const started = now();
    let last = empty;
    let drawnAt = Number.NEGATIVE_INFINITY;
    let finished = false;
    let drawn;
    const draw = (final) => {
        const line = formatProgressLine(options.label, last, now() - started, tty ? options.output.columns : undefined);
        if (tty)
            options.output.write(`\r\x1b[K${line}${final ? '\n' : ''}`);
        else
            options.output.write(`${line}\n`);
        drawnAt = now();
        drawn = last;
    };
    return {
        update(snapshot) {
            last = snapshot;
            if (!finished && now() - drawnAt >= interval)
                draw(false);
        },
        finish() {
            if (finished)
                return;
            finished = true;
            // Nothing to show before the first report; a plain log already holds the last state when nothing changed
            // since, while a terminal line must still end.
            if (last !== empty && (tty || drawn !== last))
                draw(true);
        },
        get last() {
            return last;
        },
        elapsedMs: () => now() - started,
    };
}
/**
 * Formats one progress line, e.g.
 * `crawl [########------------] 1200/3000 docs  14.2 MB received  12 status pages  job 1400/3000 completed  5.1 MB/s  430 docs/s  ETA 4s`.
 * While the job is still scraping its total is only what it found so far: the line says `so far` and shows
 * no ETA, since the end is not known yet. The MB are the documents' JSON text as received. With `columns`
 * (a terminal) the bar is sized to fit.
 */
export function formatProgressLine(label, p, elapsedMs, columns) {
    const seconds = Math.max(elapsedMs / 1000, 1e-3);
    const docRate = p.documents / seconds;
    const total = Math.max(p.jobTotal, p.documents);
    const growing = p.status === undefined || p.status === 'scraping';
    const parts = [
        total > 0 ? `${p.documents}/${total} docs${growing ? ' so far' : ''}` : `${p.documents} docs`,
        `${formatMegabytes(p.bytes)} received`,
        `${p.pages} status pages`,
        `job ${p.jobCompleted}/${p.jobTotal}${p.status ? ` ${p.status}` : ''}`,
        `${formatMegabytes(p.bytes / seconds)}/s`,
        `${Math.round(docRate)} docs/s`,
    ];
    if (p.retries)
        parts.push(`${p.retries} retries`);
    const remaining = total - p.documents;
    if (p.status === 'completed' && remaining === 0)
        parts.push('done');
    else if (!growing && remaining > 0 && docRate > 0)
        parts.push(`ETA ${formatDuration(remaining / docRate)}`);
    const text = parts.join('  ');
    if (total === 0 || columns === undefined)
        return `${label} ${text}`;
    const width = Math.max(10, Math.min(30, columns - label.length - text.length - 5));
    const filled = Math.round((p.documents / total) * width);
    return `${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${text}`;
}
/** Formats a byte count in megabytes (10^6), one decimal: `14.2 MB`. */
export function formatMegabytes(bytes) {
    return `${(bytes / 1e6).toFixed(1)} MB`;
}
/** Formats seconds as `42s`, `3m05s` or `1h02m`. */
export function formatDuration(seconds) {
    const s = Math.max(0, Math.round(seconds));
    if (s < 60)
        return `${s}s`;
    if (s < 3600)
        return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
    return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}
