/** A BattleScribe element as read from XML or JSON: attributes as strings, child elements as arrays, text as '#text'. */
export type El = { [key: string]: any };
