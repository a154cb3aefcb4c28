import { describe, expect, it } from 'vitest';
import { percent as cliPercent } from '../../src/cli/format.js';
import { esc as escHtml, fixed, percent } from '../../src/report/format.js';
import { renderHtml } from '../../src/report/html.js';
import { chargeMatchups, NASTY, nastyMatchup, svgs, tags } from './fixture.js';

const matchups = chargeMatchups();
const html = renderHtml('Charge report', matchups);

/** The HTML of one matchup's section. */
function section(page: string, index: number): string {
  const start = page.indexOf(`<section class="matchup" id="matchup-${index}">`);
  expect(start).toBeGreaterThan(0);
  return page.slice(start, page.indexOf('</section>', start));
}

describe('renderHtml', () => {
  it('is one page with a summary table row per matchup', () => {
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<title>Charge report</title>');
    const summary = html.slice(html.indexOf('<table class="summary">'), html.indexOf('</table>'));
    for (const h of ['Matchup', 'Attacker', 'Target', 'Expected kills', 'P(wipe)', 'Expected damage', 'Median kills', 'Kills 10th-90th']) {
      expect(summary).toContain(`>${h}</th>`);
    }
    const rows = summary.split('<tr>').slice(2);
    expect(rows).toHaveLength(matchups.length);
    matchups.forEach((m, i) => {
      const cells = [...rows[i].matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => c[1].replace(/<[^>]+>/g, ''));
      expect(cells).toEqual([
        m.name,
        `${m.attacker.name} (${m.attacker.models} models, ${m.attacker.phase})`,
        `${m.target.name} (${m.target.models} models, ${m.target.wounds} wounds)`,
        fixed(m.kills.mean),
        percent(m.kills.wipe),
        fixed(m.damage.mean),
        String(m.kills.median),
        `${m.kills.p10}-${m.kills.p90}`,
      ]);
    });
    expect(rows[0]).toContain('>4.83<');
    expect(rows[0]).toContain('>88.6%<');
  });

  it('has a section per matchup with its kill and damage charts side by side and its P(exactly k) / P(at least k) table', () => {
    matchups.forEach((m, i) => {
      const s = section(html, i + 1);
      const charts = svgs(s);
      expect(charts).toHaveLength(2);
      const bars = (svg: string) => tags(svg, 'rect').filter((t) => 'data-p' in t.attrs).map((b) => Number(b.attrs['data-p']));
      expect(bars(charts[0])).toEqual(m.kills.distribution);
      expect(bars(charts[1])).toEqual(m.damage.distribution);
      expect(tags(charts[1], 'svg')[0].attrs.class).toBe('chart damage-chart');
      expect(s).toContain(`<div class="charts">\n${charts[0]}\n${charts[1]}\n</div>`);
      const rows = [...s.matchAll(/<tr><td class="num">(\d+)<\/td><td class="num">([^<]*)<\/td><td class="num">([^<]*)<\/td><\/tr>/g)];
      expect(rows.map((r) => [Number(r[1]), r[2], r[3]])).toEqual(
        m.kills.distribution.map((p, k) => [k, escHtml(percent(p)), escHtml(percent(m.kills.atLeast[k]))]),
      );
      expect(s).toContain(escHtml(`P(wipe) ${percent(m.kills.wipe)}`));
    });
  });

  it('overlays matchups that share a target (same name and models) on one comparison chart', () => {
    const comparisons = html.slice(html.indexOf('<section id="comparisons">'), html.indexOf('</section>', html.indexOf('<section id="comparisons">')));
    const charts = svgs(comparisons);
    expect(charts).toHaveLength(1); // only the two Intercessor matchups share a target
    const labels = [...new Set(tags(charts[0], 'rect').filter((t) => 'data-p' in t.attrs).map((t) => t.attrs['data-series']))];
    expect(labels).toEqual([matchups[0].name, matchups[1].name]);
    expect(comparisons).toContain('Against Intercessor Squad (5 models)');
    expect(svgs(html)).toHaveLength(2 * matchups.length + 1);
  });

  it('does not compare matchups whose targets differ in size, and has no comparisons section without shared targets', () => {
    const resized = { ...matchups[1], target: { ...matchups[1].target, models: 10 } };
    const page = renderHtml('x', [matchups[0], resized]);
    expect(page).not.toContain('id="comparisons"');
    expect(svgs(page)).toHaveLength(4);
  });

  it('escapes the title, matchup, unit and effect names', () => {
    const m = nastyMatchup();
    const page = renderHtml('<My & report>', [m, { ...m, name: 'again' }]);
    expect(page).toContain('<title>&lt;My &amp; report&gt;</title>');
    expect(page).toContain('<h1>&lt;My &amp; report&gt;</h1>');
    expect(page).toContain('Boyz &lt;b&gt;&amp;amp; &quot;Nobz&quot;&lt;/b&gt;');
    expect(page).toContain('&lt;Waaagh &amp; go&gt;');
    expect(page).toContain('Against &lt;Target &amp; co&gt; (3 models)');
    expect(page).not.toMatch(/<b>|<Target|<Waaagh|<My/);
    expect(page).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    expect(tags(page, 'rect').find((t) => 'data-series' in t.attrs)!.attrs['data-series']).toBe(`${NASTY} charge`); // the comparison chart comes first, labelled by matchup
  });

  it('is deterministic and has no timestamps', () => {
    expect(renderHtml('Charge report', chargeMatchups())).toBe(html);
    expect(html).not.toMatch(/\b20\d\d-\d\d-\d\d|\d\d:\d\d:\d\d/);
  });

  it('states the version and the date it is given under the title, and nothing else changes', () => {
    const stamped = renderHtml('Charge report', matchups, { version: '9.8.7', date: '2031-02-03' });
    expect(stamped).toContain('<h1>Charge report</h1>\n<p class="meta generated">Computed by wh40k 9.8.7 on 2031-02-03</p>\n<section id="summary">');
    expect(stamped.replace('<p class="meta generated">Computed by wh40k 9.8.7 on 2031-02-03</p>\n', '')).toBe(html);
  });

  it("states each matchup's conditions and options in people's words, beside its effects", () => {
    // charge.yaml: defaults charged: true, with: [relentless-rage] (Beacons of Rage is on the Eightbound's profile); the third matchup has models: 6.
    expect(section(html, 1)).toContain('<p class="conditions">Conditions: charged; options: none; effects applied: Relentless Rage, Beacons of Rage</p>');
    expect(section(html, 3)).toContain('<p class="conditions">Conditions: charged; options: 6 attacking models; effects applied: Relentless Rage, Beacons of Rage</p>');
    const page = renderHtml('x', [nastyMatchup()]);
    expect(page).toContain(
      '<p class="conditions">Conditions: charged; options: 10 attacking models, Leaders attached to the target: &lt;Big &amp; Mek&gt;, ' +
        '+1 to Hit rolls, re-roll Wound rolls of 1; effects applied: &lt;Waaagh &amp; go&gt;</p>',
    );
  });

  it('wraps every table in a sideways-scrolling box and sizes charts to their box', () => {
    const tables = html.match(/<table\b/g)!.length;
    expect(html.match(/<div class="table-scroll">\n<table\b/g)).toHaveLength(tables);
    expect(html).toContain('.table-scroll { overflow-x: auto;');
    expect(html).toContain('svg.chart { width: 100%; height: auto; display: block; }');
    for (const svg of svgs(html)) expect(tags(svg, 'svg')[0].attrs.width).toBe('100%');
  });

  it('is self-contained: no http(s) URLs other than the SVG xmlns, no scripts or external resources', () => {
    const urls = [...html.matchAll(/https?:\/\/[^\s"'<>)]+/gi)].map((m) => m[0]);
    expect(new Set(urls)).toEqual(new Set(['http://www.w3.org/2000/svg']));
    expect(html).not.toMatch(/<script|<link|<img|<iframe|<object|<embed|\ssrc=|url\(|@import/i);
    const hrefs = tags(html, 'a').map((a) => a.attrs.href);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const h of hrefs) expect(h).toMatch(/^#matchup-\d+$/);
  });

  it("prints percentages exactly as the CLI's tables do", () => {
    for (const p of [0, 1e-12, 0.00015575, 0.0009, 0.001, 0.0123, 0.5, 0.9994, 0.9995, 0.999999, 1 - 1e-10, 1]) {
      expect(percent(p)).toBe(cliPercent(p));
    }
  });
});
