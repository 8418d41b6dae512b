/**
 * crawlstream/operators
 *
 * @packageDocumentation
 */
