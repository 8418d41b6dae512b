import { ConflictError } from '../errors/errors.js';
import { jobPath } from './job-path.js';
/** Sends the cancel of job `jobId` (see the module); `schema` checks the answer. */
export async function sendJobCancel(transport, kind, jobId, options = {}) {
    try {
        const path = jobPath(kind, jobId);
        const res = await transport.json({ method: 'DELETE', path, signal: options.signal }, options.schema);
        return { outcome: 'cancelled', answer: res.data };
    }
    catch (err) {
        if (err instanceof ConflictError)
            return { outcome: 'ended', error: err };
        throw err;
    }
}
