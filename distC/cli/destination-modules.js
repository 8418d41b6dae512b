/**
 * `CRAWLSTREAM_DESTINATIONS`: modules that register kinds of destination of their own
 * (`registerDestination` from `crawlstream/sinks`), loaded before a command runs, so that `-o` names them.
 * A comma-separated list of paths (relative to the working directory) or package names.
 */
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { UsageError } from './usage-error.js';
const VARIABLE = 'CRAWLSTREAM_DESTINATIONS';
/** Loads the modules `env` names; one that cannot be loaded is a usage error naming it. */
export async function loadDestinationModules(env) {
    const list = env[VARIABLE]
        ?.split(',')
        .map((entry) => entry.trim())
        .filter(Boolean) ?? [];
    for (const entry of list) {
        const local = entry.startsWith('.') || isAbsolute(entry);
        const specifier = local ? pathToFileURL(resolve(entry)).href : entry;
        try {
            await import(specifier);
        }
        catch (err) {
            throw new UsageError(`${VARIABLE}: cannot load ${entry}: ${err.message}`);
        }
    }
}
