/**
 * The team's credits as the emulator bills them: a balance that scraped pages draw down, and every charge
 * kept with its time, so the usage routes answer from what was actually spent.
 */
/** A billing period is one month here, as on the service's monthly plans. */
const PERIOD_MS = 30 * 86_400_000;
/** The credit balance of the emulator's one team. */
export class CreditLedger {
    planCredits;
    periodStart;
    periodEnd;
    #charges = [];
    #remaining;
    constructor(init) {
        this.#remaining = init.credits;
        this.planCredits = init.planCredits;
        this.periodStart = init.periodStart;
        this.periodEnd = init.periodStart + PERIOD_MS;
    }
    /** Credits left. */
    get remaining() {
        return this.#remaining;
    }
    /** Whether the balance can pay `credits`. */
    canPay(credits) {
        return this.#remaining >= credits;
    }
    /** Draws `credits` at time `at`; false (and nothing drawn) when the balance cannot pay them. */
    charge(credits, at) {
        if (credits <= 0)
            return true;
        if (!this.canPay(credits))
            return false;
        this.#remaining -= credits;
        const last = this.#charges.at(-1);
        // Charges of the same millisecond are one entry: a crawl bills thousands of pages.
        if (last && last.at === at)
            last.credits += credits;
        else
            this.#charges.push({ at, credits });
        return true;
    }
    /** Gives `credits` back at time `at` (a refund): a negative charge in the history. */
    refund(credits, at) {
        if (credits <= 0)
            return;
        this.#remaining += credits;
        this.#charges.push({ at, credits: -credits });
    }
    /**
     * Credits spent per period, oldest first: the billing period by default, or buckets of a day, a week or
     * a month (30 days) ending at `now`, back to the first charge.
     */
    periods(timeRange, now) {
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
        const periods = [];
        // Buckets are half-open, [start, end): the newest one ends just after `now`, so it holds charges made now.
        for (let end = now + 1;; end -= size) {
            const start = end - size;
            periods.unshift({ start, end, credits: this.#spentBetween(start, end) });
            if (start <= first)
                break;
        }
        return periods;
    }
    #spentBetween(start, end) {
        let spent = 0;
        for (const charge of this.#charges)
            if (charge.at >= start && charge.at < end)
                spent += charge.credits;
        return spent;
    }
}
