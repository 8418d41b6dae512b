/** Length of each `qdr:` span; a month and a year are taken at their longest so no page of that age is missed. */
const SPANS = {
    h: 3_600_000,
    d: 86_400_000,
    w: 7 * 86_400_000,
    m: 31 * 86_400_000,
    y: 366 * 86_400_000,
};
/**
 * Reads a search `tbs`: `qdr:h|d|w|m|y` (the last hour ... year before `now`), `cdr:1,cd_min:MM/DD/YYYY,
 * cd_max:MM/DD/YYYY` (whole days, UTC) and `sbd:1` (sort by date). Undefined when there is no `tbs`.
 */
export function timeRange(tbs, now) {
    if (!tbs)
        return undefined;
    const parts = new Map(tbs.split(',').map((p) => {
        const i = p.indexOf(':');
        return [p.slice(0, i), p.slice(i + 1)];
    }));
    let from = Number.NEGATIVE_INFINITY;
    let to = Number.POSITIVE_INFINITY;
    const qdr = parts.get('qdr');
    const span = qdr ? SPANS[qdr] : undefined;
    if (span)
        from = now - span;
    if (parts.get('cdr') === '1') {
        const date = (v) => {
            const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v ?? '');
            return m ? Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2])) : undefined;
        };
        from = date(parts.get('cd_min')) ?? from;
        const max = date(parts.get('cd_max'));
        if (max !== undefined)
            to = max + 86_399_999;
    }
    return { from, to, byDate: parts.get('sbd') === '1' };
}
