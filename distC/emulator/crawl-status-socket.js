/**
 * `WebSocket /v2/crawl/{id}`: the service's push form of a crawl's status, which the official SDK's crawl
 * watcher uses. The key travels as the `Sec-WebSocket-Protocol` value. The server sends
 * `{type:"catchup", data:{success, status, total, completed, creditsUsed, expiresAt, data:[...]}}`, then
 * `{type:"document", data}` for each newly finished document, and closes with 1000 and the reason
 * `{"type":"done"}` once the job is no longer scraping. Failures close with 1008 (job not found) or 3000
 * (authentication), the reason being `{"type":"error","error":"…"}`.
 *
 * RFC 6455, as much as this needs: the handshake, unmasked text and close frames from the server, and the
 * client's close and ping frames.
 */
import { createHash } from 'node:crypto';
import { loggableHeaders } from './request-log.js';
import { reportedCredits } from './server-profile.js';
import { readStoredDocument } from './stored-document.js';
const HANDSHAKE_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
/** How often a socket looks for newly finished documents (the service polls once a second). */
const POLL_MS = 250;
const OPCODE_TEXT = 0x1;
const OPCODE_CLOSE = 0x8;
const OPCODE_PING = 0x9;
const OPCODE_PONG = 0xa;
/** Serves the crawl status sockets of one emulator; `close()` ends every one of them. */
export class CrawlStatusSockets {
    #state;
    #log;
    #open = new Set();
    /** `log` receives one entry per upgrade request (status 101 when it was accepted, else 404). */
    constructor(state, log) {
        this.#state = state;
        this.#log = log;
    }
    /** The `node:http` server's `upgrade` listener. */
    upgrade = (req, socket) => {
        const path = new URL(req.url ?? '/', 'http://emulator.invalid').pathname;
        const match = /^\/v2\/crawl\/([^/]+)\/?$/.exec(path);
        const key = req.headers['sec-websocket-key'];
        const accepted = match !== null && typeof key === 'string' && req.headers.upgrade?.toLowerCase() === 'websocket';
        this.#log.push({
            method: req.method ?? 'GET',
            path,
            query: {},
            headers: loggableHeaders(req.headers),
            status: accepted ? 101 : 404,
            time: this.#state.options.now(),
            faults: [],
        });
        if (!match || typeof key !== 'string' || !accepted) {
            socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
            return;
        }
        const protocols = (req.headers['sec-websocket-protocol'] ?? '')
            .split(',')
            .map((p) => p.trim())
            .filter((p) => p !== '');
        const accept = createHash('sha1')
            .update(key + HANDSHAKE_GUID)
            .digest('base64');
        socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
            `Sec-WebSocket-Accept: ${accept}\r\n` +
            (protocols[0] ? `Sec-WebSocket-Protocol: ${protocols[0]}\r\n` : '') +
            '\r\n');
        const entry = { socket };
        this.#open.add(entry);
        socket.on('close', () => {
            clearTimeout(entry.timer);
            this.#open.delete(entry);
        });
        socket.on('error', () => socket.destroy());
        socket.on('data', readClientFrames(socket));
        const { options, jobs } = this.#state;
        if (options.profile.authRequired && protocols[0] !== options.apiKey) {
            closeWith(socket, 3000, { type: 'error', error: 'Unauthorized' });
            return;
        }
        const id = decodeURIComponent(match[1]);
        const job = jobs.get(id, 'crawl', true);
        if (!job) {
            closeWith(socket, 1008, { type: 'error', error: 'Job not found' });
            return;
        }
        const sent = job.documents.length;
        send(socket, {
            type: 'catchup',
            data: {
                success: true,
                status: job.status,
                total: job.total,
                completed: job.completed,
                creditsUsed: reportedCredits(options.profile, job),
                expiresAt: new Date(jobs.expiresAt(job)).toISOString(),
                data: job.documents.slice(0, sent).map(readStoredDocument),
            },
        });
        let delivered = sent;
        const poll = () => {
            // Reading the job through the store advances its schedule to now.
            const current = jobs.get(id, 'crawl', true);
            if (!current) {
                closeWith(socket, 1008, { type: 'error', error: 'Job not found' });
                return;
            }
            while (delivered < current.documents.length) {
                send(socket, { type: 'document', data: readStoredDocument(current.documents[delivered]) });
                delivered++;
            }
            if (current.status !== 'scraping') {
                closeWith(socket, 1000, { type: 'done' });
                return;
            }
            entry.timer = setTimeout(poll, POLL_MS);
        };
        if (job.status !== 'scraping')
            closeWith(socket, 1000, { type: 'done' });
        else
            entry.timer = setTimeout(poll, POLL_MS);
    };
    /** Ends every open socket and its timer. */
    close() {
        for (const entry of this.#open) {
            clearTimeout(entry.timer);
            entry.socket.destroy();
        }
        this.#open.clear();
    }
}
function frame(opcode, payload) {
    const length = payload.length;
    let head;
    if (length < 126) {
        head = Buffer.from([0x80 | opcode, length]);
    }
    else if (length < 65_536) {
        head = Buffer.alloc(4);
        head[1] = 126;
        head.writeUInt16BE(length, 2);
    }
    else {
        head = Buffer.alloc(10);
        head[1] = 127;
        head.writeBigUInt64BE(BigInt(length), 2);
    }
    head[0] = 0x80 | opcode;
    return Buffer.concat([head, payload]);
}
function send(socket, message) {
    if (!socket.writable)
        return;
    socket.write(frame(OPCODE_TEXT, Buffer.from(JSON.stringify(message))));
}
function closeWith(socket, code, reason) {
    if (!socket.writable)
        return;
    const text = Buffer.from(JSON.stringify(reason)).subarray(0, 123);
    const payload = Buffer.alloc(2 + text.length);
    payload.writeUInt16BE(code, 0);
    text.copy(payload, 2);
    socket.end(frame(OPCODE_CLOSE, payload));
}
/** Reads the client's (masked) frames: answers pings, and ends the socket on a close frame. */
function readClientFrames(socket) {
    let pending = Buffer.alloc(0);
    return (chunk) => {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        for (;;) {
            if (pending.length < 2)
                return;
            const opcode = pending[0] & 0x0f;
            const masked = (pending[1] & 0x80) !== 0;
            let length = pending[1] & 0x7f;
            let offset = 2;
            if (length === 126) {
                if (pending.length < 4)
                    return;
                length = pending.readUInt16BE(2);
                offset = 4;
            }
            else if (length === 127) {
                if (pending.length < 10)
                    return;
                length = Number(pending.readBigUInt64BE(2));
                offset = 10;
            }
            const maskAt = offset;
            if (masked)
                offset += 4;
            if (pending.length < offset + length)
                return;
            const payload = Buffer.from(pending.subarray(offset, offset + length));
            if (masked)
                for (let i = 0; i < payload.length; i++)
                    payload[i] ^= pending[maskAt + (i % 4)];
            pending = pending.subarray(offset + length);
            if (opcode === OPCODE_PING && socket.writable)
                socket.write(frame(OPCODE_PONG, payload));
            if (opcode === OPCODE_CLOSE) {
                if (socket.writable)
                    socket.end(frame(OPCODE_CLOSE, payload.subarray(0, 2)));
                return;
            }
        }
    };
}
