/**
 * Progress of a streaming operation, reported after every status page (empty ones too), so a command-line
 * program can draw a bar without counting documents itself.
 */
/** One progress report. */
export interface Progress {
    /** Documents emitted by this subscription (not counting a resume offset). */
    documents: number;
    /** Sum of the documents' JSON text lengths, in characters. */
    bytes: number;
    /** Non-empty pages emitted. */
    pages: number;
    /** The job's own `completed` count (finished pages), as last reported by the service. */
    jobCompleted: number;
    /** The job's own `total` count (finished + running + queued), as last reported by the service. */
    jobTotal: number;
    /** The job's status as last reported (`scraping`, `completed`, ...). */
    status: string;
    /** Retries the transport made for this subscription. */
    retries: number;
    /** Absolute cursor: documents of the job read so far, resume offset included. */
    skip: number;
}
/** Called with a fresh {@link Progress} object each time; keep it, it is not mutated afterwards. */
export type ProgressCallback = (progress: Progress) => void;
