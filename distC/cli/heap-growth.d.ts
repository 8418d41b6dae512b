/** The V8 flag, as Node's command line takes it. */
export declare const HEAP_GROWTH_FLAG = "--heap-growing-percent=50";
/**
 * Sets {@link HEAP_GROWTH_FLAG} unless Node was started with a growth of its own (`node
 * --heap-growing-percent=N`, or V8's spelling with underscores). For the rest of the process: a fleet's
 * worker that runs a pipeline into a vector table keeps it for its other runs.
 */
export declare function holdHeapGrowth(execArgv?: readonly string[]): void;
