/** The version of {@link PipelineState}'s shape. */
export const PIPELINE_STATE_VERSION = 1;
/**
 * Reads the state of the pipeline that writes to `destination`. `state`: the file a file output's
 * pipeline keeps its state in, when not beside it (`--state`); `jobId`: the export of that job, where the
 * destination keeps one per job (a table), instead of its latest one.
 */
export async function readPipelineState(destination, options = {}) {
    const checkpoint = options.jobId === undefined && destination.latestCheckpoint
        ? await destination.latestCheckpoint()
        : await destination.readCheckpoint?.(options.jobId);
    const exportState = checkpoint?.jobId == null
        ? null
        : {
            jobId: checkpoint.jobId,
            kind: checkpoint.kind,
            cursor: checkpoint.cursor.skip,
            records: checkpoint.records,
            jsonBytes: checkpoint.jsonBytes,
            complete: checkpoint.complete,
            updatedAt: checkpoint.updatedAt,
        };
    return {
        version: PIPELINE_STATE_VERSION,
        destination: { kind: destination.kind, name: destination.name },
        export: exportState,
        changes: await changeState(destination, options.state, exportState?.jobId),
    };
}
async function changeState(destination, stateFile, jobId) {
    if (destination.pipelineState === undefined)
        return null;
    const store = await destination.pipelineState(stateFile).open();
    const [urls, loads] = [await store.readState(), await store.readLoads()];
    const journal = jobId === undefined ? undefined : await store.readJournal(jobId);
    if (urls.size === 0 && loads.length === 0 && journal === undefined)
        return null;
    let removed = 0;
    for (const entry of urls.values())
        if (entry.removed)
            removed++;
    const run = journal
        ? {
            jobId: journal.header.jobId,
            kind: journal.header.kind,
            startedAt: journal.header.startedAt,
            verdicts: journal.entries.length,
            ...(journal.lastPage ? { next: journal.lastPage.next, status: journal.lastPage.status } : {}),
        }
        : null;
    return { store: store.name, urls: urls.size, removed, run, loads };
}
