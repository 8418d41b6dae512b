/**
 * `compactDataset(target)`: writes a pipeline dataset's current state (the latest record of each URL, removed
 * ones left out) as a snapshot part, listed in the manifest under `snapshots`, written last and atomically.
 * The current state is then the last snapshot plus the exports after it (`snapshots[-1].exports` says how
 * many exports it covers); the exports stay as they are, so the history is kept.
 *
 * The records are selected by DuckDB (`@duckdb/node-api`, an optional dependency, as for tables), from the
 * current parts in export order (a later export wins); parts in object storage are downloaded to the local
 * staging folder first.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CheckpointError } from '../../errors/errors.js';
import { duckdbClient } from '../table/optional-client.js';
import { openTarget } from './dataset-target.js';
import { parseManifest } from './manifest.js';
import { stagingFolder } from './staging.js';
/** The parts a reader of the current state reads, in order, each with its order (later wins). */
function currentParts(manifest) {
    const last = manifest.snapshots?.at(-1);
    const parts = (last?.parts ?? []).map((p) => ({ key: p.key, order: 0 }));
    let at = 0;
    manifest.exports.forEach((entry, i) => {
        const mine = manifest.parts.slice(at, at + entry.parts);
        at += entry.parts;
        if (i >= (last?.exports ?? 0))
            for (const p of mine)
                parts.push({ key: p.key, order: i + 1 });
    });
    return parts;
}
export async function compactDataset(target, options = {}) {
    const dataset = openTarget(target, options);
    const work = join(stagingFolder(target, options.stagingDir), `compact-${randomBytes(4).toString('hex')}`);
    try {
        const text = await dataset.readManifest();
        if (text === undefined) {
            throw new CheckpointError(`${dataset.url} has no manifest: nothing to compact`, {
                code: 'MANIFEST_INVALID',
            });
        }
        const manifest = parseManifest(text, dataset.url);
        const parts = currentParts(manifest);
        await mkdir(work, { recursive: true });
        const files = [];
        for (const part of parts)
            files.push({ file: await dataset.localCopy(part.key, work), order: part.order });
        const run = randomBytes(3).toString('hex');
        const extension = manifest.format === 'parquet' ? 'parquet' : 'jsonl';
        const staged = join(work, `snapshot.${extension}`);
        const counts = await selectCurrent(files, manifest.format, staged);
        const key = `snapshot=${run}/part-00000-${run}.${extension}`;
        await dataset.publish(staged, key);
        const { size } = await stat(staged);
        const snapshot = {
            run,
            createdAt: new Date().toISOString(),
            exports: manifest.exports.length,
            records: counts.written,
            parts: [{ key, partition: {}, records: counts.written, bytes: size, jsonBytes: counts.jsonBytes }],
        };
        const next = { ...manifest, snapshots: [...(manifest.snapshots ?? []), snapshot] };
        await dataset.writeManifest(`${JSON.stringify(next, null, 2)}\n`);
        return { snapshot, recordsRead: counts.read };
    }
    finally {
        await rm(work, { recursive: true, force: true });
        await dataset.close();
    }
}
/**
 * Writes the latest record of each URL (by `order`, then file and position), removed ones left out, to
 * `out`: JSONL lines as they are, or a Parquet file of the parts' columns.
 */
async function selectCurrent(files, format, out) {
    const { DuckDBInstance } = await duckdbClient();
    const instance = await DuckDBInstance.create(':memory:');
    const db = await instance.connect();
    try {
        const list = `[${files.map((f) => sqlText(f.file)).join(', ')}]`;
        const orders = files.map((f) => `(${sqlText(f.file)}, ${f.order})`).join(', ');
        await db.run(`CREATE TABLE orders (filename VARCHAR, ord INTEGER)`);
        if (files.length > 0)
            await db.run(`INSERT INTO orders VALUES ${orders}`);
        if (format === 'jsonl') {
            await db.run(files.length === 0
                ? 'CREATE TABLE rows (json JSON, filename VARCHAR, url VARCHAR, status VARCHAR)'
                : `CREATE TABLE rows AS SELECT json, filename,
              json_extract_string(json, '$.metadata.sourceURL') AS url,
              json_extract_string(json, '$.changeTracking.changeStatus') AS status
            FROM read_ndjson_objects(${list}, filename = true)`);
        }
        else {
            await db.run(`CREATE TABLE rows AS SELECT *, coalesce(sourceURL, url) AS url_key, changeStatus AS status
         FROM read_parquet(${list}, filename = true)`);
        }
        const key = format === 'jsonl' ? 'url' : 'url_key';
        const latest = `SELECT rows.* FROM rows JOIN orders USING (filename)
      QUALIFY row_number() OVER (PARTITION BY ${key} ORDER BY orders.ord DESC) = 1`;
        const current = `SELECT * FROM (${latest}) WHERE status IS DISTINCT FROM 'removed'`;
        const read = Number((await db.runAndReadAll('SELECT count(*) AS n FROM rows')).getRowObjectsJS()[0]?.n ?? 0);
        if (format === 'parquet') {
            await db.run(`COPY (SELECT * EXCLUDE (filename, url_key, status) FROM (${current})) TO ${sqlText(out)} (FORMAT parquet, COMPRESSION snappy)`);
            const written = Number((await db.runAndReadAll(`SELECT count(*) AS n FROM (${current})`)).getRowObjectsJS()[0]?.n ?? 0);
            return { read, written, jsonBytes: 0 };
        }
        return { read, ...(await writeLines(db, `SELECT json::VARCHAR AS line FROM (${current})`, out)) };
    }
    finally {
        db.closeSync();
        instance.closeSync();
    }
}
/** Streams a query's `line` column into `out`, a line each; the count and the characters written. */
async function writeLines(db, sql, out) {
    const result = await db.stream(sql);
    const fh = await open(out, 'w');
    let written = 0;
    let jsonBytes = 0;
    try {
        for (let chunk = await result.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
            const lines = chunk.getColumns()[0];
            for (const line of lines)
                jsonBytes += line.length;
            written += lines.length;
            await fh.write(`${lines.join('\n')}\n`);
        }
        await fh.sync();
    }
    finally {
        await fh.close();
    }
    return { written, jsonBytes };
}
function sqlText(value) {
    return `'${value.replace(/'/g, "''")}'`;
}
