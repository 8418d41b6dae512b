import type { ChangeStore, FenceGuard, Journal, JournalHeader } from './change-store.js';
import type { LoadRecord, UrlState } from './change-types.js';
/** Where a {@link TextChangeStore} reads and replaces its two text objects, each atomically. */
export interface StateObjects {
    /** The store as messages name it. */
    readonly name: string;
    /** The object's text; empty when there is none. */
    read(object: 'state' | 'loads'): Promise<string>;
    write(object: 'state' | 'loads', text: string): Promise<void>;
}
/** A {@link ChangeStore} in local files at `path` (see the module). */
export declare function fileChangeStore(path: string, guard?: FenceGuard): ChangeStore;
/** A {@link ChangeStore} over text objects and a local journal file (see the module). */
export declare class TextChangeStore implements ChangeStore {
    #private;
    readonly name: string;
    constructor(objects: StateObjects, journalPath: string, guard?: FenceGuard);
    readState(): Promise<Map<string, UrlState>>;
    readJournal(jobId: string): Promise<Journal | undefined>;
    openJournal(header: JournalHeader): Promise<Journal>;
    commit(updates: ReadonlyMap<string, UrlState>, load: LoadRecord): Promise<void>;
    readLoads(): Promise<LoadRecord[]>;
}
