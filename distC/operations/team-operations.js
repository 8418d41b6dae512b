import { activity, concurrency, creditUsage, queueStatus, tokenUsage, usageHistory, } from './team.js';
import { learnTeamLimits } from './team-limits.js';
export function teamOperations(transport, limits) {
    return {
        creditUsage: () => creditUsage(transport),
        creditUsageHistory: (request) => usageHistory(transport, 'credits', request),
        tokenUsage: () => tokenUsage(transport),
        tokenUsageHistory: (request) => usageHistory(transport, 'tokens', request),
        queueStatus: () => queueStatus(transport).pipe(learnTeamLimits(limits)),
        concurrency: () => concurrency(transport).pipe(learnTeamLimits(limits)),
        activity: (request) => activity(transport, request),
    };
}
