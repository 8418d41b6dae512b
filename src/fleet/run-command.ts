/**
 * The command line a pipeline's run is: the same program a person runs, so a run in the fleet does exactly
 * what `crawlstream crawl … -o …` does. A run starts its job (`crawl`, `batch`), or exports the job an
 * earlier attempt started from the destination's cursor (`pages JOB --resume`), or checks a monitor's new
 * checks (`monitor export`).
 */
import type { PipelineSpec } from './pipelines-file.js';

/** How an attempt of a run goes on from what earlier attempts left. */
export type RunMode =
  /** Start the job (or adopt the one an earlier attempt started, which the destination holds nothing of). */
  | { kind: 'start'; maxCredits?: number | undefined }
  /** The destination holds an export of `jobId`: continue it from its cursor. */
  | { kind: 'resume'; jobId: string; jobKind: string };

/** The arguments after `crawlstream` of one attempt of `pipeline`'s run. */
export function runArgv(pipeline: PipelineSpec, mode: RunMode): string[] {
  const output = outputArgs(pipeline);
  const changes =
    pipeline.changes === 'all' ? ['--changes', 'all'] : pipeline.changes === true ? ['--changes'] : [];
  const common = [...output, ...changes, '--json', '--quiet'];
  if (pipeline.monitor) return ['monitor', 'export', pipeline.monitor.id, ...common];
  if (mode.kind === 'resume') {
    const batch = mode.jobKind === 'batch' ? ['--batch'] : [];
    return ['pages', mode.jobId, ...batch, ...common, '--resume'];
  }
  const budget = [
    ...(mode.maxCredits === undefined ? [] : ['--max-credits', String(mode.maxCredits)]),
    ...(pipeline.deadline === undefined ? [] : ['--deadline', pipeline.deadline]),
  ];
  const [command, request] = pipeline.crawl ? ['crawl', pipeline.crawl] : ['batch', pipeline.batch];
  return [command, '--request', JSON.stringify(request), ...common, ...budget, '--overwrite'];
}

/** `-o` and the flags that shape the destination. */
function outputArgs(p: PipelineSpec): string[] {
  const args = ['-o', p.output];
  const add = (flag: string, value: string | number | undefined) => {
    if (value !== undefined) args.push(flag, String(value));
  };
  add('--table', p.table);
  add('--write', p.write);
  add('--format', p.format);
  add('--partition-by', p.partitionBy);
  add('--state', p.state);
  add('--embed', p.embed?.model);
  add('--embed-url', p.embed?.url);
  add('--embed-dimensions', p.embed?.dimensions);
  add('--embed-concurrency', p.embed?.concurrency);
  add('--max-embed-tokens', p.embed?.maxTokens);
  add('--chunk-tokens', p.embed?.chunkTokens);
  add('--chunk-overlap', p.embed?.chunkOverlap);
  add('--tokenizer', p.embed?.tokenizer);
  return args;
}
