/** One option of a tool. */
export interface ToolOption {
    name: string;
    type: 'string' | 'number' | 'boolean';
    required?: boolean;
    description: string;
}
/** One tool of the catalogue. */
export interface CatalogueTool {
    id: string;
    provider: string;
    capability: string;
    group: string;
    category: string;
    name: string;
    description: string;
    /** Credits per call, or per record when `perRecord`. */
    creditsCost: number;
    perRecord: boolean;
    options: ToolOption[];
    response: {
        about: string;
        key: string;
        fields: {
            name: string;
            type: string;
        }[];
    };
    /** Hosts (and their subdomains) whose pages the tool serves; `*.test` means every synthetic site. */
    domains: string[];
}
/** The catalogue of an emulator seeded with `seed`: every tool with its price. */
export declare function toolCatalogue(seed: number): CatalogueTool[];
/** Whether `tool` serves pages of `url`'s host. */
export declare function servesUrl(tool: CatalogueTool, url: string): boolean;
/** A tool as `domainTools` and the `alexandria` search source describe it, at the detail asked. */
export declare function discoveredTool(tool: CatalogueTool, detail: string | undefined): Record<string, unknown>;
/**
 * The tools a search's `alexandria` source finds: those sharing words with the query (name, description,
 * provider, capability), most shared first; with `domainTools`, also those serving a host the query names.
 */
export declare function searchTools(catalogue: readonly CatalogueTool[], query: string, options: {
    domainTools?: boolean | undefined;
    toolDetail?: string | undefined;
}): Record<string, unknown>[];
