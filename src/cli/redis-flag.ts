/** `--redis URL`: the fleet's Redis, for `pipelines`, `worker` and `dashboard` (default `REDIS_URL`). */
import type { RedisTarget } from '../fleet/redis-target.js';
import type { CliContext } from './cli-context.js';
import type { FlagSpec, ParsedInput } from './command.js';
import { string } from './scrape-option-flags.js';
import { UsageError } from './usage-error.js';
import { isValidationError, validationMessage } from './validation-message.js';

export const redisFlag: FlagSpec = {
  type: 'string',
  value: 'URL',
  description: "the fleet's Redis (redis://[:PASSWORD@]HOST:6379; default REDIS_URL)",
};

/** The Redis `--redis` names; a missing or malformed one is a usage error naming `--redis`. */
export async function redisFromFlags(
  flags: ParsedInput['flags'],
  ctx: Pick<CliContext, 'env'>,
  command: string,
): Promise<RedisTarget> {
  const { redisTarget } = await import('../fleet/redis-target.js');
  try {
    return redisTarget(string(flags.redis), ctx.env);
  } catch (err) {
    if (!isValidationError(err)) throw err;
    throw new UsageError(validationMessage(err, { redis: '--redis' }), command);
  }
}
