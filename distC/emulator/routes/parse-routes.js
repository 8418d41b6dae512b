/**
 * `POST /parse` (the cloud service's): one uploaded file and its options, as `multipart/form-data`; the
 * answer is the document made of it. Billed as the service bills parsed PDFs: 1 credit, plus 1 per page
 * beyond the first (plus 1 with zero data retention).
 */
import { ParseOptions } from '../../schemas/parse.js';
import { errorReply, jsonReply } from '../http-reply.js';
import { parseUploadedFile } from '../parse-file.js';
import { paymentRequired } from '../team/payment.js';
import { validateBody } from '../validate-body.js';
function badRequest(path, message) {
    return errorReply(400, 'Bad Request', {
        code: 'BAD_REQUEST',
        details: [{ code: 'custom', path: [path], message }],
    });
}
function parse(context) {
    const body = context.body;
    if (body.multipart !== true)
        return badRequest('file', 'send the file as multipart/form-data');
    const file = body.files?.find((f) => f.field === 'file');
    if (!file || file.bytes.length === 0)
        return badRequest('file', 'a non-empty file is required');
    let options = {};
    if (body.fields?.options !== undefined) {
        try {
            options = JSON.parse(body.fields.options);
        }
        catch {
            return badRequest('options', 'options must be JSON');
        }
    }
    const checked = validateBody(ParseOptions, options);
    if (!checked.ok)
        return checked.reply;
    const parsed = parseUploadedFile(file.filename, file.bytes);
    if (typeof parsed === 'string')
        return badRequest('file', parsed);
    const { credits } = context.state;
    const cost = 1 + Math.max(0, parsed.pages - 1) + (checked.value.zeroDataRetention ? 1 : 0);
    const unpaid = paymentRequired(credits, cost);
    if (unpaid)
        return unpaid;
    credits?.charge(cost, context.now);
    const formats = (checked.value.formats ?? ['markdown']).map((f) => (typeof f === 'string' ? f : f.type));
    const doc = {};
    if (formats.includes('markdown'))
        doc.markdown = parsed.markdown;
    if (formats.includes('html') && parsed.html !== undefined)
        doc.html = parsed.html;
    if (formats.includes('rawHtml') && parsed.html !== undefined)
        doc.rawHtml = parsed.html;
    doc.metadata = {
        title: parsed.title,
        sourceURL: file.filename,
        contentType: file.contentType,
        numPages: parsed.pages,
        statusCode: 200,
        creditsUsed: cost,
        scrapeId: context.state.newId(context.now),
    };
    return jsonReply(200, { success: true, data: doc });
}
export const parseRoutes = [
    { method: 'POST', path: '/parse', name: 'parse', cloudOnly: true, handle: parse },
];
