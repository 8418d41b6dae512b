/**
 * The service deletes a job's results about 24 hours after the job ends. These say so where it matters: an
 * export of a job that expires within the hour, and a job that is not found because it expired.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The creation time a UUID version 7 job id carries (its first 48 bits), or `undefined` for other ids. */
export function uuidV7Time(id) {
    const match = /^([0-9a-f]{8})-([0-9a-f]{4})-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.exec(id);
    return match ? Number.parseInt(`${match[1]}${match[2]}`, 16) : undefined;
}
/**
 * What a "job not found" means for this id: a job created more than a day ago has most likely expired; a
 * younger one was not found for another reason. Empty when the id carries no time.
 */
export function notFoundNote(jobId, nowMs) {
    const created = uuidV7Time(jobId);
    if (created === undefined || created > nowMs + HOUR_MS)
        return '';
    const at = new Date(created).toISOString();
    if (nowMs - created > DAY_MS) {
        return ` Job ${jobId} was created at ${at} (its id says so), more than a day ago: its results have expired (the service deletes them about 24 h after a job ends) and can no longer be read. Run the job again.`;
    }
    return ` Job ${jobId} was created at ${at}, less than a day ago, so its results have not expired: check the id, and that the API key belongs to the team that ran the job.`;
}
/** The warning for a job whose results expire within the hour, or `undefined`. */
export function expiryWarning(jobId, expiresAt, nowMs) {
    if (expiresAt === undefined)
        return undefined;
    const at = Date.parse(expiresAt);
    if (Number.isNaN(at) || at - nowMs > HOUR_MS)
        return undefined;
    const minutes = Math.max(0, Math.round((at - nowMs) / 60_000));
    return `Warning: the results of job ${jobId} expire at ${expiresAt} (in ${minutes} min); the service deletes them then, and an export not finished by that time cannot be resumed.`;
}
