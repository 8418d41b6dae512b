/**
 * From an answer off the socket to what the caller gets: a typed error for a failed status or a body that
 * says `success: false`, else the body parsed (and validated) for a JSON call, or parsed by the caller's
 * page parser for a page read.
 */
import type { ZodType } from 'zod';
import { errorFromResponse } from '../errors/error-from-response.js';
import { CrawlstreamError, ResponseDecodeError } from '../errors/errors.js';
import type { PageRead, PageResponse, ParsedPage, RawAnswer, RequestSpec, Response } from './request-spec.js';
import { passesGuard } from './response-guard.js';

/** What decoding needs of its transport. */
export interface DecodeContext {
  /** Removes the API key from text that goes into an error. */
  redact(text: string): string;
  /** The clock, for `Retry-After` dates. */
  now(): number;
}

/** A JSON call's answer: parsed, checked for `success: false`, validated by `schema` when given. */
export function decodeJson<T>(
  answer: RawAnswer,
  spec: RequestSpec,
  attempts: number,
  schema: ZodType<T> | undefined,
  ctx: DecodeContext,
): Response<T> {
  const { status, headers } = answer;
  const text = answer.text ?? answer.bytes.toString('utf8');
  if (status < 200 || status >= 300) throw failure(status, headers, text, spec, ctx);
  let data: unknown;
  if (text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch (cause) {
      throw new ResponseDecodeError(
        `${spec.method} ${spec.path} answered ${status} with a body that is not JSON; check apiUrl points at the API.`,
        {
          method: spec.method,
          path: spec.path,
          status,
          code: 'INVALID_JSON',
          body: ctx.redact(text.slice(0, 500)),
          cause,
        },
      );
    }
    if (isUnsuccessful(data)) throw failure(status, headers, text, spec, ctx);
    if (schema && !passesGuard(schema, data)) {
      const result = schema.safeParse(data);
      if (!result.success) {
        const first = result.error.issues[0];
        const at = first ? `${first.path.join('.') || '(root)'}: ${first.message}` : 'unexpected shape';
        throw new ResponseDecodeError(
          `${spec.method} ${spec.path} answered with an unexpected shape (${at}); the service may have changed.`,
          { method: spec.method, path: spec.path, status, code: 'UNEXPECTED_RESPONSE', cause: result.error },
        );
      }
      data = result.data;
    }
  }
  return withMeta({ status, headers, data: data as T, text, attempts });
}

/** A page read's answer: parsed once by `read.parse`, whose `fields` decide `success: false`. */
export function decodePage<P extends ParsedPage>(
  answer: RawAnswer,
  spec: RequestSpec,
  attempts: number,
  read: PageRead<P>,
  ctx: DecodeContext,
): PageResponse<P> {
  const { status, headers } = answer;
  if (answer.bytes === undefined) throw failure(status, headers, answer.text, spec, ctx);
  const bytes = answer.bytes;
  let data: P;
  try {
    data = read.parse(bytes);
  } catch (caught) {
    if (caught instanceof CrawlstreamError) throw caught;
    throw new ResponseDecodeError(
      `${spec.method} ${spec.path} answered ${status} with a body that could not be parsed; see cause.`,
      { method: spec.method, path: spec.path, status, code: 'INVALID_JSON', cause: caught },
    );
  }
  if (isUnsuccessful(data.fields)) throw failure(status, headers, JSON.stringify(data.fields), spec, ctx);
  let text: string | undefined;
  const response = { status, headers, data, attempts, bytes } as PageResponse<P>;
  // Decoded on first read only: a caller that parses the bytes never pays for the string.
  Object.defineProperty(response, 'text', {
    enumerable: true,
    get: () => {
      text ??= bytes.toString('utf8');
      return text;
    },
  });
  return withMeta(response);
}

function withMeta<R extends Response<unknown>>(response: R): R {
  const warning = warningOf(response.headers);
  if (warning !== undefined) response.warning = warning;
  const requestId = response.headers['x-request-id'];
  if (requestId !== undefined) response.requestId = requestId;
  return response;
}

function failure(
  status: number,
  headers: Record<string, string>,
  text: string,
  spec: RequestSpec,
  ctx: DecodeContext,
): CrawlstreamError {
  return errorFromResponse({
    status,
    body: parseLoose(ctx.redact(text)),
    method: spec.method,
    path: spec.path,
    headers,
    nowMs: ctx.now(),
  });
}

function parseLoose(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isUnsuccessful(body: unknown): boolean {
  return body !== null && typeof body === 'object' && (body as { success?: unknown }).success === false;
}

function warningOf(headers: Readonly<Record<string, string>>): string | undefined {
  const { warning, deprecation } = headers;
  if (!deprecation) return warning || undefined;
  return warning ? `${warning}; Deprecation: ${deprecation}` : `Deprecation: ${deprecation}`;
}
