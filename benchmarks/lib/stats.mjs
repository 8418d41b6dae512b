/** Statistics for the benchmarks: median and range of repeated runs, latency percentiles. */

/** @param {number[]} values */
export function median(values) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Nearest-rank percentile.
 * @param {number[]} sorted ascending
 * @param {number} p 0..100
 */
export function percentile(sorted, p) {
  if (sorted.length === 0) return undefined;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** p50, p90, p99 and max of per-call latencies in ms. */
export function latencySummary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50Ms: percentile(sorted, 50),
    p90Ms: percentile(sorted, 90),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted[sorted.length - 1],
  };
}

/** `{median, min, max}` of a metric over runs (undefined values skipped). */
export function summarise(values) {
  const defined = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  if (defined.length === 0) return undefined;
  return { median: median(defined), min: Math.min(...defined), max: Math.max(...defined) };
}
