/**
 * Which URLs a crawl could have found: tombstones are written only for those. A URL the pipeline knows
 * from an earlier run but that lies outside this crawl's start URL, its path filters or its host rules is
 * not gone, just not looked at.
 */
/** The scope fields of a crawl request. */
export function crawlScope(request) {
    const scope = { url: request.url };
    for (const key of [
        'includePaths',
        'excludePaths',
        'regexOnFullURL',
        'crawlEntireDomain',
        'allowSubdomains',
        'allowExternalLinks',
        'limit',
        'maxDiscoveryDepth',
    ]) {
        if (request[key] !== undefined)
            scope[key] = request[key];
    }
    return scope;
}
/** Whether a crawl of `scope` could have found a URL: the start URL parsed and the patterns compiled once. */
export function scopeFilter(scope) {
    let start;
    try {
        start = new URL(scope.url);
    }
    catch {
        return () => false;
    }
    const include = (scope.includePaths ?? []).map((p) => new RegExp(p));
    const exclude = (scope.excludePaths ?? []).map((p) => new RegExp(p));
    return (url) => {
        let target;
        try {
            target = new URL(url);
        }
        catch {
            return false;
        }
        return inScope(scope, start, target, include, exclude);
    };
}
function inScope(scope, start, target, include, exclude) {
    const host = start.hostname.replace(/^www\./, '');
    const targetHost = target.hostname.replace(/^www\./, '');
    const sameHost = targetHost === host;
    const subdomain = targetHost.endsWith(`.${host}`);
    if (!sameHost && !(scope.allowSubdomains && subdomain) && !scope.allowExternalLinks)
        return false;
    if (sameHost && !scope.crawlEntireDomain) {
        const base = start.pathname.replace(/\/$/, '');
        if (base !== '' && target.pathname !== base && !target.pathname.startsWith(`${base}/`))
            return false;
    }
    const subject = scope.regexOnFullURL ? target.href : target.pathname;
    if (include.length > 0 && !include.some((re) => re.test(subject)))
        return false;
    if (exclude.some((re) => re.test(subject)))
        return false;
    return true;
}
