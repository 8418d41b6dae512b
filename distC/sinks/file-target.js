/** Whether `target` can name a single file: no URL scheme (`s3://`, `postgres://`) and no folder (`DIR/`). */
export function isFileName(target) {
    return target !== undefined && !/^[a-z][a-z0-9+.-]*:\/\//i.test(target) && !target.endsWith('/');
}
