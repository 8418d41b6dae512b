/**
 * Progress of a streaming operation, reported after every status page (empty ones too), so a command-line
 * program can draw a bar without counting documents itself.
 */
export {};
