/**
 * When the last document of a finished crawl was scraped, read from the service itself: the status's
 * `completedAt` is the last page's finish time plus the completion lag the emulator was started with.
 */
import { request } from 'undici';

/**
 * @param {{ url: string, apiKey: string, jobId: string | undefined, completionLagMs: number }} args
 * @returns {Promise<number>} epoch milliseconds
 */
export async function lastScrapedAt({ url, apiKey, jobId, completionLagMs }) {
  if (!jobId) throw new Error('the crawl never reported its job id');
  // A skip past the end returns the envelope only.
  const res = await request(`${url}/v2/crawl/${jobId}?skip=1000000000&limit=1`, {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  const body = await res.body.json();
  if (typeof body.completedAt !== 'string')
    throw new Error(`job ${jobId} has no completedAt (${body.status})`);
  return Date.parse(body.completedAt) - completionLagMs;
}

/**
 * Emulator options of the live-crawl workloads: one site scraped at a fixed rate, no failures, the given
 * completion lag, and the network model when given.
 * @param {{ pages: number, pagesPerSecond: number }} live
 * @param {number} completionLagMs
 * @param {Record<string, number>} [network]
 */
export function liveEmulatorOptions(live, completionLagMs, network) {
  return {
    seed: 3,
    site: { sites: 1, pagesPerSite: live.pages * 2, failureRate: 0 },
    scrape: { pagesPerSecond: live.pagesPerSecond, concurrency: 10, completionLagMs, failureRate: 0 },
    ...(network ? { network } : {}),
  };
}
