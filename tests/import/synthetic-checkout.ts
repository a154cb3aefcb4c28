/**
 * A tiny BattleScribe checkout written for tests: a game system and two catalogues ("A - Alpha",
 * "B - Beta") that both give a one-model datasheet "Beast" (same values, Save "-") and "Brute"
 * (Save 7+, other Toughness), so the second of each collides with the first.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEYS = { unit: ['M', 'T', 'SV', 'W', 'LD', 'OC'], melee: ['Range', 'A', 'WS', 'S', 'AP', 'D', 'Keywords'] };
const profile = (id: string, name: string, type: keyof typeof KEYS, values: string[]) =>
  `<profile id="${id}" name="${name}" typeId="t-${type}"><characteristics>${KEYS[type]
    .map((k, i) => `<characteristic name="${k}" typeId="t-${type}-${k}">${values[i]}</characteristic>`)
    .join('')}</characteristics></profile>`;
const types = Object.entries(KEYS)
  .map(([t, keys]) => `<profileType id="t-${t}" name="${t}"><characteristicTypes>${keys.map((k) => `<characteristicType id="t-${t}-${k}" name="${k}"/>`).join('')}</characteristicTypes></profileType>`)
  .join('');

/** A one-model datasheet with a claw (melee), its Save as given. */
const datasheet = (cat: string, name: string, sv: string, T: string) => `
    <selectionEntry id="${cat}-unit" name="${name}" type="model">
      <costs><cost name="pts" typeId="cost-pts" value="100"/></costs>
      <profiles>${profile(`${cat}-p`, name, 'unit', ['6"', T, sv, '3', '7+', '1'])}</profiles>
      <selectionEntries><selectionEntry id="${cat}-claw" name="Claw" type="upgrade">
        <constraints><constraint id="${cat}-c1" type="min" value="1" field="selections" scope="parent"/><constraint id="${cat}-c2" type="max" value="1" field="selections" scope="parent"/></constraints>
        <profiles>${profile(`${cat}-pc`, 'Claw', 'melee', ['Melee', '3', '3+', '5', '-1', '1', '-'])}</profiles>
      </selectionEntry></selectionEntries>
    </selectionEntry>`;
const catalogue = (id: string, name: string, entries: string) => `<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="${id}" name="${name}" library="false" revision="1" gameSystemId="sys" type="catalogue">
  <selectionEntries>${entries}</selectionEntries>
</catalogue>`;

export function writeSyntheticCheckout(dir: string): void {
  writeFileSync(
    join(dir, 'Test.gst'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<gameSystem id="sys" name="Test" revision="1" type="gameSystem"><costTypes><costType id="cost-pts" name="pts"/></costTypes><profileTypes>${types}</profileTypes></gameSystem>`,
  );
  // "Alpha" gives Beast (Sv "-") and Brute first; "Beta" gives a Beast with the same values and a Brute with other values.
  writeFileSync(join(dir, 'A - Alpha.cat'), catalogue('cat-a', 'A - Alpha', datasheet('a1', 'Beast', '-', '4') + datasheet('a2', 'Brute', '7+', '5')));
  writeFileSync(join(dir, 'B - Beta.cat'), catalogue('cat-b', 'B - Beta', datasheet('b1', 'Beast', '-', '4') + datasheet('b2', 'Brute', '7+', '6')));
}
