/**
 * The words of change-aware exports: what a document is against the pipeline's last run, what the pipeline
 * remembers of a URL, and the record each run leaves in the loads log.
 */
export const CHANGE_STATUSES = ['new', 'changed', 'same', 'removed'];
