/**
 * Replaces `path` with `content` atomically and durably (see the module). `beforeRename` runs once the
 * new content is on disk, right before it takes the old one's place: a last check that may refuse it.
 */
export declare function writeFileDurably(path: string, content: string | Uint8Array, beforeRename?: () => Promise<void>): Promise<void>;
/** Makes a rename or unlink in `dir` durable. Some platforms cannot open a folder; there it is a no-op. */
export declare function syncDir(dir: string): Promise<void>;
