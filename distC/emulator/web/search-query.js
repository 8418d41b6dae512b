const TOKEN = /(-?)(?:([a-z]+):)?(?:"([^"]*)"|(\S*))/gi;
function size(value) {
    const m = /^(\d+)x(\d+)$/i.exec(value);
    return m ? { width: Number(m[1]), height: Number(m[2]) } : undefined;
}
/**
 * Parses the operators of the service's search: `"phrase"`, `-word` (also `-site:`, `-intitle:`, ...),
 * `site:`, `filetype:`, `inurl:`/`allinurl:`, `intitle:`/`allintitle:` (the `allin...` forms apply to every
 * word after them), `related:`, `imagesize:WxH`, `larger:WxH`. An unknown `word:` is a plain word.
 */
export function parseQuery(query) {
    const q = {
        terms: [],
        phrases: [],
        excluded: [],
        sites: [],
        notSites: [],
        intitle: [],
        notIntitle: [],
        inurl: [],
        notInurl: [],
        filetypes: [],
        notFiletypes: [],
        related: [],
    };
    let allIn;
    for (const m of query.matchAll(TOKEN)) {
        const negated = m[1] === '-';
        const op = m[2]?.toLowerCase();
        const quoted = m[3];
        const value = (quoted ?? m[4] ?? '').toLowerCase();
        if (m[0] === '')
            continue;
        if (op === 'allintitle' || op === 'allinurl') {
            allIn = op === 'allintitle' ? 'intitle' : 'inurl';
            if (value)
                q[allIn].push(value);
            continue;
        }
        if (!value)
            continue;
        switch (op) {
            case 'site':
                (negated ? q.notSites : q.sites).push(value.replace(/^https?:\/\//, '').replace(/\/$/, ''));
                continue;
            case 'intitle':
                (negated ? q.notIntitle : q.intitle).push(value);
                continue;
            case 'inurl':
                (negated ? q.notInurl : q.inurl).push(value);
                continue;
            case 'filetype':
            case 'ext':
                (negated ? q.notFiletypes : q.filetypes).push(value.replace(/^\./, ''));
                continue;
            case 'related':
                q.related.push(value.replace(/^https?:\/\//, '').replace(/\/.*$/, ''));
                continue;
            case 'imagesize': {
                const s = size(value);
                if (s)
                    q.imageSize = s;
                continue;
            }
            case 'larger': {
                const s = size(value);
                if (s)
                    q.larger = s;
                continue;
            }
        }
        const word = op && quoted === undefined ? `${op}:${value}` : value;
        if (negated)
            q.excluded.push(word);
        else if (allIn)
            q[allIn].push(word);
        else if (quoted !== undefined)
            q.phrases.push(word);
        else
            q.terms.push(word);
    }
    return q;
}
