/**
 * `POST /v1/embeddings` and `GET /v1/models`, as an OpenAI-compatible embeddings server answers them, on the
 * emulator's own port: vectors from the emulator's deterministic embedder (`embeddings/hash-embedder.ts`),
 * `usage.prompt_tokens` as it counts them, and OpenAI's error shape. Latency, rate limits and faults apply
 * by route name (`embeddings`, `models`) as on every other route. Like a local embeddings server, it asks
 * for no key.
 */
import { countTokens, DEFAULT_DIMENSIONS, embedText } from '../embeddings/hash-embedder.js';
import { jsonReply } from '../http-reply.js';
/**
 * The models the emulator answers to: one embedder under the names clients ask for, each with its model's
 * own length of vector unless the request asks for another.
 */
export const EMBEDDING_DIMENSIONS = {
    'crawlstream-hash': DEFAULT_DIMENSIONS,
    'text-embedding-3-small': 1536,
    'text-embedding-3-large': 3072,
    'text-embedding-ada-002': 1536,
    'nomic-embed-text': 768,
};
export const EMBEDDING_MODELS = Object.keys(EMBEDDING_DIMENSIONS);
/** Inputs in one request, and tokens in one input, as OpenAI bounds them. */
const MAX_INPUTS = 2048;
const MAX_INPUT_TOKENS = 8192;
const MAX_DIMENSIONS = 3072;
/** When the models were "created", for `GET /v1/models`. */
const CREATED = 1_735_689_600;
/** OpenAI's error answer. */
function openAiError(status, message, param, code) {
    return jsonReply(status, { error: { message, type: 'invalid_request_error', param, code } });
}
/** The texts of `input`: a string, a list of strings, or token lists (embedded as their ids' text). */
function inputTexts(input) {
    const one = (item) => {
        if (typeof item === 'string')
            return item;
        if (Array.isArray(item) && item.length > 0 && item.every((t) => Number.isInteger(t)))
            return item.join(' ');
        return undefined;
    };
    if (typeof input === 'string')
        return [input];
    if (!Array.isArray(input) || input.length === 0)
        return undefined;
    if (input.every((t) => Number.isInteger(t)))
        return [input.join(' ')];
    const texts = input.map(one);
    return texts.every((t) => t !== undefined) ? texts : undefined;
}
/** Float32 little-endian bytes of a vector, base64: `encoding_format: 'base64'`. */
function base64Vector(vector) {
    return Buffer.from(new Float32Array(vector).buffer).toString('base64');
}
function embeddings({ body }) {
    const request = (body ?? {});
    const { model, input, dimensions, encoding_format: format } = request;
    if (typeof model !== 'string' || model === '')
        return openAiError(400, 'you must provide a model parameter', 'model', null);
    if (!EMBEDDING_MODELS.includes(model))
        return openAiError(404, `The model \`${model}\` does not exist or you do not have access to it.`, null, 'model_not_found');
    const texts = inputTexts(input);
    if (texts === undefined || texts.some((t) => t === ''))
        return openAiError(400, "'input' must be a non-empty string, or a list of them (or of token lists)", 'input', null);
    if (texts.length > MAX_INPUTS)
        return openAiError(400, `'input' holds ${texts.length} items; at most ${MAX_INPUTS} per request`, 'input', null);
    const dims = dimensions ?? EMBEDDING_DIMENSIONS[model];
    if (!Number.isInteger(dims) || dims < 1 || dims > MAX_DIMENSIONS)
        return openAiError(400, `'dimensions' must be an integer from 1 to ${MAX_DIMENSIONS}`, 'dimensions', null);
    if (format !== undefined && format !== 'float' && format !== 'base64')
        return openAiError(400, "'encoding_format' must be float or base64", 'encoding_format', null);
    const tokens = texts.map(countTokens);
    const longest = Math.max(...tokens);
    if (longest > MAX_INPUT_TOKENS) {
        const message = `This model's maximum context length is ${MAX_INPUT_TOKENS} tokens, however you requested ${longest} tokens in one input.`;
        return openAiError(400, message, 'input', null);
    }
    const data = texts.map((text, index) => {
        const vector = embedText(text, dims);
        return { object: 'embedding', index, embedding: format === 'base64' ? base64Vector(vector) : vector };
    });
    const used = tokens.reduce((sum, n) => sum + n, 0);
    return jsonReply(200, { object: 'list', data, model, usage: { prompt_tokens: used, total_tokens: used } });
}
function models() {
    const data = EMBEDDING_MODELS.map((id) => ({
        id,
        object: 'model',
        created: CREATED,
        owned_by: 'crawlstream-emulator',
    }));
    return jsonReply(200, { object: 'list', data });
}
/** The embeddings server's routes, under `/v1`. */
export const embeddingRoutes = [
    { method: 'POST', path: '/embeddings', name: 'embeddings', api: 'v1', keyless: true, handle: embeddings },
    { method: 'GET', path: '/models', name: 'models', api: 'v1', keyless: true, handle: models },
];
