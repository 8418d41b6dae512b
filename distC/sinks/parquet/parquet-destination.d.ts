/** `-o FILE.parquet`: the documents as the columns of one Parquet file. */
import type { DestinationExport, DestinationKind, OpenOptions } from '../destination.js';
import { FileDestination } from '../file-destination.js';
export declare class ParquetDestination extends FileDestination {
    constructor(path: string);
    open({ resume, fence }: OpenOptions): Promise<DestinationExport>;
}
export declare const parquetKind: DestinationKind;
