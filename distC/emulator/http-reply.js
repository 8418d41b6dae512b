/** A JSON reply with the given status and body. */
export function jsonReply(status, body, headers) {
    const reply = { status, chunks: [Buffer.from(JSON.stringify(body))] };
    if (headers)
        reply.headers = headers;
    return reply;
}
/** The service's error shape: `{success:false, code?, error, details?}`. */
export function errorReply(status, error, extra) {
    const body = { success: false };
    if (extra?.code !== undefined)
        body.code = extra.code;
    body.error = error;
    if (extra?.details !== undefined)
        body.details = extra.details;
    return jsonReply(status, body, extra?.headers);
}
/** The service's 500 `UNKNOWN_ERROR`, as it answers a request that threw. */
export function unknownErrorReply() {
    return errorReply(500, 'An unexpected error occurred. Please contact help@firecrawl.com for help.', {
        code: 'UNKNOWN_ERROR',
    });
}
/** The reply for an unknown, foreign or expired job id. */
export function jobNotFound() {
    return errorReply(404, 'Job not found');
}
