/**
 * Parent side of `emulator-process.mjs`: starts the process and sends it commands.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./emulator-process.mjs', import.meta.url));

/** A running emulator process. */
export class EmulatorHandle {
  #child;
  #pending = new Map();
  #nextId = 1;
  #ready;

  constructor() {
    this.#child = fork(SCRIPT, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.#ready = new Promise((resolve, reject) => {
      this.#pending.set(0, { resolve, reject });
    });
    this.#child.on('message', (message) => {
      const waiter = this.#pending.get(message.id);
      if (!waiter) return;
      this.#pending.delete(message.id);
      if (message.ok) waiter.resolve(message.value);
      else waiter.reject(new Error(`emulator process: ${message.error}`));
    });
    this.#child.on('exit', (code, signal) => {
      for (const waiter of this.#pending.values()) {
        waiter.reject(new Error(`emulator process exited (${code ?? signal})`));
      }
      this.#pending.clear();
    });
  }

  /** Resolves once the process has loaded the emulator. */
  ready() {
    return this.#ready;
  }

  /** Process id, to sample its load. */
  get pid() {
    return this.#child.pid;
  }

  /**
   * Sends one command and waits for its reply.
   * @param {string} cmd
   * @param {Record<string, unknown>} [args]
   */
  call(cmd, args = {}) {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#child.send({ id, cmd, ...args });
    });
  }

  /** Closes every emulator and waits for the process to exit. */
  async close() {
    if (this.#child.exitCode !== null || this.#child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.#child.once('exit', resolve));
    await this.call('close').catch(() => {});
    const timer = setTimeout(() => this.#child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
}
