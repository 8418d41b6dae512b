/**
 * Every route of the emulator, in the order requests are matched: the one list of routes and their names
 * (`RouteName`, `ROUTE_NAMES`).
 */
import { agentRoutes } from './agent-routes.js';
import { browserRoutes } from './browser-routes.js';
import { contentRoutes } from './content-routes.js';
import { embeddingRoutes } from './embedding-routes.js';
import { jobRoutes } from './job-routes.js';
import { monitorRoutes } from './monitor-routes.js';
import { parseRoutes } from './parse-routes.js';
import { researchRoutes } from './research-routes.js';
import { scrapeJobRoutes } from './scrape-job-routes.js';
import { teamRoutes } from './team-routes.js';
export const ROUTE_TABLE = [
    ...jobRoutes,
    ...contentRoutes,
    ...browserRoutes,
    ...teamRoutes,
    ...monitorRoutes,
    ...agentRoutes,
    ...scrapeJobRoutes,
    ...researchRoutes,
    ...parseRoutes,
    ...embeddingRoutes,
];
/** Every route name, once, in the table's order. */
export const ROUTE_NAMES = [...new Set(ROUTE_TABLE.map((route) => route.name))];
