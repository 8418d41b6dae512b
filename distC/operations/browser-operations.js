import { browserCreate, browserDelete, browserExecute, browserList, } from './browser.js';
export function browserOperations(transport) {
    return {
        create: (request) => browserCreate(transport, request),
        list: (request) => browserList(transport, request),
        execute: (sessionId, request) => browserExecute(transport, sessionId, request),
        delete: (sessionId, opts) => browserDelete(transport, sessionId, opts),
    };
}
