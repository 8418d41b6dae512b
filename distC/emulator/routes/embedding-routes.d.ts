import { type Reply } from '../http-reply.js';
import type { RouteContext } from './route-context.js';
/**
 * The models the emulator answers to: one embedder under the names clients ask for, each with its model's
 * own length of vector unless the request asks for another.
 */
export declare const EMBEDDING_DIMENSIONS: {
    readonly 'crawlstream-hash': 256;
    readonly 'text-embedding-3-small': 1536;
    readonly 'text-embedding-3-large': 3072;
    readonly 'text-embedding-ada-002': 1536;
    readonly 'nomic-embed-text': 768;
};
export declare const EMBEDDING_MODELS: (keyof typeof EMBEDDING_DIMENSIONS)[];
declare function embeddings({ body }: RouteContext): Reply;
declare function models(): Reply;
/** The embeddings server's routes, under `/v1`. */
export declare const embeddingRoutes: readonly [{
    readonly method: 'POST';
    readonly path: '/embeddings';
    readonly name: 'embeddings';
    readonly api: 'v1';
    readonly keyless: true;
    readonly handle: typeof embeddings;
}, {
    readonly method: 'GET';
    readonly path: '/models';
    readonly name: 'models';
    readonly api: 'v1';
    readonly keyless: true;
    readonly handle: typeof models;
}];
export {};
