/**
 * The fleet's status page: plain HTML drawn on the server from the same reading `pipelines status --json`
 * prints (`fleet-status.ts`), with credits per day as an SVG chart and a small script that redraws it every
 * few seconds. Every value from Redis is escaped; no URL carries a password.
 */
import type { FleetStatus } from './fleet-status.js';
/** The page for `status`. */
export declare function dashboardPage(status: FleetStatus, refreshMs: number): string;
