/**
 * Where a paging run is in its job: the `skip` of the next read (documents received so far, the resume
 * offset included) and the query parameters every read sends.
 */
import { CursorError } from '../errors/errors.js';
export class PagingCursor {
    /** The job's documents received so far, the resume offset included: the `skip` of the next read. */
    skip;
    /** Query parameters of every read: the caller's page limit, and what the service's `next` adds. */
    query = {};
    constructor(from, pageLimit) {
        this.skip = from;
        if (pageLimit !== undefined)
            this.query.limit = pageLimit;
    }
    /**
     * Step 3 of the paging loop: follows the service's `next`, which must name this job's resource (`path`).
     * Its other parameters are kept, but the skip is always our own count, and the limit the caller's (a
     * read-ahead range's limit comes back in `next`). Returns whether the service said more follows.
     */
    followNext(envelope, transport, path) {
        const next = typeof envelope.next === 'string' ? transport.resolveNext(envelope.next) : undefined;
        if (!next)
            return false;
        if (next.path !== path) {
            throw new CursorError(`The service's next cursor points at ${next.path}, not at ${path}; resume from the cursor.`, { code: 'FOREIGN_NEXT', path });
        }
        for (const [key, value] of Object.entries(next.query)) {
            if (key !== 'skip' && key !== 'limit')
                this.query[key] = value;
        }
        return true;
    }
}
