import { string } from './scrape-option-flags.js';
import { UsageError } from './usage-error.js';
import { isValidationError, validationMessage } from './validation-message.js';
export const redisFlag = {
    type: 'string',
    value: 'URL',
    description: "the fleet's Redis (redis://[:PASSWORD@]HOST:6379; default REDIS_URL)",
};
/** The Redis `--redis` names; a missing or malformed one is a usage error naming `--redis`. */
export async function redisFromFlags(flags, ctx, command) {
    const { redisTarget } = await import('../fleet/redis-target.js');
    try {
        return redisTarget(string(flags.redis), ctx.env);
    }
    catch (err) {
        if (!isValidationError(err))
            throw err;
        throw new UsageError(validationMessage(err, { redis: '--redis' }), command);
    }
}
