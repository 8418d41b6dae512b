/**
 * The Debian programs the test suite starts: PostgreSQL (the table sink and pipelines), Chromium (the
 * documentation site), Ceph's S3 gateway (datasets on S3), Redis, and jq and curl (the guides' commands,
 * which the docs test runs, use them). `npm test` runs this first: what is
 * missing is installed once with apt-get when the user is root, in one line of output; otherwise the run
 * stops before the suite with one line naming the command to run.
 *
 *   node scripts/system-packages.mjs          install what is missing (root), or say what to install
 *   node scripts/system-packages.mjs --check  only say what is missing (exit 1 when something is)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** Whether `program` is on the PATH. */
function onPath(program) {
  return spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0;
}

/** Whether a PostgreSQL server build is installed (Debian puts it under /usr/lib/postgresql/<version>). */
function hasPostgres() {
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((v) => existsSync(`${root}/${v}/bin/initdb`));
}

/** What the tests need: a check and the Debian packages that satisfy it. */
const NEEDS = [
  { what: 'PostgreSQL', present: hasPostgres, packages: ['postgresql'] },
  { what: 'Chromium', present: () => onPath('chromium'), packages: ['chromium'] },
  {
    what: "Ceph's S3 gateway",
    present: () => onPath('radosgw') && onPath('ceph-mon') && onPath('ceph-osd'),
    packages: ['ceph-mon', 'ceph-osd', 'radosgw', 'ceph-common'],
  },
  { what: 'Redis', present: () => onPath('redis-server'), packages: ['redis-server'] },
  // The guides' commands pipe JSON through jq and call the emulator with curl; the docs test runs them.
  { what: 'jq', present: () => onPath('jq'), packages: ['jq'] },
  { what: 'curl', present: () => onPath('curl'), packages: ['curl'] },
];

if (process.platform !== 'linux') process.exit(0);
const missing = NEEDS.filter((need) => !need.present());
if (missing.length === 0) process.exit(0);
const names = missing.map((need) => need.what).join(', ');
const packages = missing.flatMap((need) => need.packages);
const command = `apt-get install -y --no-install-recommends ${packages.join(' ')}`;
const root = process.getuid?.() === 0;
if (process.argv.includes('--check') || !root || !onPath('apt-get')) {
  process.stderr.write(
    `npm test needs ${names}, which this machine lacks: run \`${root ? '' : 'sudo '}apt-get update && ${root ? '' : 'sudo '}${command}\`, then npm test again.\n`,
  );
  process.exit(1);
}
process.stdout.write(`Installing ${names} for the tests (apt-get install ${packages.join(' ')})…\n`);
const quiet = {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
};
const update = spawnSync('apt-get', ['update', '-qq'], quiet);
const install =
  update.status === 0
    ? spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], quiet)
    : update;
if (install.status !== 0) {
  process.stderr.write(
    `apt-get could not install ${packages.join(' ')}: run \`apt-get update && ${command}\` and read its output.\n`,
  );
  process.exit(1);
}
const still = missing.filter((need) => !need.present());
if (still.length > 0) {
  process.stderr.write(`${still.map((n) => n.what).join(', ')} still missing after apt-get install.\n`);
  process.exit(1);
}
