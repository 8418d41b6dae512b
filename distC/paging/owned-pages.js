/** Makes `make(undefined)` the stream everybody gets, and `make(owner)` the one `ownedBy(owner)` returns. */
export function pageStreamOf(make) {
    return Object.assign(make(undefined), { ownedBy: (owner = {}) => make(owner) });
}
/** Whether `source` is a client's own page stream, which offers {@link PageStream.ownedBy}. */
export function isPageStream(source) {
    return typeof source.ownedBy === 'function';
}
