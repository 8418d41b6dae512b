/**
 * The retry loop of one call: runs an attempt, and after a failure asks the retry policy whether to try
 * again and how long to wait first. The policy (retry-policy.ts) decides; this only loops.
 */
import { CrawlstreamError } from '../errors/errors.js';
import type { RequestSpec } from '../http/request-spec.js';
import type { RetryInfo } from './retry-info.js';
import { type BackoffOptions, retryDelayMs, shouldRetry } from './retry-policy.js';

/**
 * What the loop reads of a call: a service request (`RequestSpec`), or any other HTTP call (the S3
 * client's), described by its method and path.
 */
export type RetriedCall = Pick<RequestSpec, 'stopOn' | 'retryUnsafe' | 'notFoundGraceMs' | 'onRetry'> & {
  method: string;
  path: string;
};

/** What the loop needs of its caller. */
export interface RetryLoopOptions<C extends RetriedCall = RequestSpec> {
  backoff: BackoffOptions;
  maxRetries: number;
  now(): number;
  /** The wait between attempts, ended early by an abort or a close. */
  wait(ms: number, call: C): Promise<void>;
  /** The client-wide hook, called before the call's own. */
  onRetry?: ((info: RetryInfo) => void) | undefined;
}

/**
 * Runs `attempt` (given the number of this attempt, 1 for the first) until it succeeds or the policy says
 * stop; the last error is thrown.
 *
 * @param idempotencyKey - the key the call carries, if any: with one, a POST may be retried.
 */
export async function withRetries<T, C extends RetriedCall = RequestSpec>(
  spec: C,
  idempotencyKey: string | undefined,
  attempt: (attempts: number) => Promise<T>,
  options: RetryLoopOptions<C>,
): Promise<T> {
  const started = options.now();
  let retries = 0;
  for (;;) {
    try {
      return await attempt(retries + 1);
    } catch (caught) {
      const err = caught instanceof CrawlstreamError ? caught : unexpected(caught, spec);
      if (spec.stopOn?.(err)) throw err;
      const delayMs = retryDelayMs(retries, options.backoff, err);
      const again =
        delayMs !== undefined &&
        shouldRetry(err, {
          method: spec.method,
          retries,
          maxRetries: options.maxRetries,
          idempotencyKey,
          retryUnsafe: spec.retryUnsafe,
          notFoundGraceMs: spec.notFoundGraceMs,
          elapsedMs: options.now() - started,
          delayMs,
        });
      if (!again) throw err;
      retries += 1;
      const info: RetryInfo = { method: spec.method, path: spec.path, retry: retries, delayMs, error: err };
      options.onRetry?.(info);
      spec.onRetry?.(info);
      await options.wait(delayMs, spec);
    }
  }
}

function unexpected(caught: unknown, spec: RetriedCall): CrawlstreamError {
  return new CrawlstreamError(`${spec.method} ${spec.path} failed unexpectedly; see cause.`, {
    method: spec.method,
    path: spec.path,
    cause: caught,
  });
}
