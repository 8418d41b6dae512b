/**
 * Executes one tool call of the catalogue, deterministically: the same call always answers the same data
 * (derived from the seed and the options, or, for `site.search-pages`, from the synthetic web's own
 * search). A call the catalogue lacks, or one missing a required option, answers an error in its place and
 * costs nothing.
 */
import { hash32 } from '../web/prng.js';
const failure = (call, code, message, status) => ({
    result: { provider: call.provider, capability: call.capability, error: { code, message, status } },
    credits: 0,
});
/** Runs `call` against the catalogue of an emulator seeded with `seed`. */
export function runTool(catalogue, call, context) {
    const tool = catalogue.find((t) => t.provider === call.provider && t.capability === call.capability);
    if (!tool) {
        return failure(call, 'TOOL_NOT_FOUND', `No tool ${call.provider}/${call.capability} in the catalogue.`, 404);
    }
    const options = call.options ?? {};
    const missing = tool.options.find((o) => o.required && (options[o.name] === undefined || options[o.name] === ''));
    if (missing)
        return failure(call, 'INVALID_OPTIONS', `options.${missing.name} is required.`, 400);
    const { data, records } = toolData(tool, options, context);
    const credits = tool.perRecord ? tool.creditsCost * Math.max(1, records) : tool.creditsCost;
    return {
        result: {
            provider: tool.provider,
            capability: tool.capability,
            creditsCost: credits,
            data,
            records,
            upstreamStatus: 200,
            recordedAt: new Date(context.now).toISOString(),
        },
        credits,
    };
}
function toolData(tool, options, { seed, web }) {
    const h = (...parts) => hash32(seed, tool.id, ...parts);
    const text = (name) => String(options[name] ?? '');
    const limit = Math.min(20, Math.max(1, Number(options.limit ?? 5) || 5));
    switch (tool.id) {
        case 'github.repo-info': {
            const key = `${text('owner')}/${text('repo')}`;
            const languages = ['TypeScript', 'Rust', 'Go', 'Python'];
            return {
                data: {
                    fullName: key,
                    stars: h(key, 's') % 100_000,
                    forks: h(key, 'f') % 5_000,
                    language: languages[h(key) % 4],
                },
                records: 1,
            };
        }
        case 'github.search-issues': {
            const issues = Array.from({ length: (h(text('query')) % limit) + 1 }, (_, i) => ({
                number: (h(text('query'), i) % 9000) + 1,
                title: `${text('query')} (${i + 1})`,
                state: h(text('query'), i, 'state') % 3 === 0 ? 'closed' : 'open',
            }));
            return { data: { issues }, records: issues.length };
        }
        case 'npm.package-info': {
            const n = h(text('name'));
            return {
                data: { name: text('name'), version: `${n % 9}.${n % 17}.${n % 5}`, weeklyDownloads: n % 1_000_000 },
                records: 1,
            };
        }
        case 'weather.daily-forecast': {
            const days = Math.min(7, Math.max(1, Number(options.days ?? 3) || 3));
            const forecast = Array.from({ length: days }, (_, d) => ({
                day: d + 1,
                highC: (h(text('city'), d) % 30) + 5,
                rainMm: h(text('city'), d, 'rain') % 12,
            }));
            return { data: { city: text('city'), days: forecast }, records: days };
        }
        default: {
            const site = text('site');
            const found = web.search({ query: text('query'), limit: 20 }).web ?? [];
            const pages = found
                .filter((r) => site === '' || new URL(r.url).hostname === site)
                .slice(0, limit)
                .map((r) => ({ url: r.url, title: r.title }));
            return { data: { pages }, records: pages.length };
        }
    }
}
