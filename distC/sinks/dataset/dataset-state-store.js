/**
 * A pipeline's state in its dataset (a directory or `s3://bucket/prefix/`), so a fresh machine continues
 * where the last one stopped: the state at `_crawlstream/state.jsonl` and the loads log at
 * `_crawlstream/loads.jsonl`, each replaced atomically (a rename, or one `PUT`), and listed in the dataset's
 * manifest. The journal of the run in progress is local, beside the dataset's staging folder, as its
 * checkpoint is: only a resume on the same machine needs it.
 */
import { TextChangeStore } from '../../changes/text-change-store.js';
import { openTarget } from './dataset-target.js';
import { stagingFolder } from './staging.js';
/** The dataset objects of a pipeline's state, as its manifest lists them. */
export const DATASET_STATE_FILES = ['_crawlstream/state.jsonl', '_crawlstream/loads.jsonl'];
/** A {@link ChangeStore} in the dataset at `target` (see the module). */
export function datasetChangeStore(target, options = {}, guard) {
    const key = (object) => object === 'state' ? DATASET_STATE_FILES[0] : DATASET_STATE_FILES[1];
    const withTarget = async (use) => {
        const dataset = openTarget(target, options);
        try {
            return await use(dataset);
        }
        finally {
            await dataset.close();
        }
    };
    const name = openTargetUrl(target);
    return new TextChangeStore({
        name: `${name}_crawlstream/`,
        read: (object) => withTarget(async (dataset) => (await dataset.readText(key(object))) ?? ''),
        write: (object, text) => withTarget((dataset) => dataset.putText(key(object), text)),
    }, `${stagingFolder(target, options.stagingDir)}.journal`, guard);
}
function openTargetUrl(target) {
    return target.endsWith('/') ? target : `${target}/`;
}
