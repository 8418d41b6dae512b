/**
 * `--request JSON`: a job's request as the service names its fields (`{"limit": 500, "scrapeOptions":
 * {...}}`), for options no flag spells; the URL arguments and the other flags are added to it, a flag
 * winning over the same field. A pipelines file's job runs this way.
 */
import type { FlagSpec, ParsedInput } from './command.js';
import { string } from './scrape-option-flags.js';
import { UsageError } from './usage-error.js';

export const requestFlag: FlagSpec = {
  type: 'string',
  value: 'JSON',
  description: "the request as JSON in the service's field names; arguments and flags add to it",
};

/** The object `--request` holds, or `{}`; anything but a JSON object is a usage error. */
export function requestFromFlag(flags: ParsedInput['flags'], command: string): Record<string, unknown> {
  const text = string(flags.request);
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new UsageError(`--request: not JSON: ${(err as Error).message}`, command);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new UsageError('--request: must be a JSON object of the request fields', command);
  return value as Record<string, unknown>;
}
