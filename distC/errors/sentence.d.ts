/**
 * A message from the server without its closing period, so that the sentence it is set into does not end
 * in two (`… failed: Job not found.. Check the id`).
 */
export declare function withoutFinalPeriod(text: string): string;
