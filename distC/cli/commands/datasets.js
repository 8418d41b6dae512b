import { info } from '../cli-context.js';
import { ExitCode } from '../exit-codes.js';
import { plural } from '../plural.js';
import { UsageError } from '../usage-error.js';
/**
 * `crawlstream datasets clean s3://bucket/prefix/`: finds the multipart uploads an export started under a
 * prefix and never completed (a crash, or an export kept resumable and then given up), and aborts them, so
 * the store stops keeping their parts.
 */
export const datasetsCommand = {
    name: 'datasets',
    summary: "housekeeping of datasets: abort the uploads an export left open; snapshot a pipeline's current state",
    usage: [
        'crawlstream datasets clean s3://BUCKET/PREFIX/ [--dry-run]',
        'crawlstream datasets compact DIR/ | s3://BUCKET/PREFIX/',
    ],
    actions: {
        clean: 'abort the multipart uploads an export left open under an S3 prefix',
        compact: "write a change-aware dataset's current state as a snapshot part",
    },
    flags: {
        'dry-run': { type: 'boolean', description: 'list the open uploads, abort none' },
    },
    notes: [
        'Credentials and endpoint come from the AWS environment: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,',
        'AWS_SESSION_TOKEN, AWS_REGION, AWS_ENDPOINT_URL_S3 (or AWS_ENDPOINT_URL) for an S3-compatible store.',
        'An upload that an export still means to resume is aborted too: run this once the export is given up.',
        "compact writes a change-aware dataset's current state (the latest record of each URL, removed ones left",
        'out) as a snapshot part listed in the manifest under snapshots; it needs @duckdb/node-api.',
        'Example:',
        '  crawlstream datasets clean s3://my-bucket/crawls/ --dry-run',
    ],
    async run({ flags, positionals }, ctx) {
        const [action, target, extra] = positionals;
        if (action === 'compact') {
            if (target === undefined || extra !== undefined)
                throw new UsageError('compact: give one dataset, DIR/ or s3://BUCKET/PREFIX/', 'datasets');
            const { compactDataset } = await import('../../sinks/dataset/compact-dataset.js');
            const { snapshot, recordsRead } = await compactDataset(target, { s3: { env: ctx.env } });
            ctx.stdout.write(`${JSON.stringify(snapshot)}\n`);
            info(ctx, `Wrote the current state of ${target}: ${snapshot.records} records of ${recordsRead} read, covering ${plural(snapshot.exports, 'export')}, as ${snapshot.parts[0]?.key}.`);
            return ExitCode.ok;
        }
        if (action !== 'clean')
            throw new UsageError('expected "clean" or "compact" (crawlstream datasets clean s3://BUCKET/PREFIX/)', 'datasets');
        if (target === undefined)
            throw new UsageError('clean: give the dataset, s3://BUCKET/PREFIX/', 'datasets');
        if (extra !== undefined)
            throw new UsageError(`unexpected argument "${extra}"`, 'datasets');
        if (!target.startsWith('s3://'))
            throw new UsageError(`clean: ${target} is not an s3:// URL`, 'datasets');
        const { parseS3Url } = await import('../../storage/s3-settings.js');
        const { createS3Client } = await import('../../storage/s3-client.js');
        const { bucket, prefix } = parseS3Url(target);
        const s3 = createS3Client({ env: ctx.env });
        try {
            const open = await s3.listMultipartUploads(bucket, prefix);
            const dryRun = flags['dry-run'] === true;
            for (const upload of open) {
                if (!dryRun)
                    await s3.abortMultipartUpload(bucket, upload.key, upload.uploadId);
                ctx.stdout.write(`${dryRun ? 'open' : 'aborted'}  s3://${bucket}/${upload.key}  (started ${upload.initiated || 'at an unknown time'})\n`);
            }
            info(ctx, open.length === 0
                ? `No open uploads under s3://${bucket}/${prefix}.`
                : `${dryRun ? 'Found' : 'Aborted'} ${open.length} open upload${open.length === 1 ? '' : 's'} under s3://${bucket}/${prefix}.`);
            return ExitCode.ok;
        }
        finally {
            await s3.close();
        }
    },
};
