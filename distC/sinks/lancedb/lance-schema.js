/**
 * The Arrow schemas of a LanceDB vector export: its chunks (as `vector-schema.ts` has them) and its cursor.
 * `apache-arrow` is an optional peer dependency, loaded on use.
 */
export async function lanceSchemas(dimensions = 1) {
    const { Bool, Field, FixedSizeList, Float32, Int32, Int64, Schema, Utf8 } = await import('apache-arrow');
    const text = (name, nullable = false) => new Field(name, new Utf8(), nullable);
    return {
        chunks: new Schema([
            text('id'),
            text('url'),
            new Field('chunk_index', new Int32(), false),
            text('text'),
            text('heading', true),
            text('title', true),
            new Field('embedding', new FixedSizeList(dimensions, new Field('item', new Float32(), true)), false),
            text('model'),
            new Field('tokens', new Int32(), false),
            text('scrape_id', true),
            text('change_status', true),
            text('job_id'),
            text('embedded_at'),
        ]),
        exports: new Schema([
            text('table_name'),
            text('job_id'),
            text('kind'),
            new Field('cursor_skip', new Int64(), false),
            new Field('records', new Int64(), false),
            new Field('json_bytes', new Int64(), false),
            new Field('complete', new Bool(), false),
            text('updated_at'),
        ]),
    };
}
