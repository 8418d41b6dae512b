/**
 * A message from the server without its closing period, so that the sentence it is set into does not end
 * in two (`… failed: Job not found.. Check the id`).
 */
export function withoutFinalPeriod(text) {
    return text.replace(/[.\s]+$/, '');
}
