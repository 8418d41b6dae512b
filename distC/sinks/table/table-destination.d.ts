import type { Checkpoint } from '../checkpoint.js';
import { type DestinationExport, type DestinationKind, type HeldExport, type OpenOptions, type PipelineStateAt } from '../destination.js';
import { type WriteMode } from './table-schema.js';
export declare class TableDestination {
    #private;
    readonly database: string;
    readonly table: string;
    readonly write: WriteMode;
    readonly kind = "table";
    readonly name: string;
    readonly cursorWithRows = true;
    /** Each commit raises the table's fence in its transaction, or is refused (`table-fence.ts`). */
    readonly fences = true;
    readonly keptAfterFailure = "The committed rows and their cursor are kept in the database.";
    readonly resumeNote: string | undefined;
    /**
     * @param target What the sink connects to (may hold a password: never printed).
     * @param database The database as printed: the URL without its password, or the DuckDB file.
     */
    constructor(target: string, database: string, table: string, write: WriteMode, passwordGiven: boolean, env: NodeJS.ProcessEnv);
    open({ resume, jobId, overwrite, fence }: OpenOptions): Promise<DestinationExport>;
    /** The export of `jobId`; without it, the table's latest unfinished export. */
    readCheckpoint(jobId?: string): Promise<Checkpoint | undefined>;
    /** The table's latest export, finished or not. */
    latestCheckpoint(): Promise<Checkpoint | undefined>;
    /** The password is left out: it comes from `PGPASSWORD` (or `~/.pgpass`) again. */
    resumeArgs(): string[];
    pipelineState(state: string | undefined): PipelineStateAt;
    heldExport(jobId: string): Promise<HeldExport | undefined>;
}
export declare const tableKind: DestinationKind;
/** Whether `target` names a database: `postgres://…`, `postgres`, or a DuckDB file. */
export declare function isTableTarget(target: string | undefined): boolean;
/**
 * The database `raw` names: what to connect to (`postgres` is `DATABASE_URL`), and the URL as printed,
 * without its password.
 */
export declare function databaseTarget(raw: string, env: NodeJS.ProcessEnv): {
    url: string;
    database: string;
    passwordGiven: boolean;
};
