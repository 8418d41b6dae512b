/**
 * `crawlstream dashboard`: serves the fleet's status page (`/`) and its reading as JSON (`/status.json`),
 * read from Redis on each request. Bound to 127.0.0.1 unless told otherwise: the page names pipelines and
 * destinations (never a password), which a team may not want on every network.
 */
import { createServer } from 'node:http';
import { dashboardPage } from './dashboard-page.js';
import { openFleet } from './fleet-connection.js';
import { fleetStatus } from './fleet-status.js';
export async function startDashboard(options) {
    const fleet = await openFleet(options.redis);
    const read = () => fleetStatus(fleet.redis, fleet.queue, fleet.records, options.redis.name, Date.now());
    const server = createServer((req, res) => {
        const path = new URL(req.url ?? '/', 'http://dashboard').pathname;
        if (req.method !== 'GET' || (path !== '/' && path !== '/status.json')) {
            res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
            return;
        }
        read().then((status) => {
            const json = path === '/status.json';
            res.writeHead(200, {
                'content-type': json ? 'application/json' : 'text/html; charset=utf-8',
                'cache-control': 'no-store',
            });
            res.end(json ? JSON.stringify(status) : dashboardPage(status, options.refreshMs ?? 3000));
        }, (err) => {
            options.log(`dashboard: ${err.message}`);
            res
                .writeHead(503, { 'content-type': 'text/plain' })
                .end(`the fleet's Redis cannot be read: ${err.message}\n`);
        });
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port ?? 8080, options.host ?? '127.0.0.1', () => resolve());
    });
    const { address, port } = server.address();
    const host = address.includes(':') ? `[${address}]` : address;
    return {
        url: `http://${host}:${port}`,
        async close() {
            server.closeAllConnections();
            await new Promise((resolve) => server.close(() => resolve()));
            await fleet.close();
        },
    };
}
