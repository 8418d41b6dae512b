import type { FormatSpec } from './types.js';

/** A requested format with its options. */
export interface FormatRequest {
  type: string;
  [key: string]: unknown;
}

/** Turns `formats` (names or `{type}` objects) into a map by type; markdown when none is given. */
export function normalizeFormats(formats: readonly FormatSpec[] | undefined): Map<string, FormatRequest> {
  const out = new Map<string, FormatRequest>();
  for (const f of formats ?? ['markdown']) {
    const request: FormatRequest = typeof f === 'string' ? { type: f } : f;
    out.set(request.type, request);
  }
  return out;
}
