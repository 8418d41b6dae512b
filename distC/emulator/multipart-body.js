/**
 * A `multipart/form-data` request body, read as the service's upload routes read it: text fields by name,
 * and files with their name, type and bytes. A body that is not well formed reads as no parts at all.
 */
export function readMultipart(body, boundary) {
    const result = { multipart: true, fields: {}, files: [] };
    const delimiter = Buffer.from(`--${boundary}`);
    let at = body.indexOf(delimiter);
    while (at !== -1) {
        const start = at + delimiter.length;
        // `--` after the delimiter closes the body.
        if (body.subarray(start, start + 2).toString() === '--')
            break;
        const next = body.indexOf(delimiter, start);
        if (next === -1)
            break;
        // The part: CRLF, headers, a blank line, the content, CRLF before the next delimiter.
        const part = body.subarray(start + 2, next - 2);
        const split = part.indexOf('\r\n\r\n');
        if (split !== -1)
            addPart(result, part.subarray(0, split).toString('utf8'), part.subarray(split + 4));
        at = next;
    }
    return result;
}
function addPart(result, head, content) {
    const disposition = /content-disposition:([^\r\n]*)/i.exec(head)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined)
        return;
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    if (filename === undefined) {
        result.fields[name] = content.toString('utf8');
        return;
    }
    const contentType = /content-type:\s*([^\r\n]*)/i.exec(head)?.[1]?.trim() ?? 'application/octet-stream';
    result.files.push({ field: name, filename: safeDecode(filename), contentType, bytes: content });
}
/** A file name with the form's `%22`-style escapes undone (a stray `%` stays as it is). */
function safeDecode(name) {
    try {
        return decodeURIComponent(name);
    }
    catch {
        return name;
    }
}
