/**
 * The factory that maps a failed HTTP answer (any non-2xx status, or a 2xx whose body says `success: false`)
 * to its class of the hierarchy in `errors.ts`, with a message that says what to do.
 */
import { fieldIssues, fieldIssuesText } from './bad-request-details.js';
import { BadRequestError, ConflictError, ForbiddenError, GoneError, HttpStatusError, NotFoundError, PayloadTooLargeError, PaymentRequiredError, RateLimitError, RequestFailedError, RequestTimeoutError, ServerError, UnauthorizedError, } from './errors.js';
import { parseRetryAfter } from './retry-after.js';
import { withoutFinalPeriod } from './sentence.js';
const BY_STATUS = {
    400: [BadRequestError, 'Fix the fields listed in `details` and send again.'],
    401: [UnauthorizedError, 'Check the API key (apiKey option, CRAWLSTREAM_API_KEY or FIRECRAWL_API_KEY).'],
    402: [PaymentRequiredError, 'Add credits to the account or lower the job size.'],
    403: [ForbiddenError, 'The account or the target site does not allow this request.'],
    404: [NotFoundError, 'Check the id; jobs expire about 24 h after their last write.'],
    408: [RequestTimeoutError, 'The service timed out; raise the operation timeout or retry later.'],
    409: [ConflictError, 'The resource is in a conflicting state; read its current status first.'],
    410: [GoneError, 'The resource no longer exists; create a new one.'],
    413: [PayloadTooLargeError, 'Send a smaller request body (the service accepts about 10 MB).'],
    429: [RateLimitError, 'Rate limited; wait before sending more requests.'],
    501: [
        ServerError,
        'This server does not offer this call; self-hosted servers lack some features of the cloud service.',
    ],
};
/** Collections whose routes name one resource by id after their path (`/v2/crawl/{id}`, …). */
const RESOURCE_COLLECTION = /^\/v\d+\/(?:batch\/scrape|search\/research\/papers|agent\/threads|crawl|extract|agent|monitor|browser|scrape|parse)\/([^/]+)/;
/** The collections of jobs, whose results the service deletes about 24 h after their last write. */
const JOB_COLLECTION = /^\/v\d+\/(?:batch\/scrape|crawl|extract|agent)\//;
/** Routes of those collections that name no resource. */
const FIXED_ROUTES = new Set(['active', 'params-preview']);
/** Whether `path` names a resource by id (a job, a monitor, a session, a scrape, a paper). */
function namesResource(path) {
    const id = RESOURCE_COLLECTION.exec(path)?.[1];
    return id !== undefined && !FIXED_ROUTES.has(id);
}
/** The line of Express's page for a route it does not have, e.g. `Cannot GET /v2/browser`. */
const EXPRESS_MISSING_ROUTE = /^Cannot [A-Z]+ \//;
function header(headers, name) {
    const value = headers?.[name];
    return typeof value === 'string' ? value : value?.[0];
}
function field(body, key) {
    return body !== null && typeof body === 'object' ? body[key] : undefined;
}
/**
 * Maps a failed answer (any non-2xx status, or a 2xx whose body says `success: false`) to its error class.
 *
 * @example
 * errorFromResponse({ status: 404, body: { success: false, error: 'Job not found' }, method: 'GET', path: '/v2/crawl/x' });
 * // NotFoundError: GET /v2/crawl/x failed with 404: Job not found. Check the id; ...
 */
export function errorFromResponse(input) {
    const { status, body, method, path } = input;
    const rawMessage = field(body, 'error') ?? field(body, 'message');
    const contentType = header(input.headers, 'content-type');
    const serverMessage = typeof rawMessage === 'string'
        ? rawMessage
        : typeof body === 'string' && body !== ''
            ? textSummary(body, contentType)
            : undefined;
    if (status === 404 && typeof body === 'string' && EXPRESS_MISSING_ROUTE.test(serverMessage ?? '')) {
        // Express's page for a route it does not have: the server lacks the route, the id is not the problem.
        return new NotFoundError(`${method} ${path} failed with 404: the server does not offer this route (it answered "${serverMessage}"). Self-hosted builds lack some routes of the cloud service.`, { status, code: 'ROUTE_NOT_FOUND', method, path, serverMessage, body: serverMessage });
    }
    const code = field(body, 'code');
    const retryAfterMs = parseRetryAfter(header(input.headers, 'retry-after'), status === 429 || status === 503 ? serverMessage : undefined, input.nowMs ?? Date.now());
    const details = {
        status,
        code: typeof code === 'string' ? code : undefined,
        body,
        requestId: header(input.headers, 'x-request-id'),
        method,
        path,
        retryAfterMs,
        serverMessage,
    };
    const what = serverMessage ?? 'no message';
    if (status >= 200 && status < 300) {
        return new RequestFailedError(`${method} ${path} answered ${status} with success:false: ${withoutFinalPeriod(what)}. The operation did not run; check the input and the target site.`, details);
    }
    if (status === 404 && !namesResource(path)) {
        // A route without an id cannot miss a resource: the server (a gateway, a compatible or older build)
        // does not offer the route, whatever its body says.
        return new NotFoundError(`${method} ${path} failed with 404: ${withoutFinalPeriod(what)}. This server does not offer this route; self-hosted and compatible servers lack some routes of the cloud service.`, { ...details, code: 'ROUTE_NOT_FOUND' });
    }
    const known = BY_STATUS[status];
    const [Class, byStatus] = known ?? (status >= 500 ? [ServerError, 'The service failed; retry later.'] : [HttpStatusError, '']);
    // Only jobs expire: a missing monitor, session or scrape is a wrong (or deleted) id.
    const hint = status === 404 && !JOB_COLLECTION.test(path) ? 'Check the id.' : byStatus;
    if (Class === BadRequestError) {
        const issues = fieldIssues(field(body, 'details'));
        const reasons = issues.length > 0 ? ` (${fieldIssuesText(issues)})` : '';
        const hint400 = issues.length > 0 ? 'Fix these fields and send again.' : hint;
        return new BadRequestError(`${method} ${path} failed with 400: ${withoutFinalPeriod(what)}${reasons}. ${hint400}`, {
            ...details,
            details: field(body, 'details'),
        });
    }
    const message = `${method} ${path} failed with ${status}: ${withoutFinalPeriod(what)}.${hint ? ` ${hint}` : ''}`;
    return new Class(message, details);
}
/**
 * A non-JSON error body in one line: the first line of text of an HTML page (its `<pre>`, else its
 * `<title>`, else its text), or of a plain body, with the content type when it is not plain text.
 */
function textSummary(body, contentType) {
    const html = /html/i.test(contentType ?? '') || /^\s*</.test(body);
    let text = body;
    if (html) {
        const inner = /<pre[^>]*>([\s\S]*?)<\/pre>/i.exec(body) ?? /<title[^>]*>([\s\S]*?)<\/title>/i.exec(body);
        text = (inner?.[1] ?? body).replace(/<[^>]*>/g, ' ');
        text = text
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&quot;/g, '"')
            .replace(/&amp;/g, '&');
    }
    const line = text
        .split(/\r?\n/)
        .map((l) => l.trim())
        .find((l) => l !== '') ?? '';
    const short = line.length > 200 ? `${line.slice(0, 200)}…` : line;
    if (html && !EXPRESS_MISSING_ROUTE.test(short))
        return `an HTML page (${contentType ?? 'text/html'}): ${short}`;
    return short;
}
