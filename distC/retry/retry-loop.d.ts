import type { RequestSpec } from '../http/request-spec.js';
import type { RetryInfo } from './retry-info.js';
import { type BackoffOptions } from './retry-policy.js';
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
export declare function withRetries<T, C extends RetriedCall = RequestSpec>(spec: C, idempotencyKey: string | undefined, attempt: (attempts: number) => Promise<T>, options: RetryLoopOptions<C>): Promise<T>;
