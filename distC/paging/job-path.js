/** `POST` here starts a job: `/v2/crawl` or `/v2/batch/scrape`. */
export function jobsPath(kind) {
    return kind === 'crawl' ? '/v2/crawl' : '/v2/batch/scrape';
}
/** A job's status resource (`DELETE` cancels it, `/errors` below it lists its failures). */
export function jobPath(kind, jobId) {
    return `${jobsPath(kind)}/${encodeURIComponent(jobId)}`;
}
