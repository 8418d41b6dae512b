/**
 * Checks each pipeline's destination as the program does before a run, before any pipeline runs: `-o` and
 * its options name a kind of destination, the destination can do what the pipeline asks of it (keep a
 * change-aware pipeline's state, take a monitor's checks), its own check passes, and a database that keeps
 * its cursor with its rows can be reached.
 */
import { isNotOffered } from '../errors/errors.js';
import { fenceRefusal } from '../sinks/destination.js';
import { destinationFor } from '../sinks/destinations.js';
import { destinationOptions } from './pipelines-file.js';
/** The destination options' names in a pipelines file, where they differ from the library's. */
const FIELD = {
    parts: 'format',
    embed: 'embed.model',
    embedUrl: 'embed.url',
    embedDimensions: 'embed.dimensions',
    embedConcurrency: 'embed.concurrency',
    maxEmbedTokens: 'embed.maxTokens',
    chunkTokens: 'embed.chunkTokens',
    chunkOverlap: 'embed.chunkOverlap',
    tokenizer: 'embed.tokenizer',
};
/** Checks every pipeline's destination; one that fails does not stop the others. */
export async function checkPipelines(file, env) {
    const checks = [];
    for (const pipeline of file.pipelines)
        checks.push(await checkPipeline(pipeline, env));
    return checks;
}
async function checkPipeline(pipeline, env) {
    const { name } = pipeline;
    let destinationName;
    try {
        const options = destinationOptions(pipeline);
        const destination = destinationFor(pipeline.output, { options, env });
        destinationName = destination.name;
        const changes = pipeline.changes !== undefined && pipeline.changes !== false;
        if (changes || pipeline.monitor) {
            if (destination.pipelineState === undefined)
                return {
                    name,
                    destination: destination.name,
                    problem: `changes: ${destination.name} keeps no pipeline state`,
                };
            destination.pipelineState(pipeline.state);
        }
        else if (pipeline.state !== undefined) {
            return { name, destination: destination.name, problem: 'state: only with changes' };
        }
        if (pipeline.monitor && destination.heldExport === undefined)
            return {
                name,
                destination: destination.name,
                problem: `output: ${destination.name} cannot take a monitor's checks`,
            };
        const unfenced = fenceRefusal(destination);
        if (unfenced !== undefined)
            return { name, destination: destination.name, problem: `output: ${unfenced}` };
        await destination.check?.();
        if (destination.cursorWithRows)
            await destination.readCheckpoint?.();
        return { name, destination: destination.name };
    }
    catch (err) {
        return { name, ...(destinationName ? { destination: destinationName } : {}), problem: problemOf(err) };
    }
}
/** `field: rule` of a destination's refusal; a failure to reach it, as it says. */
function problemOf(err) {
    const issues = err.issues;
    if (err?.name === 'ValidationError' && issues?.length) {
        return issues.map((i) => `${FIELD[i.path] ?? i.path}: ${i.message}`).join('; ');
    }
    const why = isNotOffered(err) ? 'not offered' : (err?.message ?? String(err));
    return `output: cannot be reached: ${why}`;
}
