/**
 * A table of stretches of text, each found by a hash of its code units where it stands in its text: no
 * stretch is cut out of its text to be looked up (a `Map` keyed by the cut-out piece halved the token
 * count's speed). Open addressing; past three quarters full, it starts again.
 */
export class UnitTable {
  readonly #slots: number;
  readonly #mask: number;
  readonly #hashes: Int32Array;
  #keys: (string | undefined)[];
  #used = 0;

  /** A table of `slots` slots (a power of two). */
  constructor(slots: number) {
    this.#slots = slots;
    this.#mask = slots - 1;
    this.#hashes = new Int32Array(slots);
    this.#keys = new Array(slots);
  }

  /**
   * The slot that holds the stretch of `units` from `start` to `end` ({@link hashUnits} its `hash`): at 0 or
   * more when held, else -1 less the free slot where {@link hold} keeps it.
   */
  find(units: Uint16Array, start: number, end: number, hash: number): number {
    const [mask, keys] = [this.#mask, this.#keys];
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const key = keys[slot];
      if (key === undefined) return -1 - slot;
      if (this.#hashes[slot] === hash && key.length === end - start && sameAt(units, start, key)) return slot;
    }
  }

  /**
   * Keeps `key` in the free slot {@link find} gave (`-1 - found`); `false`, and the table emptied instead,
   * when it was three quarters full.
   */
  hold(found: number, hash: number, key: string): boolean {
    if (this.#used >= (this.#slots * 3) >> 2) {
      this.clear();
      return false;
    }
    const slot = -1 - found;
    this.#hashes[slot] = hash;
    this.#keys[slot] = key;
    this.#used++;
    return true;
  }

  clear(): void {
    this.#keys = new Array(this.#slots);
    this.#used = 0;
  }
}

function sameAt(units: Uint16Array, start: number, key: string): boolean {
  for (let i = 0; i < key.length; i++) if (units[start + i] !== key.charCodeAt(i)) return false;
  return true;
}

/** 32-bit FNV-1a of code units from `start` to `end` (signed): a stretch's slot in a {@link UnitTable}. */
export function hashUnits(units: Uint16Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ (units[i] as number), 0x01000193);
  return hash;
}
