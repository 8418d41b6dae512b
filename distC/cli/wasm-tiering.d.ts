/** The V8 flag, as Node's command line takes it. */
export declare const WASM_TIERING_FLAG = "--wasm-tiering-budget=1000000000";
/**
 * Sets {@link WASM_TIERING_FLAG} unless Node was started with a budget of its own (`node
 * --wasm-tiering-budget=N`, or V8's spelling with underscores). Call it before any WebAssembly is compiled.
 */
export declare function setWasmTieringBudget(execArgv?: readonly string[]): void;
