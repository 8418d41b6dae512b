import { agentSnapshot, agentStatus, agentThread, agentTrace, cancelAgent, listAgents, startAgent, } from './agent.js';
export function agentOperations(transport) {
    return {
        start: (request) => startAgent(transport, request),
        status: (jobId) => agentStatus(transport, jobId),
        list: (request) => listAgents(transport, request),
        cancel: (jobId) => cancelAgent(transport, jobId),
        trace: (jobId, opts) => agentTrace(transport, jobId, opts),
        snapshot: (jobId, snapshotId) => agentSnapshot(transport, jobId, snapshotId),
        thread: (threadId, opts) => agentThread(transport, threadId, opts),
    };
}
