/**
 * The registry of destination kinds: the one place that maps an `-o` value to its kind. Kinds you register
 * are asked first, then the built-in ones: a JSONL file, a Parquet file, a dataset (`DIR/`, `s3://…`), a
 * table (`postgres://…`, `FILE.duckdb`), a vector table (a database with `--embed`), stdout (`-` or none).
 * No two built-in kinds match one target and options.
 */
import { datasetKind } from './dataset/dataset-destination.js';
import { destinationError, } from './destination.js';
import { jsonlKind } from './jsonl/jsonl-destination.js';
import { parquetKind } from './parquet/parquet-destination.js';
import { stdoutKind } from './stdout/stdout-destination.js';
import { tableKind } from './table/table-destination.js';
import { vectorsKind } from './vectors/vector-destination.js';
const BUILT_IN = [
    jsonlKind,
    parquetKind,
    datasetKind,
    tableKind,
    vectorsKind,
    stdoutKind,
];
/**
 * The kinds registered in this process, kept under a global symbol: the `crawlstream` program carries its
 * own copy of this module, and a kind a module registers through `crawlstream/sinks` reaches it too.
 */
const REGISTERED = Symbol.for('crawlstream.destinationKinds');
const registry = globalThis;
registry[REGISTERED] ??= [];
const registered = registry[REGISTERED];
/**
 * Adds a kind of destination: `destinationFor` (and the `crawlstream` program in this process) then
 * recognises the targets it `matches`, before the built-in kinds. Registering a kind of the same name again
 * replaces it.
 */
export function registerDestination(kind) {
    const at = registered.findIndex((k) => k.kind === kind.kind);
    if (at >= 0)
        registered.splice(at, 1);
    registered.unshift(kind);
}
/** Every kind, in the order they are asked: registered ones (newest first), then the built-in ones. */
export function destinationKinds() {
    return [...registered, ...BUILT_IN];
}
/**
 * The destination `target` names (`undefined` or `-`: stdout). An option given to a kind that does not read
 * it, a bad option or a target no kind recognises throws a `ValidationError` naming the option (`output` for
 * the target) and the rule, before anything is opened.
 */
export function destinationFor(target, settings = {}) {
    const kinds = destinationKinds();
    const options = settings.options ?? {};
    const kind = kinds.find((k) => k.matches(target, options));
    if (kind === undefined) {
        // The built-in kinds first: the message reads the same whatever this process registered.
        const forms = [...BUILT_IN, ...registered].map((k) => k.forms).join(', ');
        throw destinationError('output', 'unknown_destination', `the file name must ${forms} (got "${target}")`);
    }
    for (const [name, value] of Object.entries(options)) {
        if (value === undefined || kind.options?.includes(name))
            continue;
        const owner = kinds.find((k) => k.options?.includes(name));
        throw destinationError(name, 'not_for_kind', `only for ${owner?.describe ?? 'another kind of output'}`);
    }
    return kind.create(target, {
        options,
        env: settings.env ?? process.env,
        stdout: settings.stdout ?? process.stdout,
    });
}
