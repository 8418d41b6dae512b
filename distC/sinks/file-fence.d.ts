import type { FenceGuard } from '../changes/change-store.js';
/** `<path>.fence`. */
export declare function fencePath(path: string): string;
/** Whether a higher token than `token` was claimed for `path`. */
export declare function fenceTaken(path: string, token: number): Promise<boolean>;
/** Refuses with a `FencedError` when a higher token than `token` was claimed for `path`. */
export declare function checkFileFence(path: string, token: number): Promise<void>;
/** Claims `token` for `path`: refused when a higher one was claimed, else written durably. */
export declare function claimFileFence(path: string, token: number): Promise<void>;
/** The guard of a pipeline state kept in files, fenced by `path`'s fence with `token`. */
export declare function fileFenceGuard(path: string, token: number): FenceGuard;
