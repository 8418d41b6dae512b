/** Writes one line to stderr unless `--quiet`. */
export function info(ctx, line) {
    if (!ctx.global.quiet)
        ctx.stderr.write(`${line}\n`);
}
/** Writes a warning line to stderr, also with `--quiet` (which silences progress, not problems). */
export function warn(ctx, line) {
    ctx.stderr.write(`${line}\n`);
}
