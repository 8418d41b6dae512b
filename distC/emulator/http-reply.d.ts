/**
 * What a route handler answers. Handlers never write to the socket themselves: the server applies
 * fault injection (cut bodies, slow bodies) uniformly when it sends a reply.
 */
export interface Reply {
    status: number;
    headers?: Record<string, string>;
    /** The body as pre-encoded chunks, written in order; their byte lengths give Content-Length. */
    chunks: readonly Buffer[];
}
/** A JSON reply with the given status and body. */
export declare function jsonReply(status: number, body: unknown, headers?: Record<string, string>): Reply;
/** The service's error shape: `{success:false, code?, error, details?}`. */
export declare function errorReply(status: number, error: string, extra?: {
    code?: string;
    details?: unknown;
    headers?: Record<string, string>;
}): Reply;
/** The service's 500 `UNKNOWN_ERROR`, as it answers a request that threw. */
export declare function unknownErrorReply(): Reply;
/** The reply for an unknown, foreign or expired job id. */
export declare function jobNotFound(): Reply;
