/** What reading a Parquet export back found. */
export interface ReadBackResult {
    /** Rows in the file. */
    rows: number;
    /** Whether the `url` column equals, row by row, the URLs of the JSONL export of the same job. */
    urlsMatch: boolean;
}
/**
 * Reads a Parquet file back with hyparquet, an independent reader (it shares no code with the writer), and
 * compares its `url` column with the documents of a JSONL file. hyparquet is a development dependency, so
 * it is loaded on demand and a missing install gets a clear message instead of a crash at start-up.
 */
export declare function readParquetBack(parquetPath: string, jsonlPath: string): Promise<ReadBackResult>;
