/** One line for an error: its message plus status and request path when the library attached them. */
export declare function describeError(error: unknown): string;
