import { esc, precisePercent } from './format.js';
import type { ChartOptions, ChartSeries } from './types.js';

/** Okabe-Ito colours (readable with colour-blindness), cycled when there are more series. */
export const COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#999999', '#000000'];

const LEFT = 60;
const RIGHT = 24;
const ROW = 16;
const BOTTOM = 48;
const TICKS = [0, 0.2, 0.4, 0.6, 0.8, 1];

/**
 * A self-contained SVG chart of kill distributions: per series, bars of P(exactly k) and a curve
 * (polyline and dots) of P(at least k), on one 0..100% axis. Several series are drawn as grouped
 * bars, each in its own colour, with a legend. Pure and deterministic: same input, same string.
 *
 * Every bar is `<rect data-series data-k data-p>` (data-p is the probability in full precision)
 * with a `<title>` tooltip; every curve point is `<circle data-series data-k data-at-least>`.
 * Bar heights are exactly proportional to the probabilities: height = p * data-plot-height, and
 * every bar stands on y = data-plot-bottom (both attributes of the root <svg>).
 */
export function killChart(series: readonly ChartSeries[], opts: ChartOptions = {}): string {
  const width = opts.width ?? 720;
  const plotH = opts.plotHeight ?? 240;
  const title = opts.title ?? 'Models destroyed';
  const xLabel = opts.xLabel ?? 'models destroyed';
  const n = Math.max(1, ...series.map((s) => s.distribution.length));
  const legendTop = 30;
  const plotTop = legendTop + (series.length + 1) * ROW + 8;
  const plotBottom = plotTop + plotH;
  const height = plotBottom + BOTTOM;
  const plotW = width - LEFT - RIGHT;
  const groupW = plotW / n;
  const barW = (groupW * 0.8) / Math.max(1, series.length);
  const barX = (s: number, k: number) => LEFT + k * groupW + groupW * 0.1 + s * barW;
  const y = (p: number) => plotBottom - p * plotH;

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${px(height)}" viewBox="0 0 ${width} ${px(height)}" ` +
      `role="img" aria-label="${esc(title)}" font-family="sans-serif" font-size="12" class="kill-chart" ` +
      `data-plot-top="${px(plotTop)}" data-plot-bottom="${px(plotBottom)}" data-plot-height="${px(plotH)}">`,
  );
  out.push(`<title>${esc(title)}</title>`);
  out.push(`<rect x="0" y="0" width="${width}" height="${px(height)}" fill="#ffffff"/>`);
  out.push(`<text x="${LEFT}" y="20" font-size="14" font-weight="bold" fill="#222222">${esc(title)}</text>`);
  out.push(...legend(series, legendTop, width));

  // Grid and y axis (0..100%).
  out.push('<g class="y-axis" fill="#444444" text-anchor="end">');
  for (const t of TICKS) {
    out.push(`<line x1="${LEFT}" y1="${px(y(t))}" x2="${px(width - RIGHT)}" y2="${px(y(t))}" stroke="#e3e3e3" stroke-width="1"/>`);
    out.push(`<text x="${LEFT - 6}" y="${px(y(t) + 4)}">${Math.round(t * 100)}%</text>`);
  }
  out.push('</g>');

  // Bars: P(exactly k).
  out.push('<g class="bars" fill-opacity="0.85">');
  series.forEach((s, i) => {
    s.distribution.forEach((raw, k) => {
      const p = Math.max(0, raw);
      const h = p * plotH;
      out.push(
        `<rect x="${px(barX(i, k))}" y="${exact(plotBottom - h)}" width="${px(barW)}" height="${exact(h)}" fill="${colour(i)}" ` +
          `data-series="${esc(s.label)}" data-k="${k}" data-p="${String(raw)}">` +
          `<title>${esc(s.label)}: P(exactly ${k}) = ${precisePercent(p)}</title></rect>`,
      );
    });
  });
  out.push('</g>');

  // Curves: P(at least k), one per series, through the centres of that series' bars.
  out.push('<g class="curves" fill="none" stroke-width="2">');
  series.forEach((s, i) => {
    const points = s.atLeast.map((a, k) => `${px(barX(i, k) + barW / 2)},${px(y(clamp(a)))}`);
    out.push(`<polyline points="${points.join(' ')}" stroke="${colour(i)}" data-series="${esc(s.label)}" class="at-least"/>`);
    s.atLeast.forEach((a, k) => {
      out.push(
        `<circle cx="${px(barX(i, k) + barW / 2)}" cy="${px(y(clamp(a)))}" r="3" fill="#ffffff" stroke="${colour(i)}" ` +
          `data-series="${esc(s.label)}" data-k="${k}" data-at-least="${String(a)}">` +
          `<title>${esc(s.label)}: P(at least ${k}) = ${precisePercent(clamp(a))}</title></circle>`,
      );
    });
  });
  out.push('</g>');

  // Axes, x ticks and labels.
  out.push(`<g class="axes" stroke="#444444" stroke-width="1">`);
  out.push(`<line x1="${LEFT}" y1="${px(plotTop)}" x2="${LEFT}" y2="${px(plotBottom)}"/>`);
  out.push(`<line x1="${LEFT}" y1="${px(plotBottom)}" x2="${px(width - RIGHT)}" y2="${px(plotBottom)}"/>`);
  out.push('</g>');
  const step = Math.ceil(n / 25);
  out.push('<g class="x-axis" fill="#444444" text-anchor="middle">');
  for (let k = 0; k < n; k += step) {
    const cx = LEFT + (k + 0.5) * groupW;
    out.push(`<line x1="${px(cx)}" y1="${px(plotBottom)}" x2="${px(cx)}" y2="${px(plotBottom + 4)}" stroke="#444444"/>`);
    out.push(`<text x="${px(cx)}" y="${px(plotBottom + 17)}">${k}</text>`);
  }
  out.push(`<text x="${px(LEFT + plotW / 2)}" y="${px(plotBottom + 38)}" fill="#222222">${esc(xLabel)} (k)</text>`);
  out.push('</g>');
  const yMid = (plotTop + plotBottom) / 2;
  out.push(
    `<text x="16" y="${px(yMid)}" transform="rotate(-90 16 ${px(yMid)})" text-anchor="middle" fill="#222222">probability</text>`,
  );
  out.push('</svg>');
  return out.join('\n');
}

function legend(series: readonly ChartSeries[], top: number, width: number): string[] {
  const maxChars = Math.floor((width - LEFT - RIGHT - 20) / 6.5);
  const out = ['<g class="legend" fill="#222222">'];
  series.forEach((s, i) => {
    const rowY = top + i * ROW;
    const label = s.label.length > maxChars ? `${s.label.slice(0, maxChars - 1)}\u2026` : s.label;
    out.push(
      `<rect x="${LEFT}" y="${px(rowY)}" width="12" height="12" fill="${colour(i)}" fill-opacity="0.85"/>` +
        `<text x="${LEFT + 18}" y="${px(rowY + 10)}">${esc(label)}<title>${esc(s.label)}</title></text>`,
    );
  });
  const keyY = top + series.length * ROW;
  out.push(
    `<line x1="${LEFT}" y1="${px(keyY + 6)}" x2="${LEFT + 12}" y2="${px(keyY + 6)}" stroke="#444444" stroke-width="2"/>` +
      `<text x="${LEFT + 18}" y="${px(keyY + 10)}" fill="#444444">bars: P(exactly k) models destroyed; line: P(at least k)</text>`,
  );
  out.push('</g>');
  return out;
}

function colour(i: number): string {
  return COLOURS[i % COLOURS.length];
}

function clamp(p: number): number {
  return Math.min(1, Math.max(0, p));
}

/** Coordinates: two decimals, fixed, so the output is byte-identical for the same input. */
function px(x: number): string {
  return x.toFixed(2);
}

/** Bar geometry: ten significant digits, so heights stay proportional even for tiny tails. */
function exact(x: number): string {
  if (x === 0) return '0';
  const [mantissa, exponent] = x.toPrecision(10).split('e');
  const m = mantissa.includes('.') ? mantissa.replace(/0+$/, '').replace(/\.$/, '') : mantissa;
  return exponent === undefined ? m : `${m}e${exponent}`;
}
