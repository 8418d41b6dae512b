/**
 * A pipeline's state in its dataset (a directory or `s3://bucket/prefix/`), so a fresh machine continues
 * where the last one stopped: the state at `_crawlstream/state.jsonl` and the loads log at
 * `_crawlstream/loads.jsonl`, each replaced atomically (a rename, or one `PUT`), and listed in the dataset's
 * manifest. The journal of the run in progress is local, beside the dataset's staging folder, as its
 * checkpoint is: only a resume on the same machine needs it.
 */
import type { ChangeStore, FenceGuard } from '../../changes/change-store.js';
import { type S3TargetOptions } from './dataset-target.js';
/** The dataset objects of a pipeline's state, as its manifest lists them. */
export declare const DATASET_STATE_FILES: readonly ['_crawlstream/state.jsonl', '_crawlstream/loads.jsonl'];
/** A {@link ChangeStore} in the dataset at `target` (see the module). */
export declare function datasetChangeStore(target: string, options?: S3TargetOptions, guard?: FenceGuard): ChangeStore;
