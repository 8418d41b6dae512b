/**
 * The `diff` of a `changed` page in `git-diff` mode, in the service's shape: `text` as unified diff hunks
 * (no file header), `json` as the hunks parsed (`files[].chunks[].changes[]`). The emulator makes one hunk:
 * the lines between the common head and tail of the two texts, removed then added, with three lines of
 * context on each side. It is a correct diff, not always the shortest one.
 */
/** One line of a hunk, as the service's parsed diff gives it. */
export type DiffLine = {
    type: 'normal';
    normal: true;
    ln1: number;
    ln2: number;
    content: string;
} | {
    type: 'del';
    del: true;
    ln: number;
    content: string;
} | {
    type: 'add';
    add: true;
    ln: number;
    content: string;
};
/** `changeTracking.diff`. */
export interface ChangeDiff {
    text: string;
    json: {
        files: {
            from: null;
            to: null;
            chunks: {
                content: string;
                changes: DiffLine[];
            }[];
        }[];
    };
}
/** The diff from `before` to `after`, or `undefined` when their lines are the same. */
export declare function markdownDiff(before: string, after: string): ChangeDiff | undefined;
