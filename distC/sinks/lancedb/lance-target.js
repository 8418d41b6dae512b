/** `-o lancedb:DIR`: the folder of a LanceDB database, or `undefined` when `target` names none. */
export function lanceDir(target) {
    return target?.startsWith('lancedb:') ? target.slice('lancedb:'.length) : undefined;
}
