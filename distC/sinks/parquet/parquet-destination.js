import { FileDestination } from '../file-destination.js';
import { isFileName } from '../file-target.js';
export class ParquetDestination extends FileDestination {
    constructor(path) {
        super(path, 'parquet');
    }
    async open({ resume, fence }) {
        const { toParquet } = await import('./to-parquet.js');
        return { sink: toParquet(this.name, { resume, overwrite: !resume, fence }) };
    }
}
export const parquetKind = {
    kind: 'parquet',
    describe: 'a Parquet file (-o FILE.parquet)',
    forms: 'end in .parquet',
    matches: (target) => isFileName(target) && /\.parquet$/i.test(target),
    create: (target) => new ParquetDestination(target),
};
