/**
 * crawlstream/emulator
 *
 * @packageDocumentation
 */
