const GONE = new Set([404, 410]);
export function classify(document, previous) {
    const { tracking, fingerprint, statusCode } = document;
    const status = stateVerdict(statusCode, fingerprint, previous);
    const service = tracking?.changeStatus;
    const source = service === status ? 'service' : 'fingerprint';
    const previousScrapeAt = previous?.scrapedAt ??
        (typeof tracking?.previousScrapeAt === 'string' ? tracking.previousScrapeAt : null);
    return { status, source, previousScrapeAt };
}
function stateVerdict(statusCode, fingerprint, previous) {
    if (statusCode !== undefined && GONE.has(statusCode))
        return previous === undefined || previous.removed ? 'same' : 'removed';
    if (previous === undefined || previous.removed)
        return 'new';
    return previous.fingerprint === fingerprint ? 'same' : 'changed';
}
