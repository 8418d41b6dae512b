import { createHash } from 'node:crypto';
/**
 * `crawlstream-NAME-HASH`: a pipeline's change-tracking tag, made of its name and a hash of where its state
 * is, so that two pipelines never compare against each other's scrapes.
 */
export function pipelineTag(name, where) {
    const hash = createHash('sha256').update(where).digest('hex').slice(0, 8);
    return `crawlstream-${name.replace(/[^A-Za-z0-9_.-]/g, '_')}-${hash}`;
}
