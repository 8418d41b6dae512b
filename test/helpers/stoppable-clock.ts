/**
 * An emulator's clock (`EmulatorOptions.now`) that a test can stop in the middle of a job: the job then
 * finishes nothing more, however slowly the program runs, until the clock goes on from where it stopped.
 */
export class StoppableClock {
  #stoppedAt: number | undefined;
  #offset = 0;

  /** The time: where the clock stopped, or running on from where it last stopped. */
  readonly now = (): number => this.#stoppedAt ?? Date.now() + this.#offset;

  /** Whether the clock stands still. */
  get stopped(): boolean {
    return this.#stoppedAt !== undefined;
  }

  /** Stops the clock at `at` (by default the time now). */
  stop(at = this.now()): void {
    this.#stoppedAt = at;
  }

  /** Lets time go on from where it stopped; nothing when it runs. */
  start(): void {
    if (this.#stoppedAt === undefined) return;
    this.#offset = this.#stoppedAt - Date.now();
    this.#stoppedAt = undefined;
  }
}
