import { billing, simulateExecution } from '../browser-sessions.js';
import { errorReply, jsonReply } from '../http-reply.js';
import { browserCreateRequestSchema, browserDeleteRequestSchema, browserExecuteRequestSchema, } from '../request-schemas.js';
import { validateBody } from '../validate-body.js';
function urls(context, id) {
    const ws = context.origin.replace(/^http/, 'ws');
    return {
        cdpUrl: `${ws}/cdp/${id}`,
        liveViewUrl: `${context.origin}/live/${id}`,
        interactiveLiveViewUrl: `${context.origin}/live/${id}?interactive=true`,
    };
}
/** `POST /browser`. */
function create(context) {
    const checked = validateBody(browserCreateRequestSchema, context.body);
    if (!checked.ok)
        return checked.reply;
    const { ttl = 600, activityTtl = 300, streamWebView = false } = checked.value;
    const sessions = context.state.browsers;
    const session = sessions.create(context.now, ttl, activityTtl, streamWebView);
    return jsonReply(200, {
        success: true,
        id: session.id,
        ...urls(context, session.id),
        expiresAt: new Date(sessions.expiresAt(session)).toISOString(),
    });
}
/** `GET /browser?status=active|destroyed`. */
function list(context) {
    const wanted = context.query.get('status');
    if (wanted !== null && wanted !== 'active' && wanted !== 'destroyed') {
        return errorReply(400, 'Bad Request', {
            code: 'BAD_REQUEST',
            details: [{ code: 'invalid_value', path: ['status'], message: 'status must be active or destroyed' }],
        });
    }
    const sessions = context.state.browsers
        .list(context.now)
        .filter((session) => wanted === null || session.status === wanted)
        .map((session) => ({
        id: session.id,
        status: session.status,
        ...urls(context, session.id),
        streamWebView: session.streamWebView,
        createdAt: new Date(session.createdAt).toISOString(),
        lastActivity: new Date(session.lastActivity).toISOString(),
    }));
    return jsonReply(200, { success: true, sessions });
}
function lookup(context, id) {
    const session = context.state.browsers.get(id, context.now);
    if (!session)
        return { reply: errorReply(404, 'Browser session not found') };
    if (session.status === 'destroyed')
        return { reply: errorReply(410, 'Browser session has been destroyed') };
    return { session };
}
/** `POST /browser/{id}/execute`: a deterministic simulation, no code runs. */
function execute(context) {
    const checked = validateBody(browserExecuteRequestSchema, context.body);
    if (!checked.ok)
        return checked.reply;
    const found = lookup(context, context.params.id);
    if ('reply' in found)
        return found.reply;
    found.session.lastActivity = context.now;
    const { code, language = 'node', timeout = 30 } = checked.value;
    return jsonReply(200, simulateExecution(code, language, timeout));
}
function destroy(context, id) {
    const found = lookup(context, id);
    if ('reply' in found)
        return found.reply;
    context.state.browsers.destroy(found.session, context.now);
    return jsonReply(200, { success: true, ...billing(found.session) });
}
/** `DELETE /browser` with a body `{id}`. */
function destroyByBody(context) {
    const checked = validateBody(browserDeleteRequestSchema, context.body);
    if (!checked.ok)
        return checked.reply;
    return destroy(context, checked.value.id);
}
/** Browser session routes. */
export const browserRoutes = [
    { method: 'POST', path: '/browser', name: 'browser.create', cloudOnly: true, handle: create },
    { method: 'GET', path: '/browser', name: 'browser.list', cloudOnly: true, handle: list },
    { method: 'POST', path: '/browser/:id/execute', name: 'browser.execute', cloudOnly: true, handle: execute },
    {
        method: 'DELETE',
        path: '/browser/:id',
        name: 'browser.delete',
        cloudOnly: true,
        handle: (c) => destroy(c, c.params.id),
    },
    { method: 'DELETE', path: '/browser', name: 'browser.delete', cloudOnly: true, handle: destroyByBody },
];
