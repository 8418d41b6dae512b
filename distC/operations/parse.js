/**
 * `parse(file, options)`: uploads one file to `POST /v2/parse` as `multipart/form-data` and emits the
 * document the service made of it. A file on disk is streamed from disk (a large PDF is never held in
 * memory), and read again from the start for a retry; bytes in memory are sent as they are.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { ValidationError } from '../errors/errors.js';
import { multipartUpload } from '../http/multipart.js';
import { ScrapeResponse } from '../schemas/index.js';
import { PARSE_EXTENSIONS, ParseOptions } from '../schemas/parse.js';
import { parseInput } from '../schemas/parse-input.js';
import { abortable } from './abortable.js';
import { requestBody } from './request-body.js';
const CONTENT_TYPES = {
    '.html': 'text/html',
    '.htm': 'text/html',
    '.pdf': 'application/pdf',
    '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    '.doc': 'application/msword',
    '.odt': 'application/vnd.oasis.opendocument.text',
    '.rtf': 'application/rtf',
    '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    '.xls': 'application/vnd.ms-excel',
};
/** The file name's extension, checked against the types the service parses. */
function checkedType(filename, field) {
    const extension = extname(filename).toLowerCase();
    const type = CONTENT_TYPES[extension];
    if (type === undefined) {
        throw new ValidationError(`Invalid parse request: ${field}: ${filename} is not a file type the service parses (${PARSE_EXTENSIONS.join(', ')}) (file_type). Nothing was sent.`, [{ path: field, rule: 'file_type', message: `must end in ${PARSE_EXTENSIONS.join(', ')}` }]);
    }
    return type;
}
async function filePart(input) {
    if (typeof input === 'string' || 'path' in input) {
        const path = typeof input === 'string' ? input : input.path;
        const filename = (typeof input === 'string' ? undefined : input.filename) ?? basename(path);
        const type = checkedType(filename, 'file');
        const { size } = await stat(path);
        const contentType = (typeof input === 'string' ? undefined : input.contentType) ?? type;
        return { field: 'file', filename, contentType, length: size, open: () => createReadStream(path) };
    }
    const type = checkedType(input.filename, 'filename');
    const bytes = typeof input.data === 'string' ? Buffer.from(input.data) : Buffer.from(input.data);
    return {
        field: 'file',
        filename: input.filename,
        contentType: input.contentType ?? type,
        length: bytes.length,
        open: async function* () {
            yield bytes;
        },
    };
}
/**
 * Parses one file (`POST /v2/parse`); emits the document (`markdown` and the asked formats, `metadata`).
 * Bad options and unknown file types are refused before anything is sent. Not retried once the upload was
 * sent: the service bills each parse.
 *
 * @example
 * ```ts
 * const doc = await lastValueFrom(client.parse('report.pdf', { formats: ['markdown'] }));
 * ```
 */
export function parse(transport, input, options = {}) {
    return abortable(async (signal) => {
        const checked = parseInput(ParseOptions, options, 'parse options');
        const file = await filePart(input);
        const upload = multipartUpload({ options: JSON.stringify(checked) }, file);
        const timeoutMs = checked.timeout === undefined ? undefined : checked.timeout + 5_000;
        const res = await requestBody(transport, { method: 'POST', path: '/v2/parse', upload, signal, ...(timeoutMs ? { timeoutMs } : {}) }, ScrapeResponse);
        return [res.data.data];
    });
}
