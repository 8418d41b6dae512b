import type { z } from 'zod';
import { HttpUrl } from './shared.js';

/**
 * Checks a URL list against the caller's `ignoreInvalidURLs` choice: when it is `false` the service
 * fails on an invalid URL, so the client fails first; otherwise the service skips invalid ones and
 * reports them in `invalidURLs`, so they are let through.
 */
export function checkUrlList(
  value: { urls: readonly string[]; ignoreInvalidURLs?: boolean | undefined },
  ctx: z.core.$RefinementCtx,
): void {
  if (value.ignoreInvalidURLs !== false) return;
  value.urls.forEach((url, index) => {
    if (!HttpUrl.safeParse(url).success) {
      ctx.addIssue({
        code: 'custom',
        path: ['urls', index],
        message: 'must be an absolute http(s) URL when ignoreInvalidURLs is false',
        input: url,
      });
    }
  });
}
