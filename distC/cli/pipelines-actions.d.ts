/**
 * The fleet actions of `crawlstream pipelines`: `apply` (the file's schedules into the job engine), `run`
 * (runs now) and `status` (what ran, what runs, what it cost), each against the fleet's Redis.
 */
import type { FleetConnection } from '../fleet/fleet-connection.js';
import type { PipelinesFile } from '../fleet/pipelines-file.js';
import { type CliContext } from './cli-context.js';
import type { ParsedInput } from './command.js';
/** Opens the fleet `--redis` (or `REDIS_URL`) names. */
export declare function fleetOf(flags: ParsedInput['flags'], ctx: CliContext): Promise<FleetConnection & {
    name: string;
}>;
/** `pipelines apply FILE`: the file (already read and checked) becomes the fleet's. */
export declare function applyAction(file: PipelinesFile, path: string, fleet: FleetConnection, ctx: CliContext): Promise<0>;
/** `pipelines run NAME… | --all`: a run of each now. */
export declare function runAction(input: ParsedInput, fleet: FleetConnection, ctx: CliContext): Promise<0>;
/** `pipelines status`: one line per pipeline (or the whole status as JSON). */
export declare function statusAction(fleet: FleetConnection & {
    name: string;
}, ctx: CliContext): Promise<0>;
