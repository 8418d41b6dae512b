/**
 * Reads a search `tbs`: `qdr:h|d|w|m|y` (the last hour ... year before `now`), `cdr:1,cd_min:MM/DD/YYYY,
 * cd_max:MM/DD/YYYY` (whole days, UTC) and `sbd:1` (sort by date). Undefined when there is no `tbs`.
 */
export declare function timeRange(tbs: string | undefined, now: number): {
    from: number;
    to: number;
    byDate: boolean;
} | undefined;
