import { describe, expect, it } from 'vitest';
import { COLOURS, distributionChart, FRAME, MIN_BAR, SOLO_LINE } from '../../src/report/svg.js';
import type { ChartSeries } from '../../src/report/types.js';
import { chargeMatchups, NASTY, nastyMatchup, tags } from './fixture.js';

const series: ChartSeries[] = chargeMatchups().map((m) => ({ label: m.name, distribution: m.kills.distribution, atLeast: m.kills.atLeast }));
const nasty = nastyMatchup();
const tiny: ChartSeries = { label: NASTY, distribution: nasty.kills.distribution, atLeast: nasty.kills.atLeast };

function geometry(svg: string) {
  const root = tags(svg, 'svg')[0].attrs;
  return { bottom: Number(root['data-plot-bottom']), plotH: Number(root['data-plot-height']) };
}

function bars(svg: string) {
  return tags(svg, 'rect')
    .filter((t) => 'data-p' in t.attrs)
    .map(({ attrs: a }) => ({
      series: a['data-series'],
      k: Number(a['data-k']),
      p: Number(a['data-p']),
      raw: a['data-p'],
      x: Number(a.x),
      y: Number(a.y),
      w: Number(a.width),
      h: Number(a.height),
      fill: a.fill,
      minHeight: a['data-min-height'] === 'true',
    }));
}

describe('distributionChart bars', () => {
  for (const [name, input] of [['grouped (4 series)', series], ['one series with a 1e-300 tail and a zero', [tiny]]] as const) {
    it(`bar heights are proportional to the probabilities, tiny ones MIN_BAR high: ${name}`, () => {
      const svg = distributionChart(input);
      const { bottom, plotH } = geometry(svg);
      const all = bars(svg);
      expect(all).toHaveLength(input.reduce((n, s) => n + s.distribution.length, 0));
      for (const b of all) {
        const proportional = b.p * plotH;
        if (b.p === 0) expect(b.h).toBe(0);
        else if (proportional < MIN_BAR) expect(b.h).toBe(MIN_BAR);
        else expect(Math.abs(b.h / proportional - 1)).toBeLessThan(1e-6);
        expect(b.minHeight).toBe(b.p > 0 && proportional < MIN_BAR);
        expect(Math.abs(b.y + b.h - bottom)).toBeLessThan(1e-6); // every bar stands on the x axis
      }
    });
  }

  it('draws a 1e-300 outcome as a visible bar whose tooltip has the exact value', () => {
    const svg = distributionChart([tiny]);
    const [first] = bars(svg);
    expect([first.p, first.h, first.minHeight]).toEqual([1e-300, MIN_BAR, true]);
    expect(svg).toContain('data-p="1e-300" data-min-height="true"><title>');
  });

  it('every bar carries its series, k and the full-precision probability', () => {
    const all = bars(distributionChart(series));
    const expected = series.flatMap((s) => s.distribution.map((p, k) => ({ series: s.label, k, raw: String(p) })));
    expect(all.map(({ series: s, k, raw }) => ({ series: s, k, raw }))).toEqual(expected);
    for (const b of all) expect(b.p).toBe(series.find((s) => s.label === b.series)!.distribution[b.k]);
  });

  it('groups the bars of several series side by side, one colour each, with a legend', () => {
    const svg = distributionChart(series);
    const all = bars(svg);
    series.forEach((s, i) => {
      const own = all.filter((b) => b.series === s.label);
      expect(new Set(own.map((b) => b.fill))).toEqual(new Set([COLOURS[i]]));
      const entry = [...svg.matchAll(/>([^<>]*)<title>([^<>]*)<\/title><\/text>/g)].find((m) => m[2] === s.label)!; // legend entry
      expect(s.label.startsWith(entry[1].replace(/\u2026$/, ''))).toBe(true); // cut with an ellipsis when long, whole in the tooltip
    });
    const atK1 = all.filter((b) => b.k === 1).sort((a, b) => a.x - b.x);
    for (let i = 1; i < atK1.length; i++) expect(atK1[i].x).toBeCloseTo(atK1[i - 1].x + atK1[i - 1].w, 1); // adjacent, no overlap
  });

  it('has a <title> per bar with the percentage', () => {
    const svg = distributionChart([tiny]);
    expect(svg).toContain('P(exactly 2) = 25%</title>');
    expect(svg).toContain('P(exactly 1) = 0%</title>');
    expect(svg).toContain('P(exactly 0) = 1e-298%</title>');
  });
});

describe('distributionChart curve', () => {
  it("the P(at least k) polyline's points match atLeast, through the centres of the series' bars", () => {
    const svg = distributionChart(series);
    const { bottom, plotH } = geometry(svg);
    const lines = tags(svg, 'polyline');
    expect(lines).toHaveLength(series.length);
    const all = bars(svg);
    series.forEach((s, i) => {
      expect(lines[i].attrs['data-series']).toBe(s.label);
      const points = lines[i].attrs.points.split(' ').map((p) => p.split(',').map(Number));
      expect(points).toHaveLength(s.atLeast.length);
      points.forEach(([x, y], k) => {
        expect(Math.abs((bottom - y) / plotH - s.atLeast[k])).toBeLessThan(0.006 / plotH);
        const bar = all.find((b) => b.series === s.label && b.k === k)!;
        expect(Math.abs(x - (bar.x + bar.w / 2))).toBeLessThan(0.011);
      });
      const dots = tags(svg, 'circle').filter((c) => c.attrs['data-series'] === s.label);
      expect(dots.map((d) => Number(d.attrs['data-at-least']))).toEqual(s.atLeast);
    });
  });

  it('has axes from 0% to 100% and a tick label for every k', () => {
    const svg = distributionChart([series[3]], { xLabel: 'dummies destroyed' });
    for (const t of ['0%', '20%', '40%', '60%', '80%', '100%']) expect(svg).toContain(`>${t}</text>`);
    for (let k = 0; k <= 10; k++) expect(svg).toContain(`>${k}</text>`);
    expect(svg).toContain('>dummies destroyed (k)</text>');
    expect(svg).toContain('>probability</text>');
  });

  it('thins the x tick labels when there are many k', () => {
    const d = Array.from({ length: 61 }, () => 1 / 61);
    const svg = distributionChart([{ label: 'horde', distribution: d, atLeast: d.map((_, k) => (61 - k) / 61) }]);
    expect(svg).toContain('>60</text>');
    expect(svg).not.toContain('>59</text>');
    expect(bars(svg)).toHaveLength(61);
  });
});

describe('distributionChart scales and keeps its lines apart from the frame', () => {
  it('has a viewBox and width 100%, no fixed pixel width or height', () => {
    const root = tags(distributionChart(series), 'svg')[0].attrs;
    expect(root.width).toBe('100%');
    expect(root.height).toBeUndefined();
    expect(root.viewBox).toMatch(/^0 0 440 \d+\.\d\d$/);
  });

  it('draws P(at least k) dashed: vermillion on a one-series chart, each series its colour on several; never the frame colour', () => {
    const solo = tags(distributionChart([tiny]), 'polyline');
    expect(solo.map((l) => [l.attrs.stroke, l.attrs['stroke-dasharray']])).toEqual([[SOLO_LINE, '6 3']]);
    const grouped = distributionChart(series);
    expect(tags(grouped, 'polyline').map((l) => l.attrs.stroke)).toEqual(COLOURS.slice(0, 4));
    // The legend shows each line as it is drawn: a dashed swatch of the same colour.
    expect(tags(grouped, 'line').filter((l) => l.attrs.class === 'at-least-key').map((l) => [l.attrs.stroke, l.attrs['stroke-dasharray']])).toEqual(
      COLOURS.slice(0, 4).map((c) => [c, '6 3']),
    );
    for (const l of tags(grouped, 'polyline')) expect(l.attrs.stroke).not.toBe(FRAME);
    expect(grouped).toContain('>bars: P(exactly k); dashed line: P(at least k)</text>');
  });

  it('writes no text smaller than 12 viewBox units (9.4 CSS px on a 343 px wide phone chart: 343 / 440 * 12)', () => {
    const svg = distributionChart(series, { title: 'x' });
    const sizes = [...svg.matchAll(/font-size="(\d+)"/g)].map((m) => Number(m[1]));
    expect(Math.min(...sizes)).toBe(12);
  });

  it('labels every 4th k of 0..60: a two-digit label is 21.6 units, a group 372 / 61 = 6.1 units wide, 21.6 / 6.1 -> 4', () => {
    const d = Array.from({ length: 61 }, () => 1 / 61);
    const svg = distributionChart([{ label: 'horde', distribution: d, atLeast: d.map((_, k) => (61 - k) / 61) }]);
    const labels = [...svg.slice(svg.indexOf('class="x-axis"')).matchAll(/>(\d+)<\/text>/g)].map((m) => Number(m[1]));
    expect(labels).toEqual(Array.from({ length: 16 }, (_, i) => 4 * i));
  });

  it("classes a damage chart as such (the HTML's CSS and tests find charts by class)", () => {
    expect(tags(distributionChart([tiny], { kind: 'damage' }), 'svg')[0].attrs.class).toBe('chart damage-chart');
    expect(tags(distributionChart([tiny]), 'svg')[0].attrs.class).toBe('chart kill-chart');
  });
});

describe('distributionChart text and output', () => {
  it('escapes labels and titles (XML)', () => {
    const svg = distributionChart([tiny], { title: `<Title & "x">`, xLabel: '<x>' });
    expect(svg).not.toContain('<b>');
    expect(svg).not.toContain('<Title');
    expect(svg).toContain('&lt;Title &amp; &quot;x&quot;&gt;');
    expect(svg).toContain('Boyz &lt;b&gt;&amp;amp; &quot;Nobz&quot;&lt;/b&gt;');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/); // no bare ampersand
    expect(tags(svg, 'rect').find((t) => 'data-series' in t.attrs)!.attrs['data-series']).toBe(NASTY);
  });

  it('is deterministic: the same input gives a byte-identical string', () => {
    const a = distributionChart(series, { title: 'x' });
    const b = distributionChart(series.map((s) => ({ ...s, distribution: [...s.distribution], atLeast: [...s.atLeast] })), { title: 'x' });
    expect(b).toBe(a);
  });

  it('is self-contained: no URLs but the SVG namespace, no scripts, no fonts, no external references', () => {
    const svg = distributionChart(series);
    expect([...svg.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0])).toEqual(['http://www.w3.org/2000/svg']);
    expect(svg).not.toMatch(/<script|<style|@import|url\(|href=|<image|<foreignObject/i);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('draws an empty chart for no series', () => {
    const svg = distributionChart([]);
    expect(bars(svg)).toHaveLength(0);
    expect(svg).toContain('</svg>');
  });
});
