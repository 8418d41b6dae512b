import { info } from '../cli-context.js';
import type { Command } from '../command.js';
import { ExitCode } from '../exit-codes.js';
import { UsageError } from '../usage-error.js';

/**
 * `crawlstream datasets clean s3://bucket/prefix/`: finds the multipart uploads an export started under a
 * prefix and never completed (a crash, or an export kept resumable and then given up), and aborts them, so
 * the store stops keeping their parts.
 */
export const datasetsCommand: Command = {
  name: 'datasets',
  summary: 'housekeeping of exports to object storage: abort the uploads an export left open',
  usage: ['crawlstream datasets clean s3://BUCKET/PREFIX/ [--dry-run]'],
  flags: {
    'dry-run': { type: 'boolean', description: 'list the open uploads, abort none' },
  },
  notes: [
    'Credentials and endpoint come from the AWS environment: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,',
    'AWS_SESSION_TOKEN, AWS_REGION, AWS_ENDPOINT_URL_S3 (or AWS_ENDPOINT_URL) for an S3-compatible store.',
    'An upload that an export still means to resume is aborted too: run this once the export is given up.',
    'Example:',
    '  crawlstream datasets clean s3://my-bucket/crawls/ --dry-run',
  ],
  async run({ flags, positionals }, ctx) {
    const [action, target, extra] = positionals;
    if (action !== 'clean')
      throw new UsageError('expected "clean" (crawlstream datasets clean s3://BUCKET/PREFIX/)', 'datasets');
    if (target === undefined)
      throw new UsageError('clean: give the dataset, s3://BUCKET/PREFIX/', 'datasets');
    if (extra !== undefined) throw new UsageError(`unexpected argument "${extra}"`, 'datasets');
    if (!target.startsWith('s3://')) throw new UsageError(`clean: ${target} is not an s3:// URL`, 'datasets');
    const { parseS3Url } = await import('../../storage/s3-settings.js');
    const { createS3Client } = await import('../../storage/s3-client.js');
    const { bucket, prefix } = parseS3Url(target);
    const s3 = createS3Client({ env: ctx.env });
    try {
      const open = await s3.listMultipartUploads(bucket, prefix);
      const dryRun = flags['dry-run'] === true;
      for (const upload of open) {
        if (!dryRun) await s3.abortMultipartUpload(bucket, upload.key, upload.uploadId);
        ctx.stdout.write(
          `${dryRun ? 'open' : 'aborted'}  s3://${bucket}/${upload.key}  (started ${upload.initiated || 'at an unknown time'})\n`,
        );
      }
      info(
        ctx,
        open.length === 0
          ? `No open uploads under s3://${bucket}/${prefix}.`
          : `${dryRun ? 'Found' : 'Aborted'} ${open.length} open upload${open.length === 1 ? '' : 's'} under s3://${bucket}/${prefix}.`,
      );
      return ExitCode.ok;
    } finally {
      await s3.close();
    }
  },
};
