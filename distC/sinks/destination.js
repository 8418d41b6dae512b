import { ValidationError } from '../errors/errors.js';
/**
 * Why a fleet's run cannot write to `destination`: it does not commit a fencing token
 * (`Destination.fences`), so a worker that lost its lease could still write; `undefined` when it can.
 */
export function fenceRefusal(destination) {
    if (destination.fences === true)
        return undefined;
    return `${destination.name} cannot refuse a worker that lost its lease (it keeps no fencing token); a fleet's pipeline writes to a JSONL or Parquet file, a DuckDB file or Postgres`;
}
/**
 * The export of `jobId` a checkpoint describes, complete or not: its own documents' JSON, not that of the
 * exports it was appended to; `undefined` when the checkpoint is another job's.
 */
export function heldExportOf(checkpoint, jobId) {
    if (checkpoint?.jobId !== jobId)
        return undefined;
    const before = checkpoint.appendedTo?.jsonBytes ?? 0;
    return {
        finished: checkpoint.complete,
        skip: checkpoint.cursor.skip,
        jsonBytes: checkpoint.jsonBytes - before,
    };
}
/** A `ValidationError` about one option of a destination (`output` for the target itself). */
export function destinationError(option, rule, message) {
    return new ValidationError(`${option}: ${message}`, [{ path: option, rule, message }]);
}
