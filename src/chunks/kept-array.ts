/**
 * A typed array kept from one text to the next, for work done on one text at a time: a typed array of a
 * page's size took 2–6 µs to make, a view of a kept one 0.08. Longer than `most` elements, an array is
 * made for the text alone and not kept, so that one long page does not hold its memory for the process's
 * life.
 */
export class KeptArray<A extends Uint16Array | Int32Array> {
  readonly #make: (length: number) => A;
  readonly #most: number;
  #array: A;

  constructor(make: (length: number) => A, most: number) {
    this.#make = make;
    this.#most = most;
    this.#array = make(Math.min(most, 1024));
  }

  /** An array of `length` elements, holding what the last text left in them; valid until the next call. */
  of(length: number): A {
    if (length > this.#most) return this.#make(length);
    if (length > this.#array.length) this.#array = this.#make(Math.min(this.#most, 2 * length));
    return this.#array.subarray(0, length) as A;
  }
}
