/**
 * The team's credits as the emulator bills them: a balance that scraped pages draw down, and every charge
 * kept with its time, so the usage routes answer from what was actually spent.
 */
/** Where a ledger starts. */
export interface CreditLedgerInit {
    /** Credits left at the start. */
    credits: number;
    /** Credits of the plan (the balance can exceed it after top-ups). */
    planCredits: number;
    /** Start of the billing period, epoch ms. */
    periodStart: number;
}
/** The credit balance of the emulator's one team. */
export declare class CreditLedger {
    #private;
    readonly planCredits: number;
    readonly periodStart: number;
    readonly periodEnd: number;
    constructor(init: CreditLedgerInit);
    /** Credits left. */
    get remaining(): number;
    /** Whether the balance can pay `credits`. */
    canPay(credits: number): boolean;
    /** Draws `credits` at time `at`; false (and nothing drawn) when the balance cannot pay them. */
    charge(credits: number, at: number): boolean;
    /** Gives `credits` back at time `at` (a refund): a negative charge in the history. */
    refund(credits: number, at: number): void;
    /**
     * Credits spent per period, oldest first: the billing period by default, or buckets of a day, a week or
     * a month (30 days) ending at `now`, back to the first charge.
     */
    periods(timeRange: 'day' | 'week' | 'month' | undefined, now: number): {
        start: number;
        end: number;
        credits: number;
    }[];
}
