import { type Checkpoint, type SinkFormat } from './checkpoint.js';
import type { SinkStore } from './sink-run.js';
/** The file target of one sink run. */
export declare class FileStore implements SinkStore {
    #private;
    readonly path: string;
    readonly partial: string;
    constructor(path: string, format: SinkFormat, fence?: number);
    /**
     * The checkpoint to continue from (`resume`), or none after making sure a new export may start here: an
     * unfinished export is refused unless `overwrite`, and a stale checkpoint is removed before any byte is
     * written, so it can never describe new data.
     */
    open(options: {
        resume?: boolean | undefined;
        overwrite?: boolean | undefined;
        append?: boolean | undefined;
    }): Promise<Checkpoint | undefined>;
    /** Records what is durably in the partial file. */
    commit(checkpoint: Checkpoint): Promise<void>;
    /** Moves the finished file into place and returns its final checkpoint. */
    publish(): Promise<Checkpoint>;
    /**
     * Removes the partial file of a run that never received a page; a run that lost its lease leaves it to
     * the run that took over (its own stop, such as its pipeline state refusing its token, comes here too).
     */
    discard(): Promise<void>;
    completeFinished(): Promise<number>;
    /** A file store holds nothing open between steps. */
    close(): Promise<void>;
}
/**
 * For an export whose checkpoint says complete: a crash may have come between that final checkpoint and the
 * rename, so a partial file still there is moved into place. Returns the size of the final file.
 */
export declare function completeFinished(path: string): Promise<number>;
