import type { ExportKind, OutputFormat } from './checkpoint.js';
/** The one value a sink emits, after the file is complete and renamed into place (or the table's last rows committed). */
export interface SinkSummary {
    /** The final output path. */
    path: string;
    format: OutputFormat;
    /** Documents in the file. */
    records: number;
    /** Size of the file in bytes. */
    bytes: number;
    /** Characters of document JSON written (the service's text, before any compression). */
    jsonBytes: number;
    /** The job the documents came from (`null` for an empty stream). */
    jobId: string | null;
    kind: ExportKind | null;
    /** The cursor after the last document: where a later export of the same job would continue. */
    cursor: {
        skip: number;
    };
    /** Whether this run continued an earlier one from its checkpoint. */
    resumed: boolean;
}
