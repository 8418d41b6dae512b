/** One line for an error: its message plus status and request path when the library attached them. */
export function describeError(error) {
    if (!(error instanceof Error))
        return String(error);
    const details = error;
    // The library's messages usually name the request and status already; add them only when missing.
    const where = details.method && details.path && !error.message.includes(details.path)
        ? ` (${details.method} ${details.path})`
        : '';
    // A 2xx status says nothing about a failure (a job that failed to start is answered with 200).
    const status = details.status !== undefined &&
        (details.status < 200 || details.status >= 300) &&
        !error.message.includes(String(details.status))
        ? ` [HTTP ${details.status}]`
        : '';
    return `${error.name}: ${error.message}${status}${where}`;
}
