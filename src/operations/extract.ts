import type { Observable } from 'rxjs';
import * as z from 'zod';
import {
  CrawlstreamError,
  JobCancelledError,
  JobFailedError,
  ResponseDecodeError,
} from '../errors/errors.js';
import { sleep } from '../http/sleep.js';
import type { Transport } from '../http/transport.js';
import { createPollBackoff, type PollBackoffOptions } from '../paging/paging-backoff.js';
import { ExtractRequest, ExtractStartResponse, ExtractStatusResponse } from '../schemas/index.js';
import { parseInput } from '../schemas/parse-input.js';
import { abortable } from './abortable.js';
import { withExtraFields } from './extra-fields.js';
import { requestBody } from './request-body.js';
import { DEFAULT_NOT_FOUND_GRACE_MS } from './start-job.js';
import { surfaceWarning, type WarningOptions } from './warning.js';

/** An extract request whose `schema` may be a zod schema instead of a JSON Schema object. */
export type ExtractInput<S = ExtractRequest['schema']> = Omit<ExtractRequest, 'schema'> & { schema?: S };

/** Options of `client.extract`. */
export interface ExtractOptions extends WarningOptions, PollBackoffOptions {
  /** Called once the job was created: its id and the URLs the service skipped as invalid. */
  onStart?: ((start: { id: string; invalidURLs: readonly string[] }) => void) | undefined;
  /** How long a 404 on the status right after creation is retried, in ms. @default 10000 */
  notFoundGraceMs?: number | undefined;
}

/** The final record of a completed extract job. */
export interface ExtractResult<T> {
  id: string;
  status: 'completed';
  /** The extracted data; parsed by the zod schema when one was given. */
  data: T;
  /** URLs the service skipped as invalid (`[]` when none, or when `ignoreInvalidURLs` was false). */
  invalidURLs: readonly string[];
  /** Warnings of the start and status responses (extract is deprecated upstream), joined with `; `. */
  warning?: string;
  sources?: unknown;
  creditsUsed?: number;
  tokensUsed?: number;
  expiresAt?: string;
}

function isZodSchema(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

/** JSON Schema of a zod schema, as the service expects it (zod 4's own export, without `$schema`). */
function toServiceSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema) as Record<string, unknown>;
  return json;
}

/**
 * Starts an extract job (`POST /v2/extract`) and polls `GET /v2/extract/{id}` (with backoff) until it is
 * `completed`; emits the final record, then completes. `failed` and `cancelled` end in `JobFailedError` /
 * `JobCancelledError`. Pass a zod schema as `schema` to get `data` parsed and typed by it (a mismatch is a
 * `ResponseDecodeError`). The deprecation warning the service sends goes to `onWarning` and `warning`.
 *
 * @example
 * ```ts
 * const Product = z.object({ name: z.string(), price: z.number() });
 * client.extract({ urls: ['https://shop.test/p/1'], schema: Product })
 *   .subscribe(({ data }) => console.log(data.name, data.price)); // typed as { name: string; price: number }
 * ```
 */
export function extract<S extends z.ZodType>(
  transport: Transport,
  request: ExtractInput<S>,
  options?: ExtractOptions,
): Observable<ExtractResult<z.output<S>>>;
export function extract(
  transport: Transport,
  request: ExtractInput,
  options?: ExtractOptions,
): Observable<ExtractResult<unknown>>;
export function extract(
  transport: Transport,
  request: ExtractInput<unknown>,
  options: ExtractOptions = {},
): Observable<ExtractResult<unknown>> {
  return abortable(async (signal) => {
    // `request` may be anything at run time: validation below reports a non-object as a ValidationError.
    const given = (request as { schema?: unknown } | null | undefined)?.schema;
    const zodSchema = isZodSchema(given) ? given : undefined;
    const body = withExtraFields(
      parseInput(
        ExtractRequest,
        zodSchema ? { ...request, schema: toServiceSchema(zodSchema) } : request,
        'extract request',
      ),
      options,
      ExtractRequest,
      'extract request',
    );
    const warnings = new Set<string>();
    const note = (w: string | null | undefined) => {
      if (!w || warnings.has(w)) return;
      warnings.add(w);
      surfaceWarning(w, options, 'extract');
    };
    const started = await requestBody(
      transport,
      { method: 'POST', path: '/v2/extract', body, signal },
      ExtractStartResponse,
    );
    note(started.warning);
    const id = started.data.id;
    const invalidURLs = started.data.invalidURLs ?? [];
    options.onStart?.({ id, invalidURLs });
    const path = `/v2/extract/${encodeURIComponent(id)}`;
    const backoff = createPollBackoff(options);
    const createdAt = Date.now();
    for (;;) {
      const graceLeft = (options.notFoundGraceMs ?? DEFAULT_NOT_FOUND_GRACE_MS) - (Date.now() - createdAt);
      let res: Awaited<ReturnType<typeof requestBody<ExtractStatusResponse>>>;
      try {
        res = await requestBody(
          transport,
          { method: 'GET', path, signal, ...(graceLeft > 0 ? { notFoundGraceMs: graceLeft } : {}) },
          ExtractStatusResponse,
        );
      } catch (err) {
        throw jobError(err, id, path) ?? err;
      }
      note(res.warning);
      const status = res.data;
      if (status.status === 'completed') {
        let data: unknown = status.data;
        if (zodSchema) {
          const parsed = zodSchema.safeParse(data);
          if (!parsed.success) {
            throw new ResponseDecodeError(
              `Extract job ${id} completed, but its data does not match the given schema (${parsed.error.issues[0]?.message ?? 'mismatch'}); loosen the schema or refine the prompt.`,
              { method: 'GET', path, code: 'EXTRACT_SCHEMA_MISMATCH', body: data, cause: parsed.error },
            );
          }
          data = parsed.data;
        }
        const result: ExtractResult<unknown> = { id, status: 'completed', data, invalidURLs };
        if (warnings.size > 0) result.warning = [...warnings].join('; ');
        if (status.sources !== undefined) result.sources = status.sources;
        if (typeof status.creditsUsed === 'number') result.creditsUsed = status.creditsUsed;
        if (typeof status.tokensUsed === 'number') result.tokensUsed = status.tokensUsed;
        if (typeof status.expiresAt === 'string') result.expiresAt = status.expiresAt;
        return [result];
      }
      if (status.status === 'failed' || status.status === 'cancelled') {
        throw asyncJobEnd('Extract', status.status, id, path, status.error ?? undefined, status);
      }
      await sleep(backoff.next(), signal);
    }
  });
}

/** The typed error of an asynchronous job (extract, agent) that ended `failed` or `cancelled`. */
export function asyncJobEnd(
  label: 'Extract' | 'Agent',
  status: 'failed' | 'cancelled',
  id: string,
  path: string,
  reason: string | undefined,
  body: unknown,
): CrawlstreamError {
  const details = { jobId: id, method: 'GET', path, body, serverMessage: reason };
  return status === 'failed'
    ? new JobFailedError(
        `${label} job ${id} failed: ${reason ?? 'no reason given'}.${label === 'Extract' ? ' Check the URLs and the prompt.' : ''}`,
        { ...details, code: 'JOB_FAILED' },
      )
    : new JobCancelledError(`${label} job ${id} was cancelled.`, { ...details, code: 'JOB_CANCELLED' });
}

/** A `success:false` status body with `status: failed|cancelled` becomes the job's typed error. */
function jobError(err: unknown, id: string, path: string): CrawlstreamError | undefined {
  if (!(err instanceof CrawlstreamError)) return undefined;
  const body = err.body as { status?: unknown; error?: unknown } | undefined;
  if (body?.status !== 'failed' && body?.status !== 'cancelled') return undefined;
  return asyncJobEnd(
    'Extract',
    body.status,
    id,
    path,
    typeof body.error === 'string' ? body.error : undefined,
    body,
  );
}
