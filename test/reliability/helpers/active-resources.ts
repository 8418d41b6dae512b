/** Counts of the live handles a stream could leak, from `process.getActiveResourcesInfo()`. */
export interface ResourceCounts {
  servers: number;
  sockets: number;
  timers: number;
  files: number;
  other: number;
}

/** Handle kinds that belong to the test runner itself, not to code under test. */
const RUNNER_KINDS = new Set(['PipeWrap', 'TTYWrap', 'ProcessWrap', 'SignalWrap', 'MessagePort']);

/** Snapshot of the handles alive now, grouped by what could leak. */
export function activeResources(): ResourceCounts {
  const counts: ResourceCounts = { servers: 0, sockets: 0, timers: 0, files: 0, other: 0 };
  for (const kind of process.getActiveResourcesInfo()) {
    if (kind === 'TCPServerWrap') counts.servers++;
    else if (kind === 'TCPSocketWrap' || kind === 'TCPWrap' || kind === 'TLSWrap') counts.sockets++;
    else if (kind === 'Timeout' || kind === 'Immediate') counts.timers++;
    else if (kind === 'FSReqCallback' || kind === 'FileHandle' || kind === 'FSReqPromise') counts.files++;
    else if (!RUNNER_KINDS.has(kind)) counts.other++;
  }
  return counts;
}
