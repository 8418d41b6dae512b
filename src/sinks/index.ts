/**
 * crawlstream/sinks
 *
 * @packageDocumentation
 */
