/**
 * The team's usage in one read, for `crawlstream usage`, `doctor` and the budget checks: credits, the queue
 * and concurrency, each `null` where the server does not offer its route.
 */
import { firstValueFrom, type Observable } from 'rxjs';
import { CrawlstreamError, isNotOffered } from '../errors/errors.js';
import type { ConcurrencyResponse, CreditUsage, QueueStatusResponse } from '../schemas/index.js';

/**
 * What a self-hosted server without a database answers for the team's credits: a fixed balance from its
 * mock of the team, with no plan and no billing period. It bills nothing (`creditsUsed` is -1).
 */
export const UNBILLED_BALANCE = 99_999_999;

/** Whether a credit answer is a real balance, not the fixed figure of a server that bills nothing. */
export function isBilled(credits: CreditUsage): boolean {
  return !(credits.remainingCredits === UNBILLED_BALANCE && credits.planCredits == null);
}

function isServerFault(err: unknown): boolean {
  return err instanceof CrawlstreamError && err.status === 500;
}

/** The team's usage; a part is `null` where the server does not offer it (`notOffered` names it). */
export interface TeamUsage {
  credits: (CreditUsage & { billed: boolean }) | null;
  queue: QueueStatusResponse | null;
  concurrency: ConcurrencyResponse | null;
  /** The parts the server does not offer: `credits`, `queue`, `concurrency`. */
  notOffered: ('credits' | 'queue' | 'concurrency')[];
}

/** The team operations {@link readTeamUsage} reads (a client's `team`). */
export interface TeamUsageSource {
  creditUsage(): Observable<CreditUsage>;
  queueStatus(): Observable<QueueStatusResponse>;
  concurrency(): Observable<ConcurrencyResponse>;
}

/** Reads credits, queue and concurrency at once. Any failure other than "not offered" rejects. */
export async function readTeamUsage(team: TeamUsageSource): Promise<TeamUsage> {
  const notOffered: TeamUsage['notOffered'] = [];
  const part = <T>(name: TeamUsage['notOffered'][number], source: Observable<T>): Promise<T | null> =>
    firstValueFrom(source).catch((err: unknown) => {
      if (!isNotOffered(err)) throw err;
      notOffered.push(name);
      return null;
    });
  // Settled, not failed fast: whether a concurrency failure is a fault depends on the credits answer.
  const running = part('concurrency', team.concurrency()).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  const [credits, queue] = await Promise.all([
    part('credits', team.creditUsage()),
    part('queue', team.queueStatus()),
  ]);
  const billed = credits === null ? undefined : isBilled(credits);
  const concurrency = await running;
  if ('error' in concurrency && !(billed === false && isServerFault(concurrency.error)))
    throw concurrency.error;
  // A server that bills nothing has no team record behind this route, and fails on it (self-hosted 2025).
  if ('error' in concurrency) notOffered.push('concurrency');
  return {
    credits: credits === null ? null : { ...credits, billed: billed ?? true },
    queue,
    concurrency: 'value' in concurrency ? concurrency.value : null,
    notOffered,
  };
}
