/**
 * Which server the emulator plays. The cloud service is the default; the self-hosted profiles reproduce
 * the open-source server as people run it (2025 builds, Redis only, no database), quirks included, so that
 * clients can be tested against both kinds of server.
 */
/** Every profile name, for flag parsing and help text. */
export const SERVER_PROFILE_NAMES = [
    'cloud',
    'self-hosted-2025',
    'self-hosted-2025-fixed',
];
const CLOUD = {
    name: 'cloud',
    authRequired: true,
    idempotency: 'keys',
    statusPaging: 'honour',
    nextRule: 'service',
    cancelCompleted: 'conflict',
    allRoutes: true,
    unknownRoute: 'json',
    skipInvalidUrls: 'default',
    uuidIds: true,
    credits: 'count',
    crawlMaxConcurrency: 'honour',
    changeTracking: 'compare',
};
const SELF_HOSTED_2025 = {
    name: 'self-hosted-2025',
    authRequired: false,
    idempotency: 'crawl-500',
    statusPaging: 'ignore-skip',
    nextRule: 'total',
    cancelCompleted: 'cancels',
    allRoutes: false,
    unknownRoute: 'html',
    skipInvalidUrls: 'when-asked',
    uuidIds: false,
    credits: 'pages',
    crawlMaxConcurrency: 'fails-500',
    changeTracking: 'fails',
};
const PROFILES = {
    cloud: CLOUD,
    'self-hosted-2025': SELF_HOSTED_2025,
    // The build with the paging fix, as the earlier builds reported credits: -1.
    'self-hosted-2025-fixed': {
        ...SELF_HOSTED_2025,
        name: 'self-hosted-2025-fixed',
        statusPaging: 'limit-off-by-one',
        credits: 'none',
    },
};
/** The behaviour of a named profile; throws a `RangeError` naming the choices for an unknown name. */
export function serverProfile(name) {
    const profile = PROFILES[name];
    if (!profile) {
        throw new RangeError(`profile must be one of ${SERVER_PROFILE_NAMES.join(', ')}; got ${JSON.stringify(name)}`);
    }
    return profile;
}
/** The `creditsUsed` a status page shows: the bill, the pages (a server that bills nothing), or -1. */
export function reportedCredits(profile, job) {
    return profile.credits === 'count' ? job.creditsUsed : profile.credits === 'pages' ? job.completed : -1;
}
