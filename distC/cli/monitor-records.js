/** Page statuses, as counted in the loads log. */
export const STATUSES = ['new', 'changed', 'same', 'removed', 'error'];
/** A check's page in the record shape of `--changes`. */
export function pageRecord(monitorId, check, page, previousScrapeAt) {
    const record = {
        url: page.url,
        metadata: { ...page.metadata, sourceURL: page.url, statusCode: page.statusCode ?? null },
        changeTracking: {
            changeStatus: page.status,
            previousScrapeAt,
            source: 'monitor',
            ...(page.diff ? { diff: page.diff } : {}),
        },
        monitor: {
            monitorId,
            checkId: check.id,
            pageId: page.id ?? null,
            targetId: page.targetId ?? null,
            currentScrapeId: page.currentScrapeId ?? null,
            previousScrapeId: page.previousScrapeId ?? null,
            checkedAt: check.startedAt ?? check.createdAt ?? null,
        },
    };
    if (page.error)
        record.error = page.error;
    if (page.snapshot)
        record.json = page.snapshot.json;
    return record;
}
/**
 * A page's status as the pipeline counts it: the service calls a dead page `removed` at every check, but it
 * is removed once, where the pipeline last saw it alive, and `same` after (as `--changes` counts it).
 */
export function pageStatus(page, seenAlive) {
    return page.status === 'removed' && !seenAlive ? 'same' : page.status;
}
export function zeroCounts() {
    return { new: 0, changed: 0, same: 0, removed: 0, error: 0 };
}
