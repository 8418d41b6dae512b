#!/usr/bin/env node
/**
 * The `crawlstream` program: `crawlstream <command> [options]`. See `crawlstream --help`.
 *
 * @packageDocumentation
 */
import { ExitCode } from './exit-codes.js';
import { runCli } from './run-cli.js';
import { setWasmTieringBudget } from './wasm-tiering.js';
// Before any WebAssembly is compiled: the program compiles each module at its first use, in the command.
setWasmTieringBudget();
// The reader of a pipe went away (`crawlstream crawl ... -o - | head`): it has all it wanted, so stop quietly.
process.stdout.on('error', (error) => {
    if (error.code === 'EPIPE')
        process.exit(0);
    throw error;
});
const code = await runCli(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
});
// Exit once stdout has taken everything we wrote; waiting for the event loop to empty instead would let a
// stray keep-alive socket or timer hold a finished command open. A reader that stopped reading holds that
// wait: Ctrl-C then exits at once with 130, as during the command (without a listener, Node would die of
// the signal instead of exiting with that code).
process.on('SIGINT', () => process.exit(ExitCode.interrupted));
process.stdout.write('', () => process.exit(code));
