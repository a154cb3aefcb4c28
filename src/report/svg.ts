import { esc, precisePercent } from './format.js';
import type { ChartOptions, ChartSeries } from './types.js';

/** Okabe-Ito colours (readable with colour-blindness), cycled when there are more series. */
export const COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#999999', '#000000'];

/** The P(at least k) line of a one-series chart: vermillion, against the blue bars and the grey frame. */
export const SOLO_LINE = '#D55E00';
/** The frame (axes) colour: no data line is drawn in it. */
export const FRAME = '#444444';

/**
 * The viewBox is 440 units wide and the charts are drawn at 100% of their box, so a chart the full
 * width of a phone (375 CSS px less the page's padding, ~343 px) is scaled by ~0.78: 12-unit text
 * stays above 9 CSS px there, and two charts side by side on a 1100 px page are about 1.2 times this.
 */
const WIDTH = 440;
const FONT = 12;
const TITLE_FONT = 14;
/** Width of one character at FONT (sans-serif, a generous average), for truncating and thinning labels. */
const CHAR_W = 6.8;
const LEFT = 56;
const RIGHT = 12;
const ROW = 18;
const BOTTOM = 50;
const TICKS = [0, 0.2, 0.4, 0.6, 0.8, 1];
/** A non-zero bar is never drawn lower than this (viewBox units), so a 1e-9 outcome is still seen and hovered. */
export const MIN_BAR = 2;

/**
 * A self-contained SVG chart of distributions over k = 0..max (models destroyed, damage dealt): per
 * series, bars of P(exactly k) and a dashed line (with dots) of P(at least k), on one 0..100% axis.
 * Several series are drawn as grouped bars, each in its own colour, with a legend. The root has a
 * viewBox and width 100%: it scales to its box. Pure and deterministic: same input, same string.
 *
 * Every bar is `<rect data-series data-k data-p>` (data-p is the probability in full precision)
 * with a `<title>` tooltip; every line point is `<circle data-series data-k data-at-least>`.
 * Bar heights are proportional to the probabilities, height = p * data-plot-height, except that a
 * non-zero bar lower than MIN_BAR is drawn MIN_BAR high (`data-min-height`); every bar stands on
 * y = data-plot-bottom (both attributes of the root <svg>).
 */
export function distributionChart(series: readonly ChartSeries[], opts: ChartOptions = {}): string {
  const plotH = opts.plotHeight ?? 220;
  const title = opts.title ?? 'Models destroyed';
  const xLabel = opts.xLabel ?? 'models destroyed';
  const n = Math.max(1, ...series.map((s) => s.distribution.length));
  const legendTop = 32;
  const plotTop = legendTop + (series.length + 1) * ROW + 10;
  const plotBottom = plotTop + plotH;
  const height = plotBottom + BOTTOM;
  const plotW = WIDTH - LEFT - RIGHT;
  const groupW = plotW / n;
  const barW = (groupW * 0.8) / Math.max(1, series.length);
  const barX = (s: number, k: number) => LEFT + k * groupW + groupW * 0.1 + s * barW;
  const y = (p: number) => plotBottom - p * plotH;
  const line = (i: number) => (series.length === 1 ? SOLO_LINE : colour(i));

  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="100%" viewBox="0 0 ${WIDTH} ${px(height)}" preserveAspectRatio="xMidYMin meet" ` +
      `role="img" aria-label="${esc(title)}" font-family="sans-serif" font-size="${FONT}" class="chart ${opts.kind ?? 'kill'}-chart" ` +
      `data-plot-top="${px(plotTop)}" data-plot-bottom="${px(plotBottom)}" data-plot-height="${px(plotH)}">`,
  );
  out.push(`<title>${esc(title)}</title>`);
  out.push(`<rect x="0" y="0" width="${WIDTH}" height="${px(height)}" fill="#ffffff"/>`);
  out.push(`<text x="${LEFT}" y="20" font-size="${TITLE_FONT}" font-weight="bold" fill="#222222">${esc(fit(title, (WIDTH - LEFT) / (CHAR_W * 1.25)))}</text>`);
  out.push(...legend(series, legendTop, line));

  // Grid and y axis (0..100%).
  out.push(`<g class="y-axis" fill="${FRAME}" text-anchor="end">`);
  for (const t of TICKS) {
    out.push(`<line x1="${LEFT}" y1="${px(y(t))}" x2="${px(WIDTH - RIGHT)}" y2="${px(y(t))}" stroke="#e3e3e3" stroke-width="1"/>`);
    out.push(`<text x="${LEFT - 5}" y="${px(y(t) + 4)}">${Math.round(t * 100)}%</text>`);
  }
  out.push('</g>');

  // Bars: P(exactly k).
  out.push('<g class="bars" fill-opacity="0.85">');
  series.forEach((s, i) => {
    s.distribution.forEach((raw, k) => {
      const p = Math.max(0, raw);
      const h = p > 0 ? Math.max(MIN_BAR, p * plotH) : 0;
      out.push(
        `<rect x="${px(barX(i, k))}" y="${exact(plotBottom - h)}" width="${px(barW)}" height="${exact(h)}" fill="${colour(i)}" ` +
          `data-series="${esc(s.label)}" data-k="${k}" data-p="${String(raw)}"${h > p * plotH ? ' data-min-height="true"' : ''}>` +
          `<title>${esc(s.label)}: P(exactly ${k}) = ${precisePercent(p)}</title></rect>`,
      );
    });
  });
  out.push('</g>');

  // Lines: P(at least k), one per series, dashed, through the centres of that series' bars.
  out.push('<g class="lines" fill="none" stroke-width="2">');
  series.forEach((s, i) => {
    const points = s.atLeast.map((a, k) => `${px(barX(i, k) + barW / 2)},${px(y(clamp(a)))}`);
    out.push(`<polyline points="${points.join(' ')}" stroke="${line(i)}" stroke-dasharray="6 3" data-series="${esc(s.label)}" class="at-least"/>`);
    s.atLeast.forEach((a, k) => {
      out.push(
        `<circle cx="${px(barX(i, k) + barW / 2)}" cy="${px(y(clamp(a)))}" r="2.5" fill="#ffffff" stroke="${line(i)}" ` +
          `data-series="${esc(s.label)}" data-k="${k}" data-at-least="${String(a)}">` +
          `<title>${esc(s.label)}: P(at least ${k}) = ${precisePercent(clamp(a))}</title></circle>`,
      );
    });
  });
  out.push('</g>');

  // Axes, x ticks and labels: as many tick labels as fit side by side.
  out.push(`<g class="axes" stroke="${FRAME}" stroke-width="1">`);
  out.push(`<line x1="${LEFT}" y1="${px(plotTop)}" x2="${LEFT}" y2="${px(plotBottom)}"/>`);
  out.push(`<line x1="${LEFT}" y1="${px(plotBottom)}" x2="${px(WIDTH - RIGHT)}" y2="${px(plotBottom)}"/>`);
  out.push('</g>');
  const labelW = String(n - 1).length * CHAR_W + 8;
  const step = Math.max(1, Math.ceil(labelW / groupW));
  out.push(`<g class="x-axis" fill="${FRAME}" text-anchor="middle">`);
  for (let k = 0; k < n; k += step) {
    const cx = LEFT + (k + 0.5) * groupW;
    out.push(`<line x1="${px(cx)}" y1="${px(plotBottom)}" x2="${px(cx)}" y2="${px(plotBottom + 4)}" stroke="${FRAME}"/>`);
    out.push(`<text x="${px(cx)}" y="${px(plotBottom + 17)}">${k}</text>`);
  }
  out.push(`<text x="${px(LEFT + plotW / 2)}" y="${px(plotBottom + 38)}" fill="#222222">${esc(fit(`${xLabel} (k)`, plotW / CHAR_W))}</text>`);
  out.push('</g>');
  const yMid = (plotTop + plotBottom) / 2;
  out.push(`<text x="14" y="${px(yMid)}" transform="rotate(-90 14 ${px(yMid)})" text-anchor="middle" fill="#222222">probability</text>`);
  out.push('</svg>');
  return out.join('\n');
}

/** Per series a bar swatch, a dashed line swatch and its label; then what bars and lines mean. */
function legend(series: readonly ChartSeries[], top: number, line: (i: number) => string): string[] {
  const textX = LEFT + 40;
  const out = ['<g class="legend" fill="#222222">'];
  series.forEach((s, i) => {
    const rowY = top + i * ROW;
    out.push(
      `<rect x="${LEFT}" y="${px(rowY)}" width="12" height="12" fill="${colour(i)}" fill-opacity="0.85"/>` +
        `<line x1="${LEFT + 16}" y1="${px(rowY + 6)}" x2="${LEFT + 34}" y2="${px(rowY + 6)}" stroke="${line(i)}" stroke-width="2" stroke-dasharray="6 3" class="at-least-key"/>` +
        `<text x="${textX}" y="${px(rowY + 10)}">${esc(fit(s.label, (WIDTH - RIGHT - textX) / CHAR_W))}<title>${esc(s.label)}</title></text>`,
    );
  });
  const keyY = top + series.length * ROW;
  out.push(`<text x="${LEFT}" y="${px(keyY + 10)}" fill="${FRAME}">bars: P(exactly k); dashed line: P(at least k)</text>`);
  out.push('</g>');
  return out;
}

/** Text cut to at most `chars` characters, with an ellipsis when cut (the full text is in a <title>). */
function fit(text: string, chars: number): string {
  const max = Math.floor(chars);
  return text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
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
