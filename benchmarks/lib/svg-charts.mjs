/**
 * Two small SVG chart renderers with no dependencies: horizontal bars with range whiskers, and lines over a
 * log-scaled y axis. Plain SVG 1.1 text, readable on GitHub in light and dark themes (white background).
 */

const FONT = 'font-family="system-ui, -apple-system, Segoe UI, sans-serif"';
const PALETTE = ['#2563eb', '#dc2626', '#16a34a', '#9333ea', '#ea580c', '#0891b2', '#4b5563'];

const esc = (s) =>
  String(s)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
const fmt = (v) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));

/**
 * Horizontal bar chart: one bar per row at its median, a whisker from min to max.
 * @param {{ title: string, unit: string, rows: {label: string, value?: number, min?: number, max?: number,
 *   note?: string, color?: string}[], refLines?: {value: number, label: string}[] }} spec
 */
export function barChart({ title, unit, rows, refLines = [] }) {
  const width = 760;
  const left = 250;
  const right = 90;
  const top = 48;
  const rowH = 30;
  const height = top + rows.length * rowH + 44;
  const plotW = width - left - right;
  const maxValue = Math.max(
    1e-9,
    ...rows.flatMap((r) => [r.max ?? r.value ?? 0, r.value ?? 0]),
    ...refLines.map((l) => l.value),
  );
  const x = (v) => left + (v / (maxValue * 1.05)) * plotW;
  const out = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ${FONT} font-size="13">`,
  );
  out.push(`<rect width="100%" height="100%" fill="#ffffff"/>`);
  out.push(
    `<text x="${width / 2}" y="24" text-anchor="middle" font-size="16" font-weight="600" fill="#111827">${esc(title)}</text>`,
  );
  for (const t of ticks(maxValue * 1.05)) {
    out.push(
      `<line x1="${x(t)}" y1="${top - 6}" x2="${x(t)}" y2="${top + rows.length * rowH}" stroke="#e5e7eb"/>`,
    );
    out.push(
      `<text x="${x(t)}" y="${top + rows.length * rowH + 16}" text-anchor="middle" fill="#6b7280" font-size="11">${fmt(t)}</text>`,
    );
  }
  out.push(
    `<text x="${left + plotW / 2}" y="${height - 8}" text-anchor="middle" fill="#374151">${esc(unit)} (bar: median; whisker: min–max)</text>`,
  );
  rows.forEach((row, i) => {
    const y = top + i * rowH;
    const color = row.color ?? PALETTE[i % PALETTE.length];
    out.push(
      `<text x="${left - 8}" y="${y + rowH / 2 + 4}" text-anchor="end" fill="#111827">${esc(row.label)}</text>`,
    );
    if (row.value === undefined) {
      out.push(
        `<text x="${left + 6}" y="${y + rowH / 2 + 4}" fill="#dc2626">${esc(row.note ?? 'failed')}</text>`,
      );
      return;
    }
    out.push(
      `<rect x="${left}" y="${y + 6}" width="${Math.max(1, x(row.value) - left)}" height="${rowH - 12}" fill="${color}" opacity="0.85"/>`,
    );
    if (row.min !== undefined && row.max !== undefined && row.max > row.min) {
      const cy = y + rowH / 2;
      out.push(
        `<line x1="${x(row.min)}" y1="${cy}" x2="${x(row.max)}" y2="${cy}" stroke="#111827" stroke-width="1.5"/>`,
      );
      out.push(
        `<line x1="${x(row.min)}" y1="${cy - 5}" x2="${x(row.min)}" y2="${cy + 5}" stroke="#111827" stroke-width="1.5"/>`,
      );
      out.push(
        `<line x1="${x(row.max)}" y1="${cy - 5}" x2="${x(row.max)}" y2="${cy + 5}" stroke="#111827" stroke-width="1.5"/>`,
      );
    }
    const labelX = Math.max(x(row.value), row.max !== undefined ? x(row.max) : 0) + 6;
    out.push(
      `<text x="${labelX}" y="${y + rowH / 2 + 4}" fill="#111827">${fmt(row.value)}${row.note ? ` ${esc(row.note)}` : ''}</text>`,
    );
  });
  for (const line of refLines) {
    out.push(
      `<line x1="${x(line.value)}" y1="${top - 8}" x2="${x(line.value)}" y2="${top + rows.length * rowH}" stroke="#111827" stroke-dasharray="4 3"/>`,
    );
    out.push(
      `<text x="${x(line.value) + 4}" y="${top - 10}" fill="#111827" font-size="11">${esc(line.label)}</text>`,
    );
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

/**
 * Line chart over categorical x positions (e.g. export sizes) and a log-scaled y axis.
 * @param {{ title: string, xLabel: string, yLabel: string, xs: number[], xFormat?: (x: number) => string,
 *   series: {name: string, points: {x: number, y?: number, failed?: string}[]}[],
 *   refLines?: {value: number, label: string}[] }} spec
 */
export function logLineChart({ title, xLabel, yLabel, xs, xFormat = String, series, refLines = [] }) {
  const width = 760;
  const height = 440;
  const left = 70;
  const right = 200;
  const top = 48;
  const bottom = 60;
  const plotW = width - left - right;
  const plotH = height - top - bottom;
  const values = [...series.flatMap((s) => s.points.map((p) => p.y)), ...refLines.map((l) => l.value)].filter(
    (v) => typeof v === 'number' && v > 0,
  );
  const lo = 10 ** Math.floor(Math.log10(Math.min(...values, 10)));
  const hi = 10 ** Math.ceil(Math.log10(Math.max(...values, 100) * 1.5));
  const y = (v) =>
    top + plotH - ((Math.log10(v) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo))) * plotH;
  const x = (v) => {
    const i = xs.indexOf(v);
    return left + (xs.length === 1 ? plotW / 2 : (i / (xs.length - 1)) * plotW);
  };
  const out = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ${FONT} font-size="13">`,
  );
  out.push(`<rect width="100%" height="100%" fill="#ffffff"/>`);
  out.push(
    `<text x="${left + plotW / 2}" y="24" text-anchor="middle" font-size="16" font-weight="600" fill="#111827">${esc(title)}</text>`,
  );
  for (let decade = lo; decade <= hi; decade *= 10) {
    for (const m of [1, 2, 5]) {
      const v = decade * m;
      if (v < lo || v > hi) continue;
      out.push(
        `<line x1="${left}" y1="${y(v)}" x2="${left + plotW}" y2="${y(v)}" stroke="${m === 1 ? '#d1d5db' : '#f3f4f6'}"/>`,
      );
      out.push(
        `<text x="${left - 6}" y="${y(v) + 4}" text-anchor="end" fill="#6b7280" font-size="11">${v}</text>`,
      );
    }
  }
  for (const v of xs) {
    out.push(`<line x1="${x(v)}" y1="${top}" x2="${x(v)}" y2="${top + plotH}" stroke="#f3f4f6"/>`);
    out.push(
      `<text x="${x(v)}" y="${top + plotH + 18}" text-anchor="middle" fill="#374151">${esc(xFormat(v))}</text>`,
    );
  }
  out.push(
    `<text x="${left + plotW / 2}" y="${height - 14}" text-anchor="middle" fill="#374151">${esc(xLabel)}</text>`,
  );
  out.push(
    `<text transform="translate(18 ${top + plotH / 2}) rotate(-90)" text-anchor="middle" fill="#374151">${esc(yLabel)}</text>`,
  );
  for (const line of refLines) {
    out.push(
      `<line x1="${left}" y1="${y(line.value)}" x2="${left + plotW}" y2="${y(line.value)}" stroke="#6b7280" stroke-dasharray="5 4"/>`,
    );
    out.push(
      `<text x="${left + 6}" y="${y(line.value) - 4}" fill="#6b7280" font-size="11">${esc(line.label)}</text>`,
    );
  }
  series.forEach((s, i) => {
    const color = PALETTE[i % PALETTE.length];
    const ok = s.points.filter((p) => typeof p.y === 'number' && p.y > 0);
    if (ok.length > 1) {
      const d = ok.map((p, k) => `${k ? 'L' : 'M'}${x(p.x).toFixed(1)} ${y(p.y).toFixed(1)}`).join(' ');
      out.push(`<path d="${d}" fill="none" stroke="${color}" stroke-width="2"/>`);
    }
    // Labels alternate above and below the points so that close series stay readable.
    const dy = i % 2 === 0 ? -8 : 16;
    for (const p of ok) {
      out.push(`<circle cx="${x(p.x)}" cy="${y(p.y)}" r="4" fill="${color}"/>`);
      out.push(
        `<text x="${x(p.x) + 6}" y="${y(p.y) + dy}" fill="${color}" font-size="11">${fmt(p.y)}</text>`,
      );
    }
    for (const p of s.points.filter((q) => q.failed)) {
      const cx = x(p.x);
      const cy = top + 10;
      out.push(
        `<path d="M${cx - 5} ${cy - 5} L${cx + 5} ${cy + 5} M${cx - 5} ${cy + 5} L${cx + 5} ${cy - 5}" stroke="${color}" stroke-width="2"/>`,
      );
      out.push(`<text x="${cx + 8}" y="${cy + 4}" fill="${color}" font-size="11">${esc(p.failed)}</text>`);
    }
    // Legend in the right margin, at the bottom, away from the reference-line labels.
    const ly = top + plotH - (series.length - i) * 20;
    out.push(
      `<line x1="${left + plotW + 10}" y1="${ly}" x2="${left + plotW + 30}" y2="${ly}" stroke="${color}" stroke-width="2"/>`,
    );
    out.push(`<text x="${left + plotW + 36}" y="${ly + 4}" fill="#111827">${esc(s.name)}</text>`);
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

/** About five round tick values from 0 to max. */
function ticks(max) {
  const raw = max / 5;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const out = [];
  for (let t = 0; t <= max + 1e-9; t += step) out.push(t);
  return out;
}
