/** Hands a warning to `onWarning`, or to `process.emitWarning` when no callback was given. */
export function surfaceWarning(warning, options, where) {
    if (!warning)
        return;
    if (options.onWarning)
        options.onWarning(warning);
    else
        process.emitWarning(`${where}: ${warning}`, { code: 'CRAWLSTREAM_SERVICE_WARNING' });
}
