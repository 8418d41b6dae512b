/**
 * Reads the few fields S3 answers carry from their XML: flat, known element names, no attributes needed.
 * Not a general XML parser.
 */
/** The text of the first `<name>` element, decoded; `undefined` when there is none. */
export declare function xmlField(xml: string, name: string): string | undefined;
/** The inner XML of every `<name>` element. */
export declare function xmlItems(xml: string, name: string): string[];
/** Several fields of one item at once. */
export declare function xmlFields<K extends string>(xml: string, names: readonly K[]): Partial<Record<K, string>>;
