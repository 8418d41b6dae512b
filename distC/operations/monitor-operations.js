import { monitorCheckPages, } from './monitor-check-pages.js';
import { createMonitor, deleteMonitor, getMonitor, listMonitorChecks, listMonitors, runMonitor, updateMonitor, } from './monitors.js';
export function monitorOperations(transport) {
    return {
        create: (request) => createMonitor(transport, request),
        list: (request) => listMonitors(transport, request),
        get: (monitorId) => getMonitor(transport, monitorId),
        update: (monitorId, request) => updateMonitor(transport, monitorId, request),
        delete: (monitorId) => deleteMonitor(transport, monitorId),
        run: (monitorId) => runMonitor(transport, monitorId),
        checks: (monitorId, request) => listMonitorChecks(transport, monitorId, request),
        checkPages: (monitorId, checkId, opts) => monitorCheckPages(transport, monitorId, checkId, opts),
    };
}
