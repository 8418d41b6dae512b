/**
 * How often tests read a running emulator job, in ms: the emulator finishes their jobs within a fraction of
 * a second to a few seconds, long before the default wait of 1 s (the library's and the program's) would
 * end, so that wait had been most of each of their runs.
 */
export const QUICK_POLL_MS = 50;
