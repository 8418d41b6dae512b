/**
 * The service deletes a job's results about 24 hours after the job ends. These say so where it matters: an
 * export of a job that expires within the hour, and a job that is not found because it expired.
 */
/** The creation time a UUID version 7 job id carries (its first 48 bits), or `undefined` for other ids. */
export declare function uuidV7Time(id: string): number | undefined;
/**
 * What a "job not found" means for this id: a job created more than a day ago has most likely expired; a
 * younger one was not found for another reason. Empty when the id carries no time.
 */
export declare function notFoundNote(jobId: string, nowMs: number): string;
/** The warning for a job whose results expire within the hour, or `undefined`. */
export declare function expiryWarning(jobId: string, expiresAt: string | undefined, nowMs: number): string | undefined;
