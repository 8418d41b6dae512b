/** Options of the network model (`EmulatorOptions.network`). */
export interface NetworkOptions {
    /** Server time before a status page is sent, in ms. @default 0 */
    pageLatencyMs?: number;
    /** Further server time per MB (10^6 bytes) of the page, in ms. @default 0 */
    pageLatencyPerMbMs?: number;
    /** Spread of the server time: each read takes it times a seeded factor in [1 − jitter, 1 + jitter]. @default 0 */
    jitter?: number;
    /** Bytes per second a connection carries, for status pages. @default unlimited */
    bandwidthBytesPerSecond?: number;
    /** Status reads of one job served at once; later ones wait for a slot. @default unlimited */
    statusReadsPerJob?: number;
}
/** The slot of one status read: release it once the page was sent. */
export type ReadSlot = () => void;
/** The network model of one emulator. */
export declare class NetworkModel {
    #private;
    constructor(options: NetworkOptions, seed: number);
    /** Bytes per second of one connection (`Infinity` when uncapped). */
    get bandwidth(): number;
    /** Whether status reads cost anything at all. */
    get active(): boolean;
    /** The server time of a status page of `bytes`, jitter drawn from the seed. */
    serverTimeMs(bytes: number): number;
    /** Waits for a slot among the job's concurrent status reads. */
    acquire(jobId: string): Promise<ReadSlot>;
}
