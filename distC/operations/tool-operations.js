import { callTools, findTools } from './tools.js';
export function toolOperations(transport) {
    return {
        find: (opts) => findTools(transport, opts),
        call: (calls, opts) => callTools(transport, calls, opts),
    };
}
