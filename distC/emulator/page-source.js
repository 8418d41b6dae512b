/** A frontier over a fixed list of URLs (batch scrape jobs). */
export function listFrontier(urls) {
    let index = 0;
    return () => (index < urls.length ? urls[index++] : undefined);
}
