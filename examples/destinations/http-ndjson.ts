/**
 * A destination of your own, written only against the public API: `-o ndjson+http://HOST/PATH` POSTs each
 * page's documents as one NDJSON batch to `http://HOST/PATH`. The endpoint keeps the export's cursor with
 * the lines: each batch says which job and where in it it starts (`x-job-id`, `x-skip`, `x-next-skip`), the
 * endpoint drops lines it already holds, and `GET` answers `{ jobId, skip, records, jsonBytes }`. So a
 * failed export resumes where the endpoint says, and each document arrives once.
 *
 * Import it once (`registerDestination` runs): `destinationFor('ndjson+http://…')` then makes one, and so
 * does the `crawlstream` program, given the module in `CRAWLSTREAM_DESTINATIONS`.
 */
import { concatMap, last, type OperatorFunction } from 'rxjs';
import {
  type Checkpoint,
  type Destination,
  type DestinationExport,
  type ExportKind,
  type OpenOptions,
  registerDestination,
  type SinkPage,
  type SinkSummary,
} from '../../src/sinks/index.js';

export class HttpNdjsonDestination implements Destination {
  readonly kind = 'ndjson+http';
  readonly keptAfterFailure = 'The endpoint keeps the batches it took and their cursor.';
  readonly #url: string;

  constructor(readonly name: string) {
    this.#url = name.replace(/^ndjson\+/, '');
  }

  /** A new export (not `resume`) starts the endpoint afresh. */
  async open({ resume }: OpenOptions): Promise<DestinationExport> {
    if (!resume) await this.#ask('DELETE');
    const post = async (page: SinkPage): Promise<SinkSummary> => {
      const release = page.hold();
      try {
        const skip = page.cursor.skip;
        const headers = {
          'content-type': 'application/x-ndjson',
          'x-job-id': page.jobId,
          'x-kind': page.kind,
          'x-skip': String(skip),
          'x-next-skip': String(page.nextCursor?.skip ?? skip + page.raw.length),
        };
        const body = page.raw.map((doc) => `${doc}\n`).join('');
        return this.#summary(await this.#ask('POST', { headers, body }), resume);
      } finally {
        release();
      }
    };
    const sink: OperatorFunction<SinkPage, SinkSummary> = (pages) =>
      pages.pipe(
        concatMap(post),
        last(undefined, undefined),
        concatMap(async (done) => done ?? this.#summary(await this.#ask('GET'), resume)),
      );
    return { sink };
  }

  /** The endpoint's cursor: the job it holds and where its lines end. */
  async readCheckpoint(): Promise<Checkpoint | undefined> {
    const { jobId, kind, skip, records, jsonBytes } = await this.#ask('GET');
    if (jobId === null) return undefined;
    const updatedAt = new Date().toISOString();
    const cursor = { skip };
    return {
      version: 1,
      format: 'jsonl',
      jobId,
      kind,
      cursor,
      records,
      bytes: jsonBytes,
      jsonBytes,
      complete: false,
      updatedAt,
    };
  }

  resumeArgs(): string[] {
    return ['-o', this.name, '--resume'];
  }

  /** One request to the endpoint; every answer is what it holds. */
  async #ask(method: string, init: RequestInit = {}): Promise<Held> {
    const answer = await fetch(this.#url, { ...init, method });
    if (!answer.ok) throw new Error(`${method} ${this.#url} answered ${answer.status}`);
    return (await answer.json()) as Held;
  }

  #summary(held: Held, resumed: boolean): SinkSummary {
    const { jobId, kind, skip, records, jsonBytes } = held;
    const cursor = { skip };
    return {
      path: this.name,
      format: 'jsonl',
      records,
      bytes: jsonBytes,
      jsonBytes,
      jobId,
      kind,
      cursor,
      resumed,
    };
  }
}

/** What the endpoint holds. */
interface Held {
  jobId: string | null;
  kind: ExportKind | null;
  skip: number;
  records: number;
  jsonBytes: number;
}

registerDestination({
  kind: 'ndjson+http',
  describe: 'an NDJSON endpoint (-o ndjson+http://HOST/PATH)',
  forms: 'be ndjson+http://HOST/PATH for an NDJSON endpoint',
  matches: (target) => target?.startsWith('ndjson+http://') ?? false,
  create: (target) => new HttpNdjsonDestination(target as string),
});
