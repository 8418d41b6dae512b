const STYLE = `body{font:14px system-ui,sans-serif;margin:2em;color:#222}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.35em .6em;border-bottom:1px solid #ddd;vertical-align:top}th{background:#f4f4f4}
.num{text-align:right;font-variant-numeric:tabular-nums}.failed{color:#b00020}.running{color:#0b57d0}
.bar{fill:#0b57d0}.axis{font-size:10px;fill:#555}h2{margin-top:1.6em}`;
/** The page for `status`. */
export function dashboardPage(status, refreshMs) {
    const budget = status.budget ? ` of ${status.budget.creditsPerDay}` : '';
    const jobs = status.maxJobs === undefined ? `${status.jobsRunning}` : `${status.jobsRunning} of ${status.maxJobs}`;
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>crawlstream fleet</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body><main id="fleet">
<h1>crawlstream fleet</h1>
<p>Redis <code>${esc(status.redis)}</code> · read ${esc(status.at)}</p>
<p>Credits today: <strong data-field="creditsToday">${status.creditsToday}</strong>${esc(budget)} ·
service jobs: <strong data-field="jobsRunning">${esc(jobs)}</strong> ·
queue: ${status.queue.waiting} waiting, ${status.queue.delayed} delayed, ${status.queue.active} active</p>
<h2>Pipelines</h2>
<table><thead><tr><th>Pipeline</th><th>Destination</th><th>Now</th><th>Last run</th><th class="num">Documents</th>
<th class="num">New</th><th class="num">Changed</th><th class="num">Removed</th><th class="num">Credits</th>
<th class="num">Failed pages</th><th>Next run</th><th class="num">Credits today</th></tr></thead>
<tbody>${status.pipelines.map(pipelineRow).join('\n')}</tbody></table>
<h2>Credits per day, last 30 days</h2>
${creditsChart(status.creditsByDay)}
</main>
<script>
setInterval(async () => {
  try {
    const html = await (await fetch(location.pathname, { cache: 'no-store' })).text();
    const next = new DOMParser().parseFromString(html, 'text/html').getElementById('fleet');
    if (next) document.getElementById('fleet').replaceWith(next);
  } catch {}
}, ${refreshMs});
</script></body></html>`;
}
function pipelineRow(p) {
    const last = p.lastRun;
    const counts = last?.counts ?? {};
    const now = p.running
        ? `<span class="running">running (attempt ${p.running.attempt}): ${p.running.progress?.documents ?? 0}${p.running.progress?.jobTotal ? ` of ${p.running.progress.jobTotal}` : ''} documents</span>`
        : 'idle';
    const lastCell = last
        ? `<span class="${last.status === 'failed' ? 'failed' : ''}">${esc(last.status)}</span> ${esc(last.endedAt)}${last.error ? `<br><small>${esc(last.error)}</small>` : ''}`
        : 'never ran';
    const cell = (n) => `<td class="num">${n ?? ''}</td>`;
    return `<tr data-pipeline="${esc(p.name)}"><td>${esc(p.name)}</td><td><code>${esc(p.output)}</code></td><td>${now}</td><td>${lastCell}</td>
${cell(last?.documents)}${cell(last ? (counts.new ?? 0) : undefined)}${cell(last ? (counts.changed ?? 0) : undefined)}${cell(last ? (counts.removed ?? 0) : undefined)}${cell(last?.credits)}${cell(last ? (last.failedPages ?? 0) : undefined)}
<td>${p.nextRun ? esc(p.nextRun) : esc(p.schedule)}</td><td class="num" data-field="creditsToday">${p.creditsToday}</td></tr>`;
}
/** A bar per day, the day's credits above it. */
function creditsChart(days) {
    const width = 24;
    const height = 120;
    const max = Math.max(1, ...days.map((d) => d.total));
    const bars = days.map((d, i) => {
        const h = Math.round((d.total / max) * height);
        const x = i * width;
        return `<g><title>${esc(d.day)}: ${d.total} credits</title><rect class="bar" x="${x + 2}" y="${height - h + 14}" width="${width - 4}" height="${h}"></rect>
<text class="axis" x="${x + width / 2}" y="${height + 28}" text-anchor="middle">${esc(d.day.slice(8))}</text>${d.total > 0 ? `<text class="axis" x="${x + width / 2}" y="${height - h + 11}" text-anchor="middle">${d.total}</text>` : ''}</g>`;
    });
    return `<svg role="img" aria-label="credits per day" width="${days.length * width}" height="${height + 34}">${bars.join('')}</svg>`;
}
function esc(text) {
    return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
