/** `1 document`, `2 documents`: a count with its noun in the right number. */
export declare function plural(count: number, singular: string, pluralForm?: string): string;
