/**
 * The routes that follow a scrape or a search (the cloud service's): a scrape's document again, the browser
 * it ran in, and feedback on a search's results (or on any call's). Feedback refunds a search's credits
 * once, up to a daily cap; the same call rated again is `alreadySubmitted`.
 */
import { FeedbackRequest, InteractRequest, SearchFeedbackRequest } from '../../schemas/scrape-job.js';
import { CREDITS_PER_MINUTE, simulateExecution } from '../browser-sessions.js';
import { errorReply, jsonReply } from '../http-reply.js';
import { validateBody } from '../validate-body.js';
/** Most credits refunded for feedback per team and day. */
const DAILY_REFUND_CAP = 100;
/** How long after a search its feedback is taken. */
const FEEDBACK_WINDOW_MS = 24 * 3_600_000;
function scrapeStatus(context) {
    const scrape = context.state.recent.scrapes.get(context.params.id);
    if (!scrape)
        return errorReply(404, 'Scrape job not found');
    return { status: 200, chunks: [Buffer.from(`{"success":true,"data":${scrape.json}}`)] };
}
function interact(context) {
    const checked = validateBody(InteractRequest, context.body);
    if (!checked.ok)
        return checked.reply;
    const scrape = context.state.recent.scrapes.get(context.params.id);
    if (!scrape)
        return errorReply(404, 'Scrape job not found');
    if (scrape.browserClosedAt !== undefined)
        return errorReply(410, "The scrape's browser session has been closed");
    scrape.browserOpenedAt ??= context.now;
    const { code, prompt, language = 'node', timeout = 30 } = checked.value;
    return jsonReply(200, simulateExecution(code ?? `// ${prompt}`, language, timeout));
}
function stopInteraction(context) {
    const scrape = context.state.recent.scrapes.get(context.params.id);
    if (!scrape?.browserOpenedAt)
        return errorReply(404, 'No browser session for this scrape');
    if (scrape.browserClosedAt !== undefined)
        return errorReply(410, "The scrape's browser session has been closed");
    scrape.browserClosedAt = context.now;
    const sessionDurationMs = scrape.browserClosedAt - scrape.browserOpenedAt;
    const creditsBilled = Math.max(1, Math.ceil(sessionDurationMs / 60_000)) * CREDITS_PER_MINUTE;
    const credits = context.state.credits;
    credits?.charge(Math.min(creditsBilled, credits.remaining), context.now);
    return jsonReply(200, { success: true, sessionDurationMs, creditsBilled });
}
function searchFeedback(context) {
    const checked = validateBody(SearchFeedbackRequest, context.body);
    if (!checked.ok)
        return checked.reply;
    return rateSearch(context, context.params.id);
}
/**
 * `POST /feedback`: a search's rating refunds as `/search/{id}/feedback` does; a scrape's needs a scrape the
 * emulator remembers; a map's or a parse's is taken as given. Each call is rated once.
 */
function feedback(context) {
    const checked = validateBody(FeedbackRequest, context.body);
    if (!checked.ok)
        return checked.reply;
    const { endpoint, jobId } = checked.value;
    if (endpoint === 'search')
        return rateSearch(context, jobId);
    if (endpoint === 'scrape' && !context.state.recent.scrapes.get(jobId)) {
        return errorReply(404, 'Scrape job not found', { code: 'SCRAPE_NOT_FOUND' });
    }
    const { recent } = context.state;
    const key = `${endpoint} ${jobId}`;
    const earlier = recent.feedback.get(key);
    if (earlier)
        return jsonReply(200, { success: true, feedbackId: earlier, creditsRefunded: 0, alreadySubmitted: true });
    const feedbackId = context.state.newId(context.now);
    recent.feedback.set(key, feedbackId);
    return jsonReply(200, { success: true, feedbackId, creditsRefunded: 0 });
}
/** Rates a search: refunds its credits once, within a day of it, up to the daily cap. */
function rateSearch(context, searchId) {
    const { state, now } = context;
    const search = state.recent.searches.get(searchId);
    if (!search) {
        return errorReply(404, 'Search not found', { code: 'SEARCH_NOT_FOUND' });
    }
    if (now - search.at > FEEDBACK_WINDOW_MS) {
        return errorReply(400, 'Feedback is taken within 24 hours of the search', {
            code: 'FEEDBACK_WINDOW_EXPIRED',
        });
    }
    const day = new Date(now).toISOString().slice(0, 10);
    const today = state.recent.refundedByDay.get(day) ?? 0;
    if (search.feedbackId) {
        return jsonReply(200, {
            success: true,
            feedbackId: search.feedbackId,
            creditsRefunded: 0,
            alreadySubmitted: true,
            creditsRefundedToday: today,
            dailyRefundCap: DAILY_REFUND_CAP,
        });
    }
    search.feedbackId = state.newId(now);
    const refund = Math.min(search.credits, DAILY_REFUND_CAP - today);
    state.recent.refundedByDay.set(day, today + refund);
    state.credits?.refund(refund, now);
    return jsonReply(200, {
        success: true,
        feedbackId: search.feedbackId,
        creditsRefunded: refund,
        dailyCapReached: today + refund >= DAILY_REFUND_CAP,
        creditsRefundedToday: today + refund,
        dailyRefundCap: DAILY_REFUND_CAP,
    });
}
export const scrapeJobRoutes = [
    { method: 'GET', path: '/scrape/:id', name: 'scrape.status', cloudOnly: true, handle: scrapeStatus },
    {
        method: 'POST',
        path: '/scrape/:id/interact',
        name: 'scrape.interact',
        cloudOnly: true,
        handle: interact,
    },
    {
        method: 'DELETE',
        path: '/scrape/:id/interact',
        name: 'scrape.interact-stop',
        cloudOnly: true,
        handle: stopInteraction,
    },
    {
        method: 'POST',
        path: '/search/:id/feedback',
        name: 'search.feedback',
        cloudOnly: true,
        handle: searchFeedback,
    },
    { method: 'POST', path: '/feedback', name: 'feedback', cloudOnly: true, handle: feedback },
];
