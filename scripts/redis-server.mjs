/**
 * A real Redis server for the tests and benchmarks: Debian's `redis-server` (installed by
 * `scripts/system-packages.mjs`), started on a free port of 127.0.0.1 with nothing saved to disk, and
 * stopped after. Types: `redis-server.d.mts`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { freePort } from './free-port.mjs';

/**
 * Starts a server; `password` makes it ask for one (`requirepass`).
 * @returns {Promise<import('./redis-server.d.mts').RedisServer>}
 */
export async function startRedis(options = {}) {
  if (spawnSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' }).status !== 0)
    throw new Error(
      'redis-server is not installed: apt-get install redis-server (npm test installs it: scripts/system-packages.mjs)',
    );
  // The port was free a moment ago; another process may take it before the server binds it. Then the
  // server exits saying so, and another free port is tried.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const started = await launch(port, options.password);
    if (started.server) return started.server;
    if (!started.portTaken || attempt >= 5) throw new Error(`redis-server did not start: ${started.output}`);
  }
}

/** One try at `port`: the server once it accepts connections, or why it exited. */
function launch(port, password) {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  if (password !== undefined) args.push('--requirepass', password);
  const child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve) => {
    const onData = (chunk) => {
      output += chunk;
      if (!output.includes('Ready to accept connections')) return;
      child.stdout.off('data', onData);
      resolve({ server: serverOf(child, port, password) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', () =>
      resolve({ portTaken: /Address already in use/i.test(output), output: output.slice(-500) }),
    );
  });
}

function serverOf(child, port, password) {
  const auth = password === undefined ? '' : `:${encodeURIComponent(password)}@`;
  return {
    port,
    url: `redis://${auth}127.0.0.1:${port}`,
    stop() {
      if (child.exitCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      });
    },
  };
}
