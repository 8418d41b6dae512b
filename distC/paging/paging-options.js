/** Default stall limit: 15 minutes without any sign of life from a running job. */
export const DEFAULT_STALL_TIMEOUT_MS = 15 * 60_000;
