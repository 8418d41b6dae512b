import { DEFAULT_STATUS_LIMIT, STATUS_PAGE_CHAR_LIMIT } from '../paging/status-page-rules.js';
export { DEFAULT_STATUS_LIMIT, STATUS_PAGE_CHAR_LIMIT };
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']}');
/**
 * Picks the documents of one status response: at most `limit`, cut once the character sum would pass
 * {@link STATUS_PAGE_CHAR_LIMIT}, but always at least one (a single huge document is served alone).
 */
export function selectPage(documents, skip, limit) {
    let count = 0;
    let chars = 0;
    for (let i = skip; i < documents.length && count < limit; i++) {
        const size = documents[i].chars;
        if (count > 0 && chars + size > STATUS_PAGE_CHAR_LIMIT)
            break;
        chars += size;
        count++;
    }
    return count;
}
/**
 * Renders `GET /crawl/{id}` or `GET /batch/scrape/{id}` from pre-serialised documents: the envelope is
 * encoded once and the documents' stored bytes are written after it, so serving costs no JSON work.
 * `data` is the last key so the envelope can be closed around the documents.
 */
export function renderStatusPage(job, request) {
    const paging = request.paging ?? 'honour';
    // The fixed 2025 server turned `limit=N` into an inclusive end index one short (`skip + N - 1`); the
    // released one ignores `limit` as it ignores `skip`, and only cuts at 10 MiB.
    const limit = paging === 'ignore-skip'
        ? Number.POSITIVE_INFINITY
        : request.limit === undefined
            ? DEFAULT_STATUS_LIMIT
            : paging === 'limit-off-by-one'
                ? request.limit - 1
                : request.limit;
    // A skip past the end reads nothing and `next` keeps the caller's position, as on the service. A server
    // that ignores `skip` reads from the first document and still builds `next` from the `skip` it was sent.
    const skip = request.skip;
    const first = paging === 'ignore-skip' ? 0 : skip;
    const count = selectPage(job.documents, first, limit);
    const nextSkip = skip + count;
    const envelope = {
        success: true,
        status: job.status,
        completed: job.completed,
        total: job.total,
        creditsUsed: job.creditsUsed,
        expiresAt: new Date(job.expiresAt).toISOString(),
    };
    // As on the service: `next` stays while the job is scraping (even on an empty page, so the client polls
    // it) and, once it ended (completed or cancelled), until every document was read.
    const more = request.nextRule === 'total'
        ? job.total > nextSkip
        : job.status === 'scraping' || nextSkip < job.documents.length;
    if (more) {
        const query = request.limit === undefined ? `skip=${nextSkip}` : `skip=${nextSkip}&limit=${request.limit}`;
        envelope.next = `${request.resourceUrl}?${query}`;
    }
    envelope.createdAt = new Date(job.createdAt).toISOString();
    const end = job.completedAt ?? request.now;
    if (job.completedAt !== undefined)
        envelope.completedAt = new Date(job.completedAt).toISOString();
    envelope.duration = Math.max(0, (end - job.createdAt) / 1000);
    const head = JSON.stringify(envelope);
    const chunks = [Buffer.from(`${head.slice(0, -1)},"data":[`)];
    for (let i = first; i < first + count; i++) {
        if (i > first)
            chunks.push(COMMA);
        for (const part of job.documents[i].parts)
            chunks.push(part);
    }
    chunks.push(CLOSE);
    return { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, chunks };
}
