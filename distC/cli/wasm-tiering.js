/**
 * How much WebAssembly the program runs before V8 compiles it again with its optimizing compiler. A command
 * that talks to the service runs undici's HTTP parser (llhttp, WebAssembly); with V8's default budget, V8
 * optimized the parser after the first response: 220–330 ms of CPU in every run, a third of what a short
 * export cost (`benchmarks/program-start.mjs`). That paid off only after thousands of responses (3,000
 * responses of 1 KB: 1.9 s of CPU with it, 1.75 s with none); with this budget a short run never optimizes
 * the parser and a long one still does (3,000 responses: 1.9 s as before). Nodes 22 and 24 behave the
 * same (the flag is theirs too). A program of your own that runs the library briefly and often can set it
 * too: `node --wasm-tiering-budget=1000000000 app.js`.
 */
import { setV8FlagUnlessGiven } from './v8-flag.js';
/** The V8 flag, as Node's command line takes it. */
export const WASM_TIERING_FLAG = '--wasm-tiering-budget=1000000000';
/**
 * Sets {@link WASM_TIERING_FLAG} unless Node was started with a budget of its own (`node
 * --wasm-tiering-budget=N`, or V8's spelling with underscores). Call it before any WebAssembly is compiled.
 */
export function setWasmTieringBudget(execArgv = process.execArgv) {
    setV8FlagUnlessGiven(WASM_TIERING_FLAG, execArgv);
}
