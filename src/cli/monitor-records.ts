/**
 * The records of `monitor export`, whatever the destination: a check's page in the record shape of
 * `--changes`, and what a run did.
 */
import type { MonitorCheck, MonitorCheckPage } from '../schemas/monitor.js';

/** Page statuses, as counted in the loads log. */
export const STATUSES = ['new', 'changed', 'same', 'removed', 'error'] as const;
export type PageStatus = (typeof STATUSES)[number];

/** What one run did. */
export interface MonitorExportSummary {
  checks: string[];
  counts: Record<PageStatus, number>;
  written: number;
  bytes: number;
  credits: number;
}

/** A check's page in the record shape of `--changes`. */
export function pageRecord(
  monitorId: string,
  check: MonitorCheck,
  page: MonitorCheckPage,
  previousScrapeAt: string | null,
): Record<string, unknown> {
  const record: Record<string, unknown> = {
    url: page.url,
    metadata: { ...page.metadata, sourceURL: page.url, statusCode: page.statusCode ?? null },
    changeTracking: {
      changeStatus: page.status,
      previousScrapeAt,
      source: 'monitor',
      ...(page.diff ? { diff: page.diff } : {}),
    },
    monitor: {
      monitorId,
      checkId: check.id,
      pageId: page.id ?? null,
      targetId: page.targetId ?? null,
      currentScrapeId: page.currentScrapeId ?? null,
      previousScrapeId: page.previousScrapeId ?? null,
      checkedAt: check.startedAt ?? check.createdAt ?? null,
    },
  };
  if (page.error) record.error = page.error;
  if (page.snapshot) record.json = page.snapshot.json;
  return record;
}

/**
 * A page's status as the pipeline counts it: the service calls a dead page `removed` at every check, but it
 * is removed once, where the pipeline last saw it alive, and `same` after (as `--changes` counts it).
 */
export function pageStatus(page: MonitorCheckPage, seenAlive: boolean): PageStatus {
  return page.status === 'removed' && !seenAlive ? 'same' : (page.status as PageStatus);
}

export function zeroCounts(): Record<PageStatus, number> {
  return { new: 0, changed: 0, same: 0, removed: 0, error: 0 };
}
