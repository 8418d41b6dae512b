/** `-o lancedb:DIR`: the folder of a LanceDB database, or `undefined` when `target` names none. */
export declare function lanceDir(target: string | undefined): string | undefined;
