/**
 * A real PostgreSQL server for the tests and benchmarks: Debian's `postgresql` package (installed by
 * `.ci/run`), started in a temporary directory on a free port with password login, and stopped (its
 * directory removed) after. PostgreSQL refuses to run as root, so as root the server runs as the `postgres`
 * user (or `nobody`). `createPostgresDatabase` gives a test file a database of its own on a server that
 * files share. Types: `postgres-server.d.mts`.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.mjs';

const run = promisify(execFile);

export const PG_USER = 'crawl';
export const PG_PASSWORD = 'pg-secret-3c1f';
export const PG_DATABASE = 'crawl';

/** The directory of the newest installed PostgreSQL's programs. */
function binDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'PostgreSQL is not installed: apt-get install postgresql (npm test installs it: scripts/system-packages.mjs)',
    );
  }
  return join(root, versions[0], 'bin');
}

/**
 * A cluster fresh from `initdb` (the test user, its password, UTF-8, locale C), made once per machine and
 * PostgreSQL version and copied for each server: `initdb` costs seconds of CPU, a copy a fraction of one.
 * Made in a directory of its own and renamed into place, so that servers starting at once never see half of
 * one.
 */
async function clusterTemplate(bin, as, user) {
  const made = createHash('sha1').update(`${PG_USER}:${PG_PASSWORD}:UTF8:C`).digest('hex').slice(0, 8);
  const owner = user ?? process.getuid?.() ?? 'user';
  const template = join(tmpdir(), `crawlstream-pg-template-${basename(dirname(bin))}-${owner}-${made}`);
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  const staging = await mkdtemp(join(tmpdir(), 'crawlstream-pg-initdb-'));
  try {
    await writeFile(join(staging, 'pw'), PG_PASSWORD);
    if (user) await run('chown', ['-R', user, staging]);
    await chmod(staging, 0o700);
    await as('initdb', [
      '-D',
      join(staging, 'data'),
      '-U',
      PG_USER,
      '--auth=scram-sha-256',
      `--pwfile=${join(staging, 'pw')}`,
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    // Another server may have put its template in place meanwhile: theirs and ours are alike.
    await rename(join(staging, 'data'), template).catch((err) => {
      if (!existsSync(join(template, 'PG_VERSION'))) throw err;
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return template;
}

/**
 * @param {{ durable?: boolean }} [options] `durable`: fsync as a production server does (the benchmarks);
 *   without it the server skips fsync, which a test's crash of the client never needs.
 * @returns {Promise<import('./postgres-server.d.mts').PostgresServer>}
 */
export async function startPostgres(options = {}) {
  const bin = binDir();
  const dir = await mkdtemp(join(tmpdir(), 'crawlstream-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const user = asRoot
    ? await run('id', ['-u', 'postgres']).then(
        () => 'postgres',
        () => 'nobody',
      )
    : undefined;
  const as = (program, args) =>
    user ? run('runuser', ['-u', user, '--', join(bin, program), ...args]) : run(join(bin, program), args);
  if (user) await run('chown', [user, dir]);
  await chmod(dir, 0o700);
  await run('cp', ['-a', await clusterTemplate(bin, as, user), data]);
  let port = 0;
  const start = async () => {
    await as('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${options.durable ? '' : ' -c fsync=off -c full_page_writes=off'}`,
      'start',
    ]);
  };
  // The port was free a moment ago; another process may take it before the server binds it. Then the
  // server fails to start saying so, and another free port is tried.
  for (let attempt = 0; ; attempt++) {
    port = await freePort();
    try {
      await start();
      break;
    } catch (err) {
      const log = await readFile(join(dir, 'log'), 'utf8').catch(() => '');
      if (attempt < 5 && /could not bind|already in use/i.test(log)) continue;
      throw new Error(`PostgreSQL did not start: ${err.message}\n${log}`);
    }
  }
  await createDatabase(port, PG_DATABASE);
  const { handle, disconnect } = databaseHandle(port, PG_DATABASE, bin);
  return {
    ...handle,
    async restart() {
      await disconnect();
      await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      await start();
    },
    async stop() {
      await disconnect();
      await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** `postgres://crawl:…@127.0.0.1:port/database`, the password and database replaceable. */
function urlOf(port, database, parts = {}) {
  return `postgres://${PG_USER}:${encodeURIComponent(parts.password ?? PG_PASSWORD)}@127.0.0.1:${port}/${parts.database ?? database}`;
}

/** Runs `sql` on the server's `postgres` database, on a connection of its own. */
async function asAdmin(port, sql) {
  const admin = new pg.Client({ connectionString: urlOf(port, 'postgres') });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function createDatabase(port, database) {
  return asAdmin(port, `CREATE DATABASE ${database}`);
}

/**
 * What a test uses of one database of the server at `port`: its URLs, queries and `psql`; and how to end
 * the connection `query` keeps.
 */
function databaseHandle(port, database, bin) {
  // The connection `query` runs on: opened by the first query and kept, as tests poll a table many times a
  // second (a connection costs ~30 ms of CPU, most of it the password exchange); opened again once the
  // server has cut it.
  let session;
  const url = (parts = {}) => urlOf(port, database, parts);
  const connection = () => {
    if (!session) {
      const client = new pg.Client({ connectionString: url() });
      const opened = client.connect().then(() => client);
      const drop = () => {
        if (session === opened) session = undefined;
      };
      client.on('error', drop);
      client.on('end', drop);
      opened.catch(drop);
      session = opened;
    }
    return session;
  };
  const disconnect = async () => {
    const closing = session;
    session = undefined;
    await closing?.then((client) => client.end()).catch(() => undefined);
  };
  const handle = {
    port,
    database,
    url,
    bareUrl: () => `postgres://${PG_USER}@127.0.0.1:${port}/${database}`,
    async query(sql, params = []) {
      return (await (await connection()).query(sql, params)).rows;
    },
    async psql(args) {
      const { stdout } = await run(join(bin, 'psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', url(), ...args], {
        maxBuffer: 64 * 1024 * 1024,
      });
      return stdout;
    },
  };
  return { handle, disconnect };
}

let databases = 0;

/**
 * A database of its own on the running server at `port` (started by {@link startPostgres}), for a test file
 * that shares the server with others: the server's handle, whose URLs, queries and `psql` use that
 * database. `stop` drops the database (cutting its connections); `restart` is the server's alone.
 * @param {number} port
 * @returns {Promise<import('./postgres-server.d.mts').PostgresServer>}
 */
export async function createPostgresDatabase(port) {
  const database = `${PG_DATABASE}_${process.pid}_${++databases}`;
  await createDatabase(port, database);
  const { handle, disconnect } = databaseHandle(port, database, binDir());
  return {
    ...handle,
    async restart() {
      throw new Error(`the server of ${database} is shared: only the test that started it restarts it`);
    },
    async stop() {
      await disconnect();
      await asAdmin(port, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}
