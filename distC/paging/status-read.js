/**
 * The run's status read. A read counts as in flight (`stats.readsInFlight`) until the head of its answer
 * arrives: the time the server spends on it.
 */
export function createStatusRead(context) {
    const { transport, path, parse, stats } = context;
    return async ({ query, at, buffer, signal, admit }) => {
        stats.requests++;
        stats.readsInFlight++;
        stats.maxReadsInFlight = Math.max(stats.maxReadsInFlight, stats.readsInFlight);
        let atServer = true;
        const headArrived = () => {
            if (atServer)
                stats.readsInFlight--;
            atServer = false;
        };
        const graceLeft = context.notFoundUntil - Date.now();
        const response = await transport
            .readPage({
            method: 'GET',
            path,
            query: { ...query, skip: at },
            signal,
            ...(graceLeft > 0 ? { notFoundGraceMs: graceLeft } : {}),
            onRetry: (info) => {
                stats.requests++;
                stats.retries++;
                context.onRetry(info.error.status === 429);
            },
        }, {
            parse,
            buffer,
            ...(admit
                ? {
                    admit: () => {
                        headArrived();
                        return admit();
                    },
                }
                : {}),
        })
            .finally(headArrived);
        return { page: response.data, status: response.status, body: response.bytes };
    };
}
