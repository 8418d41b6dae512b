import { agentCommand } from './agent.js';
import { batchCommand } from './batch.js';
import { browserCommand } from './browser.js';
import { crawlCommand } from './crawl.js';
import { dashboardCommand } from './dashboard.js';
import { datasetsCommand } from './datasets.js';
import { demoCommand } from './demo.js';
import { developerCommand } from './developer.js';
import { doctorCommand } from './doctor.js';
import { emulatorCommand } from './emulator.js';
import { extractCommand } from './extract.js';
import { mapCommand } from './map.js';
import { monitorCommand } from './monitor.js';
import { pagesCommand } from './pages.js';
import { papersCommand } from './papers.js';
import { parseCommand } from './parse.js';
import { pipelinesCommand } from './pipelines.js';
import { queryCommand } from './query.js';
import { searchCommand } from './search.js';
import { stateCommand } from './state.js';
import { toolsCommand } from './tools.js';
import { usageCommand } from './usage.js';
import { workerCommand } from './worker.js';
/** Every subcommand, in the order `crawlstream --help` lists them. */
export const commands = [
    crawlCommand,
    batchCommand,
    pagesCommand,
    searchCommand,
    developerCommand,
    papersCommand,
    mapCommand,
    extractCommand,
    agentCommand,
    parseCommand,
    toolsCommand,
    browserCommand,
    monitorCommand,
    datasetsCommand,
    queryCommand,
    stateCommand,
    pipelinesCommand,
    workerCommand,
    dashboardCommand,
    usageCommand,
    doctorCommand,
    emulatorCommand,
    demoCommand,
];
