/** `--redis URL`: the fleet's Redis, for `pipelines`, `worker` and `dashboard` (default `REDIS_URL`). */
import type { RedisTarget } from '../fleet/redis-target.js';
import type { CliContext } from './cli-context.js';
import type { FlagSpec, ParsedInput } from './command.js';
export declare const redisFlag: FlagSpec;
/** The Redis `--redis` names; a missing or malformed one is a usage error naming `--redis`. */
export declare function redisFromFlags(flags: ParsedInput['flags'], ctx: Pick<CliContext, 'env'>, command: string): Promise<RedisTarget>;
