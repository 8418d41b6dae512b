/**
 * Ceph's S3 gateway for the object-storage benchmarks: `scripts/s3-gateway.sh` in a folder of its own, its
 * endpoint and credentials as S3 options, and a `stop()`.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'scripts', 's3-gateway.sh');

/**
 * @param {string} dir - the gateway's state folder
 * @param {number} memoryBytes - size of its in-memory OSD
 */
export async function startGateway(dir, memoryBytes) {
  const { stdout } = await run('bash', [SCRIPT, dir], {
    env: { ...process.env, RGW_MEMSTORE_BYTES: String(memoryBytes) },
    maxBuffer: 1 << 24,
  });
  const env = Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .at(-1)
      .split(' ')
      .map((p) => p.split('=')),
  );
  return {
    s3: {
      endpoint: env.AWS_ENDPOINT_URL_S3,
      accessKeyId: env.AWS_ACCESS_KEY_ID,
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
      region: env.AWS_REGION,
    },
    stop: () => run('bash', [SCRIPT, 'stop', dir]).catch(() => undefined),
    /**
     * Removes the data of deleted objects now. The gateway keeps it for `rgw_gc_obj_min_wait` (2 h) after
     * a delete; meanwhile the in-memory OSD holds it, and every later run writes into fresh memory that the
     * kernel must zero first (the gateway's CPU for 292 MB grew from 1.0–1.3 s to up to 2.0 s by a fifth run).
     */
    collectGarbage: () =>
      run('radosgw-admin', [
        '-c',
        join(dir, 'ceph.conf'),
        '-n',
        'client.admin',
        '--admin-socket=',
        'gc',
        'process',
        '--include-all',
      ]),
    /** CPU seconds the gateway's processes (monitor, OSD, radosgw) used so far, from /proc. */
    cpuSeconds: () => {
      const runDir = join(dir, 'run');
      let ticks = 0;
      for (const name of readdirSync(runDir).filter((n) => n.endsWith('.pid'))) {
        const pid = readFileSync(join(runDir, name), 'utf8').trim();
        // Fields 14 and 15 of /proc/PID/stat (utime, stime), counted after the command name's ')'.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
      }
      return ticks / 100;
    },
  };
}
