/**
 * The team's credits as the emulator bills them: a balance that scraped pages draw down, and every charge
 * kept with its time, so the usage routes answer from what was actually spent.
 */

/** One charge against the balance. */
interface Charge {
  at: number;
  credits: number;
}

/** Where a ledger starts. */
export interface CreditLedgerInit {
  /** Credits left at the start. */
  credits: number;
  /** Credits of the plan (the balance can exceed it after top-ups). */
  planCredits: number;
  /** Start of the billing period, epoch ms. */
  periodStart: number;
}

/** A billing period is one month here, as on the service's monthly plans. */
const PERIOD_MS = 30 * 86_400_000;

/** The credit balance of the emulator's one team. */
export class CreditLedger {
  readonly planCredits: number;
  readonly periodStart: number;
  readonly periodEnd: number;
  readonly #charges: Charge[] = [];
  #remaining: number;

  constructor(init: CreditLedgerInit) {
    this.#remaining = init.credits;
    this.planCredits = init.planCredits;
    this.periodStart = init.periodStart;
    this.periodEnd = init.periodStart + PERIOD_MS;
  }

  /** Credits left. */
  get remaining(): number {
    return this.#remaining;
  }

  /** Whether the balance can pay `credits`. */
  canPay(credits: number): boolean {
    return this.#remaining >= credits;
  }

  /** Draws `credits` at time `at`; false (and nothing drawn) when the balance cannot pay them. */
  charge(credits: number, at: number): boolean {
    if (credits <= 0) return true;
    if (!this.canPay(credits)) return false;
    this.#remaining -= credits;
    const last = this.#charges.at(-1);
    // Charges of the same millisecond are one entry: a crawl bills thousands of pages.
    if (last && last.at === at) last.credits += credits;
    else this.#charges.push({ at, credits });
    return true;
  }

  /** Gives `credits` back at time `at` (a refund): a negative charge in the history. */
  refund(credits: number, at: number): void {
    if (credits <= 0) return;
    this.#remaining += credits;
    this.#charges.push({ at, credits: -credits });
  }

  /**
   * Credits spent per period, oldest first: the billing period by default, or buckets of a day, a week or
   * a month (30 days) ending at `now`, back to the first charge.
   */
  periods(
    timeRange: 'day' | 'week' | 'month' | undefined,
    now: number,
  ): { start: number; end: number; credits: number }[] {
    if (timeRange === undefined) {
      return [
        {
          start: this.periodStart,
          end: this.periodEnd,
          credits: this.#spentBetween(this.periodStart, this.periodEnd),
        },
      ];
    }
    const size = { day: 86_400_000, week: 7 * 86_400_000, month: PERIOD_MS }[timeRange];
    const first = this.#charges[0]?.at ?? now;
    const periods: { start: number; end: number; credits: number }[] = [];
    // Buckets are half-open, [start, end): the newest one ends just after `now`, so it holds charges made now.
    for (let end = now + 1; ; end -= size) {
      const start = end - size;
      periods.unshift({ start, end, credits: this.#spentBetween(start, end) });
      if (start <= first) break;
    }
    return periods;
  }

  #spentBetween(start: number, end: number): number {
    let spent = 0;
    for (const charge of this.#charges) if (charge.at >= start && charge.at < end) spent += charge.credits;
    return spent;
  }
}
