import type { BudgetStop } from '../operations/job-budget.js';
import type { RunBudget } from './budget-flags.js';
/**
 * The end of an export's summary line: what the job cost, and which budget stopped it with how far the
 * spending went past it (what the service scraped between two status reads and until the cancel arrived).
 */
export declare function costLine(creditsUsed: number | undefined, stop: BudgetStop | undefined, budget: RunBudget | undefined): string;
