/**
 * A `multipart/form-data` body of some small text fields and one file, streamed: the file's bytes are read
 * from its source as the body is sent, never held whole, and the length is known up front (sent as
 * `content-length`, which some servers require for uploads).
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
/** Quotes a header parameter as browsers do in form data (`"` and line breaks escaped). */
function quoted(value) {
    return `"${value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;
}
/** The upload of `fields` (JSON text each, `application/json`) and `file`. */
export function multipartUpload(fields, file) {
    const boundary = `----crawlstream${randomBytes(12).toString('hex')}`;
    let head = '';
    for (const [name, value] of Object.entries(fields)) {
        head += `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(name)}\r\nContent-Type: application/json\r\n\r\n${value}\r\n`;
    }
    head += `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(file.field)}; filename=${quoted(file.filename)}\r\nContent-Type: ${file.contentType}\r\n\r\n`;
    const headBytes = Buffer.from(head);
    const tailBytes = Buffer.from(`\r\n--${boundary}--\r\n`);
    return {
        contentType: `multipart/form-data; boundary=${boundary}`,
        length: headBytes.length + file.length + tailBytes.length,
        open: () => Readable.from((async function* () {
            yield headBytes;
            let sent = 0;
            for await (const chunk of file.open()) {
                sent += chunk.length;
                yield chunk;
            }
            // A file that changed size while it was sent would make the announced length a lie.
            if (sent !== file.length) {
                throw new Error(`${file.filename} changed while it was uploaded (${sent} bytes, not ${file.length})`);
            }
            yield tailBytes;
        })(), { objectMode: false }),
    };
}
