import type { DestinationExport, DestinationKind, OpenOptions, WritableLike } from '../destination.js';
export declare class StdoutDestination {
    #private;
    readonly kind = "stdout";
    readonly name = "-";
    readonly streamsToStdout = true;
    constructor(stdout: WritableLike);
    open(_options: OpenOptions): Promise<DestinationExport>;
    /** A stdout export continues with `--skip N`: the documents it wrote. */
    resumeArgs({ skip }: {
        skip?: number | undefined;
    }): string[];
    /** Writes the lines as they are. */
    writeRecords(lines: readonly string[]): Promise<void>;
}
export declare const stdoutKind: DestinationKind;
