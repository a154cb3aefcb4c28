/**
 * The BattleScribe JSON form (the New Recruit form of BSData's wh40k-11e, ../shared/bsdata-11e/README.md)
 * reads into the same elements as the XML form: one small game system and catalogue, written by hand both
 * ways, open to the same elements and walk to the same datasheet tree (src/profiles/bsdata/json-form.ts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportError, Library } from '../../src/profiles/bsdata/files.js';
import { jsonElement, memberName } from '../../src/profiles/bsdata/json-form.js';
import { gameTypes, TreeBuilder, type Node } from '../../src/profiles/bsdata/tree.js';
import { importCatalogues11 } from '../../src/rules/eleventh/import/bsdata.js';

const GST_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<gameSystem id="sys-1" name="Test System" revision="3" battleScribeVersion="2.03" type="gameSystem" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <costTypes><costType id="pts-1" name="pts" defaultCostLimit="-1" hidden="false"/></costTypes>
  <profileTypes>
    <profileType id="unit-t" name="Unit">
      <characteristicTypes>
        <characteristicType id="m" name="M"/><characteristicType id="t" name="T"/><characteristicType id="sv" name="Sv"/>
        <characteristicType id="w" name="W"/><characteristicType id="ld" name="LD"/><characteristicType id="oc" name="OC"/>
        <characteristicType id="insv" name="InSv"/>
      </characteristicTypes>
    </profileType>
  </profileTypes>
  <sharedRules>
    <rule id="r-fnp" name="Feel No Pain" hidden="false"><description>Roll a D6 for each wound **lost**.</description><alias>FNP</alias></rule>
  </sharedRules>
</gameSystem>`;

const GST_JSON = {
  gameSystem: {
    costTypes: [{ id: 'pts-1', name: 'pts', defaultCostLimit: -1, hidden: false }],
    profileTypes: [
      {
        characteristicTypes: [
          { id: 'm', name: 'M' },
          { id: 't', name: 'T' },
          { id: 'sv', name: 'Sv' },
          { id: 'w', name: 'W' },
          { id: 'ld', name: 'LD' },
          { id: 'oc', name: 'OC' },
          { id: 'insv', name: 'InSv' },
        ],
        id: 'unit-t',
        name: 'Unit',
      },
    ],
    sharedRules: [{ description: 'Roll a D6 for each wound **lost**.', alias: ['FNP'], id: 'r-fnp', name: 'Feel No Pain', hidden: false }],
    xmlns: 'http://www.battlescribe.net/schema/gameSystemSchema',
    id: 'sys-1',
    name: 'Test System',
    revision: 3,
    battleScribeVersion: 2.03,
    type: 'gameSystem',
  },
};

const CAT_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<catalogue id="cat-1" name="Test - Guard" revision="2" battleScribeVersion="2.03" library="false" gameSystemId="sys-1" gameSystemRevision="3" type="catalogue" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <selectionEntries>
    <selectionEntry id="u-1" name="Guard Squad" type="unit" hidden="false" import="true">
      <comment>a unit of 4-5</comment>
      <infoLinks>
        <infoLink id="il-1" name="Feel No Pain" targetId="r-fnp" type="rule" hidden="false">
          <modifiers><modifier type="append" value="5+" field="name"/></modifiers>
        </infoLink>
      </infoLinks>
      <selectionEntries>
        <selectionEntry id="m-1" name="Guard" type="model" hidden="false">
          <constraints>
            <constraint id="c-min" type="min" value="4" field="selections" scope="parent" shared="true"/>
            <constraint id="c-max" type="max" value="5" field="selections" scope="parent" shared="true"/>
          </constraints>
          <profiles>
            <profile id="p-1" name="Guard" typeId="unit-t" typeName="Unit" hidden="false">
              <characteristics>
                <characteristic name="M" typeId="m">6"</characteristic><characteristic name="T" typeId="t">6</characteristic>
                <characteristic name="Sv" typeId="sv">2+</characteristic><characteristic name="W" typeId="w">3</characteristic>
                <characteristic name="LD" typeId="ld">6+</characteristic><characteristic name="OC" typeId="oc">2</characteristic>
                <characteristic name="InSv" typeId="insv">4+</characteristic>
              </characteristics>
            </profile>
          </profiles>
          <costs><cost name="pts" typeId="pts-1" value="40"/></costs>
        </selectionEntry>
      </selectionEntries>
      <categoryLinks><categoryLink id="cl-1" name="Infantry" targetId="cat-inf" primary="false"/></categoryLinks>
    </selectionEntry>
  </selectionEntries>
</catalogue>`;

const CAT_JSON = {
  catalogue: {
    selectionEntries: [
      {
        comment: 'a unit of 4-5',
        infoLinks: [{ modifiers: [{ type: 'append', value: '5+', field: 'name' }], id: 'il-1', name: 'Feel No Pain', targetId: 'r-fnp', type: 'rule', hidden: false }],
        selectionEntries: [
          {
            constraints: [
              { id: 'c-min', type: 'min', value: 4, field: 'selections', scope: 'parent', shared: true },
              { id: 'c-max', type: 'max', value: 5, field: 'selections', scope: 'parent', shared: true },
            ],
            profiles: [
              {
                characteristics: [
                  { name: 'M', typeId: 'm', $text: '6"' },
                  { name: 'T', typeId: 't', $text: '6' },
                  { name: 'Sv', typeId: 'sv', $text: '2+' },
                  { name: 'W', typeId: 'w', $text: '3' },
                  { name: 'LD', typeId: 'ld', $text: '6+' },
                  { name: 'OC', typeId: 'oc', $text: '2' },
                  { name: 'InSv', typeId: 'insv', $text: '4+' },
                ],
                id: 'p-1',
                name: 'Guard',
                typeId: 'unit-t',
                typeName: 'Unit',
                hidden: false,
              },
            ],
            costs: [{ name: 'pts', typeId: 'pts-1', value: 40 }],
            id: 'm-1',
            name: 'Guard',
            type: 'model',
            hidden: false,
          },
        ],
        categoryLinks: [{ id: 'cl-1', name: 'Infantry', targetId: 'cat-inf', primary: false }],
        id: 'u-1',
        name: 'Guard Squad',
        type: 'unit',
        hidden: false,
        import: true,
      },
    ],
    id: 'cat-1',
    name: 'Test - Guard',
    revision: 2,
    battleScribeVersion: 2.03,
    library: false,
    gameSystemId: 'sys-1',
    gameSystemRevision: 3,
    type: 'catalogue',
    xmlns: 'http://www.battlescribe.net/schema/catalogueSchema',
  },
};

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'wh40k-bsjson-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** A walked tree without its links into the elements (which differ only in where they were read from). */
function plain(n: Node): unknown {
  return { kind: n.kind, type: n.type, name: n.name, ids: n.ids, min: n.min, max: n.max, profiles: n.profiles, rules: n.rules, categories: n.categories, cost: n.cost, children: n.children.map(plain) };
}

function walk(dir: string) {
  const { library } = Library.open(dir);
  const doc = library.doc(library.catalogues[0].id)!;
  const unit = doc.byId.get('u-1')!;
  const root = new TreeBuilder(library, gameTypes(library.gst, 'a test'), { count: () => 0, instanceOf: () => false }).build(unit, doc, undefined, 'entry', true)!;
  return { library, doc, root };
}

describe('BattleScribe JSON', () => {
  const xmlDir = folder({ 'Test.gst': GST_XML, 'Test - Guard.cat': CAT_XML });
  const jsonDir = folder({ 'Test.json': JSON.stringify(GST_JSON), 'Test - Guard.json': JSON.stringify(CAT_JSON) });
  const xml = walk(xmlDir);
  const json = walk(jsonDir);

  it('names a list member as XML does', () => {
    expect(['sharedSelectionEntries', 'sharedRules', 'categoryEntries', 'repeats', 'conditionGroups', 'costs'].map(memberName)).toEqual([
      'selectionEntry',
      'rule',
      'categoryEntry',
      'repeat',
      'conditionGroup',
      'cost',
    ]);
  });

  it('reads the same elements from either form', () => {
    // Whitespace-only text between XML tags is not kept by the parser, so the elements compare whole.
    expect(json.library.gst.root).toEqual(xml.library.gst.root);
    expect(json.doc.root).toEqual(xml.doc.root);
    expect(json.library.catalogues.map(({ path, ...h }) => h)).toEqual(xml.library.catalogues.map(({ path, ...h }) => h));
  });

  it('walks to the same tree', () => {
    expect(plain(json.root)).toEqual(plain(xml.root));
    // What the tree says, read from the catalogue above: one model entry of 4-5, its Unit profile
    // (InSv 4+ by its characteristic type), the shared rule's name with the link's "5+" appended, 40 points.
    const model = json.root.children[0];
    expect([model.name, model.min, model.max, model.cost]).toEqual(['Guard', 4, 5, 40]);
    expect(model.profiles[0].chars).toEqual({ M: '6"', T: '6', Sv: '2+', W: '3', LD: '6+', OC: '2', InSv: '4+' });
    expect(json.root.rules).toEqual(['Feel No Pain 5+']);
  });

  it('reads a text-only element and a list of texts as the XML parser does', () => {
    expect(jsonElement({ description: 'a & b', alias: ['X', 'Y'], hidden: true, page: 25 })).toEqual({ description: ['a & b'], alias: ['X', 'Y'], hidden: 'true', page: '25' });
  });

  it('says where JSON is not well-formed, and ignores other JSON in the folder', () => {
    const bad = folder({ 'Test.json': JSON.stringify(GST_JSON), 'Broken.json': '{"catalogue": {"id": ' });
    expect(() => Library.open(bad)).toThrow(ImportError);
    expect(() => Library.open(bad)).toThrow(/Broken\.json: not well-formed JSON/);
    // Other JSON is never parsed: its root key is not "gameSystem" or "catalogue" (a tsconfig.json with comments included).
    const others = { 'package.json': '{"name": "x"}', 'tsconfig.json': '{ // comments\n "compilerOptions": {} }' };
    const other = folder({ 'Test.json': JSON.stringify(GST_JSON), 'Test - Guard.json': JSON.stringify(CAT_JSON), ...others });
    expect(Library.open(other).library.catalogues.map((c) => c.name)).toEqual(['Test - Guard']);
    // A folder of other JSON is no BSData checkout, in the words 10th edition's import has always used.
    expect(() => Library.open(folder(others))).toThrow(/no \.gst game system file here; point at a BSData checkout \(a \.gst and its \.cat catalogues\)$/);
    expect(() => Library.open(folder({ 'Test - Guard.json': JSON.stringify(CAT_JSON) }))).toThrow(/no \.gst game system file here, nor a \.json one \(whose root is "gameSystem"\)/);
  });

  it("imports to the same 11th-edition unit from either form", () => {
    const fromJson = importCatalogues11(jsonDir, { commit: 'c0ffee' });
    const fromXml = importCatalogues11(xmlDir, { commit: 'c0ffee' });
    const bare = (r: typeof fromJson) => r.units.map(({ file, source, ...u }) => u);
    expect(bare(fromJson)).toEqual(bare(fromXml));
    // The catalogue above: 4-5 Guard (T 6, Sv 2+, W 3, InSv 4+), the rule "Feel No Pain" with "5+" appended, 40 points a model.
    expect(fromJson.units[0].models).toEqual([{ name: 'Guard', count: 4, min: 4, max: 5, character: false, stats: { T: 6, Sv: 2, W: 3, InSv: 4, feelNoPain: 5 }, equipment: [] }]);
    expect(fromJson.units[0].points).toEqual({ 4: 160, 5: 200 });
    expect(fromJson.units[0].source).toBe('BSData Test - Guard.json (commit c0ffee, revision 2), entry u-1 "Guard Squad"');
  });
});
