/**
 * The Arrow schemas of a LanceDB vector export: its chunks (as `vector-schema.ts` has them) and its cursor.
 * `apache-arrow` is an optional peer dependency, loaded on use.
 */
export declare function lanceSchemas(dimensions?: number): Promise<{
    chunks: import("apache-arrow").Schema<any>;
    exports: import("apache-arrow").Schema<any>;
}>;
