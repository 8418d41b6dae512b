import type { Client } from '../client.js';
import type { ParseOptions } from '../schemas/parse.js';
/** What one run did. */
export interface ParseSummary {
    parsed: number;
    /** Files already in the output from an earlier run. */
    skipped: number;
    failed: {
        file: string;
        error: string;
    }[];
    bytes: number;
    credits: number;
}
export interface ParseFilesOptions {
    client: Client;
    files: readonly string[];
    output: string;
    state: string;
    concurrency: number;
    options: ParseOptions;
    onFile?: (file: string, outcome: 'parsed' | 'failed', detail: string) => void;
}
export declare function parseFiles(run: ParseFilesOptions): Promise<ParseSummary>;
