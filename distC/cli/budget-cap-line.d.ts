import type { BudgetCap } from '../operations/budget-cap.js';
import type { JobKind } from '../paging/page-event.js';
/** The summary's sentence about the cap. */
export declare function capLine(kind: JobKind, cap: BudgetCap | undefined, maxCredits: number | undefined): string;
