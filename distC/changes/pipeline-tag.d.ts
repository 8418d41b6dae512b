/**
 * `crawlstream-NAME-HASH`: a pipeline's change-tracking tag, made of its name and a hash of where its state
 * is, so that two pipelines never compare against each other's scrapes.
 */
export declare function pipelineTag(name: string, where: string): string;
