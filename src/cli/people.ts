/**
 * A machine sheet (the csv columns: `kills_mean`, `p_wipe`, raw fractions) as people read it in a
 * table or Markdown: the shared labels (src/labels.ts), percentages, two decimals, the 10th-90th
 * percentiles in one column, and a row that could not be computed as one `n/a: REASON` cell.
 */
import { LABEL, peopleValue } from '../labels.js';
import { NA, naText, type Sheet } from './sheet.js';

export function forPeople(sheet: Sheet): Sheet {
  const cols = sheet.columns;
  const p10 = cols.indexOf('kills_p10');
  const paired = p10 >= 0 && cols[p10 + 1] === 'kills_p90';
  const reason = cols.indexOf('reason');
  const kept = cols.map((_, i) => i).filter((i) => i !== reason && !(paired && i === p10 + 1));
  // The order of the reports' summary (src/report/format.ts SUMMARY_HEAD): expected damage beside P(wipe).
  const damage = kept.indexOf(cols.indexOf('damage_mean'));
  const wipe = kept.indexOf(cols.indexOf('p_wipe'));
  if (damage >= 0 && wipe >= 0) kept.splice(wipe + 1, 0, ...kept.splice(damage, 1));
  const label = (key: string) => (paired && key === 'kills_p10' ? LABEL.kills_p10_p90 : ((LABEL as Record<string, string>)[key] ?? key));
  return {
    title: sheet.title,
    columns: kept.map((i) => label(cols[i])),
    rows: sheet.rows.map((row) => {
      const why = reason >= 0 ? String(row[reason] ?? '') : '';
      let first = true;
      return kept.map((i) => {
        if (why && row[i] === NA) {
          const cell = first ? naText(why) : '';
          first = false;
          return cell;
        }
        if (paired && i === p10) return `${row[i]}-${row[i + 1]}`;
        return peopleValue(cols[i], row[i]);
      });
    }),
  };
}
