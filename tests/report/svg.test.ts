import { describe, expect, it } from 'vitest';
import { COLOURS, killChart } from '../../src/report/svg.js';
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
    .map(({ attrs: a }) => ({ series: a['data-series'], k: Number(a['data-k']), p: Number(a['data-p']), raw: a['data-p'], x: Number(a.x), y: Number(a.y), w: Number(a.width), h: Number(a.height), fill: a.fill }));
}

describe('killChart bars', () => {
  for (const [name, input] of [['grouped (4 series)', series], ['one series with a 1e-300 tail and a zero', [tiny]]] as const) {
    it(`bar heights are proportional to the probabilities: ${name}`, () => {
      const svg = killChart(input);
      const { bottom, plotH } = geometry(svg);
      const all = bars(svg);
      expect(all).toHaveLength(input.reduce((n, s) => n + s.distribution.length, 0));
      const ratios = all.filter((b) => b.p > 0).map((b) => b.h / b.p);
      for (const r of ratios) expect(Math.abs(r / plotH - 1)).toBeLessThan(1e-6);
      for (const b of all) {
        if (b.p === 0) expect(b.h).toBe(0);
        expect(Math.abs(b.y + b.h - bottom)).toBeLessThan(1e-6); // every bar stands on the x axis
      }
    });
  }

  it('every bar carries its series, k and the full-precision probability', () => {
    const all = bars(killChart(series));
    const expected = series.flatMap((s) => s.distribution.map((p, k) => ({ series: s.label, k, raw: String(p) })));
    expect(all.map(({ series: s, k, raw }) => ({ series: s, k, raw }))).toEqual(expected);
    for (const b of all) expect(b.p).toBe(series.find((s) => s.label === b.series)!.distribution[b.k]);
  });

  it('groups the bars of several series side by side, one colour each, with a legend', () => {
    const svg = killChart(series);
    const all = bars(svg);
    series.forEach((s, i) => {
      const own = all.filter((b) => b.series === s.label);
      expect(new Set(own.map((b) => b.fill))).toEqual(new Set([COLOURS[i]]));
      expect(svg).toContain(`>${s.label}<title>${s.label}</title></text>`); // legend entry
    });
    const atK1 = all.filter((b) => b.k === 1).sort((a, b) => a.x - b.x);
    for (let i = 1; i < atK1.length; i++) expect(atK1[i].x).toBeCloseTo(atK1[i - 1].x + atK1[i - 1].w, 1); // adjacent, no overlap
  });

  it('has a <title> per bar with the percentage', () => {
    const svg = killChart([tiny]);
    expect(svg).toContain('P(exactly 2) = 25%</title>');
    expect(svg).toContain('P(exactly 1) = 0%</title>');
    expect(svg).toContain('P(exactly 0) = 1e-298%</title>');
  });
});

describe('killChart curve', () => {
  it("the P(at least k) polyline's points match atLeast, through the centres of the series' bars", () => {
    const svg = killChart(series);
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
    const svg = killChart([series[3]], { xLabel: 'dummies destroyed' });
    for (const t of ['0%', '20%', '40%', '60%', '80%', '100%']) expect(svg).toContain(`>${t}</text>`);
    for (let k = 0; k <= 10; k++) expect(svg).toContain(`>${k}</text>`);
    expect(svg).toContain('>dummies destroyed (k)</text>');
    expect(svg).toContain('>probability</text>');
  });

  it('thins the x tick labels when there are many k', () => {
    const d = Array.from({ length: 61 }, () => 1 / 61);
    const svg = killChart([{ label: 'horde', distribution: d, atLeast: d.map((_, k) => (61 - k) / 61) }]);
    expect(svg).toContain('>60</text>');
    expect(svg).not.toContain('>59</text>');
    expect(bars(svg)).toHaveLength(61);
  });
});

describe('killChart text and output', () => {
  it('escapes labels and titles (XML)', () => {
    const svg = killChart([tiny], { title: `<Title & "x">`, xLabel: '<x>' });
    expect(svg).not.toContain('<b>');
    expect(svg).not.toContain('<Title');
    expect(svg).toContain('&lt;Title &amp; &quot;x&quot;&gt;');
    expect(svg).toContain('Boyz &lt;b&gt;&amp;amp; &quot;Nobz&quot;&lt;/b&gt;');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/); // no bare ampersand
    expect(tags(svg, 'rect').find((t) => 'data-series' in t.attrs)!.attrs['data-series']).toBe(NASTY);
  });

  it('is deterministic: the same input gives a byte-identical string', () => {
    const a = killChart(series, { title: 'x' });
    const b = killChart(series.map((s) => ({ ...s, distribution: [...s.distribution], atLeast: [...s.atLeast] })), { title: 'x' });
    expect(b).toBe(a);
  });

  it('is self-contained: no URLs but the SVG namespace, no scripts, no fonts, no external references', () => {
    const svg = killChart(series);
    expect([...svg.matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0])).toEqual(['http://www.w3.org/2000/svg']);
    expect(svg).not.toMatch(/<script|<style|@import|url\(|href=|<image|<foreignObject/i);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('draws an empty chart for no series', () => {
    const svg = killChart([]);
    expect(bars(svg)).toHaveLength(0);
    expect(svg).toContain('</svg>');
  });
});
