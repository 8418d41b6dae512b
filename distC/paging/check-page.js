import { checkEnvelope } from './page-checks.js';
/**
 * The documents of `fetched` not received before (the cursor is at `skip`), or `undefined` when the page
 * must be read again: read ahead before its documents existed, or from a server that cannot be read ahead.
 * Whatever it throws or reads again releases the page's credit.
 */
export function checkPage(fetched, skip, check, readAhead, path) {
    const { credit, answer } = fetched;
    try {
        const { envelope } = answer.page;
        const status = checkEnvelope(answer.page, answer.status, path);
        let docs = answer.page.rawBytes;
        if (readAhead?.active && !readAheadAgrees(fetched, skip, status, readAhead)) {
            credit.release();
            return undefined;
        }
        const seen = check.accept(skip, docs, envelope);
        if (seen > 0)
            docs = docs.slice(seen);
        if (check.skipIgnored)
            readAhead?.stop();
        return { status, envelope, docs };
    }
    catch (err) {
        credit.release();
        throw err;
    }
}
/** Whether a page read while reading ahead can be used as it is; stops reading ahead when it must. */
function readAheadAgrees({ answer, asked, readAhead: wasAhead }, skip, status, readAhead) {
    const docs = answer.page.rawBytes;
    const verdict = readAheadVerdict(skip, docs, asked, status, answer.page.envelope);
    if (verdict === 'read-again') {
        // Read-ahead answers, not this server's documents, are what is wrong: ask again as a reader without
        // read-ahead would.
        readAhead.stop();
        return false;
    }
    if (verdict === 'stop')
        readAhead.stop();
    // Read ahead before these documents existed: read them afresh now, without a poll wait.
    else if (wasAhead && docs.length === 0 && status === 'scraping')
        return false;
    return true;
}
/**
 * What a read-ahead learns from one answer about the server (only while reading ahead):
 * - `read-again`: a completed job answered nothing where it has documents. A server whose `limit=N`
 *   yields N−1 documents answers `limit=1` this way (and every shorter answer leaves a gap that ends in
 *   such a read): read the same position again without a limit, one page at a time from then on.
 * - `stop`: more documents than asked: the server does not honour `limit`. Keep this page (its documents
 *   are checked as any others) and read on one page at a time.
 * - `ok`: nothing against reading ahead. A shorter answer is a page the service cut at 10 MiB; its gap is
 *   read next.
 */
export function readAheadVerdict(skip, docs, asked, status, counts) {
    if (asked === undefined)
        return 'ok';
    if (docs.length > asked)
        return 'stop';
    const total = counts.total ?? 0;
    return status === 'completed' && docs.length === 0 && skip < total ? 'read-again' : 'ok';
}
