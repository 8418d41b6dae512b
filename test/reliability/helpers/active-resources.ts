import { readdirSync } from 'node:fs';

/** Counts of the live handles a stream could leak, from `process.getActiveResourcesInfo()`. */
export interface ResourceCounts {
  servers: number;
  sockets: number;
  timers: number;
  files: number;
  other: number;
  /** Open file descriptors (Linux `/proc/self/fd`; -1 elsewhere): catches a file left open by a FileHandle. */
  fds: number;
}

/** Handle kinds that belong to the test runner itself, not to code under test. */
const RUNNER_KINDS = new Set(['PipeWrap', 'TTYWrap', 'ProcessWrap', 'SignalWrap', 'MessagePort']);

function openFds(): number {
  try {
    return readdirSync('/proc/self/fd').length;
  } catch {
    return -1;
  }
}

/** Snapshot of the handles alive now, grouped by what could leak. */
export function activeResources(): ResourceCounts {
  const counts: ResourceCounts = { servers: 0, sockets: 0, timers: 0, files: 0, other: 0, fds: openFds() };
  for (const kind of process.getActiveResourcesInfo()) {
    if (kind === 'TCPServerWrap') counts.servers++;
    else if (kind === 'TCPSocketWrap' || kind === 'TCPWrap' || kind === 'TLSWrap') counts.sockets++;
    else if (kind === 'Timeout' || kind === 'Immediate') counts.timers++;
    else if (kind === 'FSReqCallback' || kind === 'FileHandle' || kind === 'FSReqPromise') counts.files++;
    else if (!RUNNER_KINDS.has(kind)) counts.other++;
  }
  return counts;
}
