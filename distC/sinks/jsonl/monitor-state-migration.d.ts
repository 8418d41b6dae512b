/** Migrates the state at `statePath` of the export into `output`, when an earlier release wrote it. */
export declare function migrateMonitorState(statePath: string, output: string): Promise<void>;
