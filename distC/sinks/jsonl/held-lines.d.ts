/**
 * The first `records` lines of an unfinished JSONL export: its partial file, which the sink cuts back to
 * exactly these records when it resumes (bytes after the checkpoint, a page half written at a crash, are
 * not part of the export).
 */
export declare function readHeldLines(path: string, gzip: boolean, records: number): AsyncIterable<string>;
