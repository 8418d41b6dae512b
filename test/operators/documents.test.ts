import { lastValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { documents } from '../../src/operators/documents.js';
import { makeDocs } from '../paging/paging-server.js';
import { scriptedPaging } from '../paging/scripted-paging.js';

const { setup, stream } = scriptedPaging();

describe('documents', () => {
  it("emits each document of each page once, in the job's order, parsed from the page's bytes", async () => {
    const docs = makeDocs(10);
    const { transport: t } = await setup({ docs, status: 'completed', pageSize: 3 });
    const got = await lastValueFrom(stream(t).pipe(documents(), toArray()));
    expect(got).toEqual(docs);
  });
});
