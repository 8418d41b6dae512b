import type { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import { type Document } from '../schemas/index.js';
import { ParseOptions } from '../schemas/parse.js';
/** What to parse: a file's path, or bytes with the file name the service reads the type from. */
export type ParseInput = string | {
    path: string;
    filename?: string | undefined;
    contentType?: string | undefined;
} | {
    data: Uint8Array | string;
    filename: string;
    contentType?: string | undefined;
};
/**
 * Parses one file (`POST /v2/parse`); emits the document (`markdown` and the asked formats, `metadata`).
 * Bad options and unknown file types are refused before anything is sent. Not retried once the upload was
 * sent: the service bills each parse.
 *
 * @example
 * ```ts
 * const doc = await lastValueFrom(client.parse('report.pdf', { formats: ['markdown'] }));
 * ```
 */
export declare function parse(transport: Transport, input: ParseInput, options?: ParseOptions): Observable<Document>;
