/**
 * Step 1 of the paging loop: the status page at the cursor, read ahead already or read now, with the window
 * credit it holds.
 */
import { abortError } from '../http/sleep.js';
/** Fetches the page at `skip`, reading with `query` (the caller's limit, what `next` added). */
export async function fetchPage(context, skip, query) {
    const { readAhead, stats, pool } = context;
    const ahead = readAhead?.take(skip);
    const asked = ahead?.limit ?? (readAhead?.active ? readAhead.limitAt(skip) : undefined);
    const { credit, answer } = ahead
        ? await takeReadAhead(context, ahead.answer)
        : await readNow(context, skip, asked === undefined ? query : { ...query, limit: asked });
    stats.pagesFetched++;
    if (pool)
        credit.whenReturned(() => pool.give(answer.body));
    return { credit, answer, asked, readAhead: ahead !== undefined };
}
/**
 * A read ahead took its credit when its body arrived. How long the loop waits for the server tells whether
 * the network is what the export waits for.
 */
async function takeReadAhead(context, pending) {
    const { signal } = context;
    const waitFrom = performance.now();
    let admitted;
    try {
        admitted = await pending;
    }
    catch (err) {
        throw context.jobError(err);
    }
    context.holding(admitted.credit);
    if (signal.aborted) {
        admitted.credit.release();
        throw abortError(signal);
    }
    context.readAhead?.waited(admitted.headAt - waitFrom);
    return { credit: admitted.credit, answer: admitted.value };
}
/** The loop's own read takes its credit before it is sent. */
async function readNow(context, skip, query) {
    const { buffer, signal } = context;
    const credit = await context.window.acquire(signal);
    context.holding(credit);
    const sentAt = performance.now();
    let answer;
    try {
        answer = await context.read({
            query,
            at: skip,
            buffer,
            signal,
        });
    }
    catch (err) {
        credit.release();
        throw context.jobError(err);
    }
    context.readAhead?.waited(performance.now() - sentAt);
    return { credit, answer };
}
