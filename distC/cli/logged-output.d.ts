/** What every state records: the output's committed length in bytes. */
export interface LoggedState {
    bytes: number;
}
export interface LoggedOutput<S extends LoggedState> {
    readonly state: S;
    /** Appends `lines` (synced), then saves the state with the new length (after `update` changed it). */
    commit(lines: string, update?: (state: S) => void): Promise<void>;
}
/**
 * Opens `output` with its state at `statePath`: `fresh()` when there is none yet (the output must then be
 * absent or empty), and `check(state)` to refuse a state of another run's (a message, or undefined).
 */
export declare function openLoggedOutput<S extends LoggedState>(output: string, statePath: string, fresh: () => S, check: (state: S) => string | undefined): Promise<LoggedOutput<S>>;
