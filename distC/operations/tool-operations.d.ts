/** `client.tools`: the tool catalogue, bound to one transport. */
import type { Observable } from 'rxjs';
import type { Transport } from '../http/transport.js';
import type { FindToolsOptions, ToolCall, ToolCallOptions, ToolCallResult, ToolItem } from '../schemas/tools.js';
/**
 * The service's tool catalogue ("Alexandria"). The cloud service has it; self-hosted servers answer an
 * execution as a scrape without a URL (a `BadRequestError`) or with a 404: not offered.
 */
export interface ToolOperations {
    /** Emits the catalogue's items (providers, groups or tools), following each answer's `next` call. */
    find(options?: FindToolsOptions): Observable<ToolItem>;
    /**
     * `POST /v2/scrape` with `alexandria` calls (1 to 10): emits each call's result in order (a failed call
     * carries its `error` in its place), the total `creditsCost`, and the request id, which a retry repeats so
     * the execution is paid once.
     */
    call(calls: readonly ToolCall[], options?: ToolCallOptions): Observable<ToolCallResult>;
}
export declare function toolOperations(transport: Transport): ToolOperations;
