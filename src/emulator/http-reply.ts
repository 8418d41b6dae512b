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
export function jsonReply(status: number, body: unknown, headers?: Record<string, string>): Reply {
  const reply: Reply = { status, chunks: [Buffer.from(JSON.stringify(body))] };
  if (headers) reply.headers = headers;
  return reply;
}

/** The service's error shape: `{success:false, code?, error, details?}`. */
export function errorReply(
  status: number,
  error: string,
  extra?: { code?: string; details?: unknown; headers?: Record<string, string> },
): Reply {
  const body: Record<string, unknown> = { success: false };
  if (extra?.code !== undefined) body.code = extra.code;
  body.error = error;
  if (extra?.details !== undefined) body.details = extra.details;
  return jsonReply(status, body, extra?.headers);
}

/** The service's 500 `UNKNOWN_ERROR`, as it answers a request that threw. */
export function unknownErrorReply(): Reply {
  return errorReply(500, 'An unexpected error occurred. Please contact help@firecrawl.com for help.', {
    code: 'UNKNOWN_ERROR',
  });
}

/** The reply for an unknown, foreign or expired job id. */
export function jobNotFound(): Reply {
  return errorReply(404, 'Job not found');
}
