import { type Destination, type DestinationKind, type DestinationSettings } from './destination.js';
/**
 * Adds a kind of destination: `destinationFor` (and the `crawlstream` program in this process) then
 * recognises the targets it `matches`, before the built-in kinds. Registering a kind of the same name again
 * replaces it.
 */
export declare function registerDestination(kind: DestinationKind): void;
/** Every kind, in the order they are asked: registered ones (newest first), then the built-in ones. */
export declare function destinationKinds(): readonly DestinationKind[];
/**
 * The destination `target` names (`undefined` or `-`: stdout). An option given to a kind that does not read
 * it, a bad option or a target no kind recognises throws a `ValidationError` naming the option (`output` for
 * the target) and the rule, before anything is opened.
 */
export declare function destinationFor(target: string | undefined, settings?: DestinationSettings): Destination;
