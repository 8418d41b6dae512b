/**
 * The `diff` of a `changed` page in `git-diff` mode, in the service's shape: `text` as unified diff hunks
 * (no file header), `json` as the hunks parsed (`files[].chunks[].changes[]`). The emulator makes one hunk:
 * the lines between the common head and tail of the two texts, removed then added, with three lines of
 * context on each side. It is a correct diff, not always the shortest one.
 */
const CONTEXT = 3;
/** The diff from `before` to `after`, or `undefined` when their lines are the same. */
export function markdownDiff(before, after) {
    const a = before.split('\n');
    const b = after.split('\n');
    let head = 0;
    while (head < a.length && head < b.length && a[head] === b[head])
        head++;
    let tail = 0;
    while (tail < a.length - head &&
        tail < b.length - head &&
        a[a.length - 1 - tail] === b[b.length - 1 - tail]) {
        tail++;
    }
    if (head === a.length && head === b.length)
        return undefined;
    const from = Math.max(0, head - CONTEXT);
    const afterContext = Math.min(tail, CONTEXT);
    const changes = [];
    for (let i = from; i < head; i++) {
        changes.push({ type: 'normal', normal: true, ln1: i + 1, ln2: i + 1, content: ` ${a[i]}` });
    }
    for (let i = head; i < a.length - tail; i++)
        changes.push({ type: 'del', del: true, ln: i + 1, content: `-${a[i]}` });
    for (let i = head; i < b.length - tail; i++)
        changes.push({ type: 'add', add: true, ln: i + 1, content: `+${b[i]}` });
    for (let k = 0; k < afterContext; k++) {
        const i = a.length - tail + k;
        const j = b.length - tail + k;
        changes.push({ type: 'normal', normal: true, ln1: i + 1, ln2: j + 1, content: ` ${a[i]}` });
    }
    const oldCount = a.length - tail + afterContext - from;
    const newCount = b.length - tail + afterContext - from;
    const header = `@@ -${range(from, oldCount)} +${range(from, newCount)} @@`;
    return {
        text: `${[header, ...changes.map((c) => c.content)].join('\n')}\n`,
        json: { files: [{ from: null, to: null, chunks: [{ content: header, changes }] }] },
    };
}
/** A hunk's `start,count` (a hunk of no lines starts at the line before it, as diff writes it). */
function range(from, count) {
    return `${count === 0 ? from : from + 1},${count}`;
}
