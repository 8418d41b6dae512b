import type { Client } from '../client.js';
import type { CliContext } from './cli-context.js';

/** A library client configured from the global flags and the environment, plus a retry counter. */
export async function cliClient(ctx: CliContext): Promise<{ client: Client; retries: () => number }> {
  // Loaded on use, so `--help` and usage errors start fast.
  const { createClient } = await import('../client.js');
  let retries = 0;
  const client = createClient({
    env: ctx.env,
    ...(ctx.global.apiKey !== undefined ? { apiKey: ctx.global.apiKey } : {}),
    ...(ctx.global.apiUrl !== undefined ? { apiUrl: ctx.global.apiUrl } : {}),
    ...(ctx.global.maxRetries !== undefined ? { maxRetries: ctx.global.maxRetries } : {}),
    ...(ctx.global.timeoutMs !== undefined ? { timeoutMs: ctx.global.timeoutMs } : {}),
    onRetry: () => {
      retries += 1;
    },
  });
  return { client, retries: () => retries };
}
