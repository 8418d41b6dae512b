/**
 * crawlstream: stream the Firecrawl v2 API into RxJS pipelines and files.
 *
 * @packageDocumentation
 */
export * from './webhooks/index.js';
