import type { RedisTarget } from './redis-target.js';
export interface Dashboard {
    readonly url: string;
    close(): Promise<void>;
}
export declare function startDashboard(options: {
    redis: RedisTarget;
    port?: number;
    host?: string;
    refreshMs?: number;
    log(line: string): void;
}): Promise<Dashboard>;
