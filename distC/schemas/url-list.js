import { isTargetUrl } from './target-url.js';
/**
 * Checks a URL list against the caller's `ignoreInvalidURLs` choice: when it is `false` the service
 * fails on an invalid URL, so the client fails first; otherwise the service skips invalid ones and
 * reports them in `invalidURLs`, so they are let through.
 */
export function checkUrlList(value, ctx) {
    if (value.ignoreInvalidURLs !== false)
        return;
    value.urls.forEach((url, index) => {
        if (!isTargetUrl(url)) {
            ctx.addIssue({
                code: 'custom',
                path: ['urls', index],
                message: 'must be an http(s) URL with a top-level domain or an IP address when ignoreInvalidURLs is false',
                input: url,
            });
        }
    });
}
