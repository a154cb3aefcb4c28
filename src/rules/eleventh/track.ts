/**
 * The target's state between dice and between batches (11e 05.04), as numbered states.
 *
 * Without Precision the target is a track of positions, one per wound it can lose in the declared group
 * order (a wounded model first in its group: 05.04 step 1), plus one for "destroyed": a position is the
 * wounds lost so far and says the current group, the current model's wounds left and the models destroyed.
 * Damage to the current model moves along the track, excess lost. The order is linear because the wounded
 * model is always in the current group.
 *
 * [PRECISION] (11e 24.28, RULINGS 15) makes one CHARACTER group current out of turn, so its progress is kept
 * apart: state = p x C + c, p the position on the track of the other groups, c the wounds that CHARACTER
 * lost (C = its wounds left + 1). Normal allocation reaches it at its slot in the order; a Precision attack
 * meets it first while it stands. Every step raises the state's number, so the states are in causal order.
 *
 * The models left, hence the T the wound rolls use (11e 05.02.01), are a function of the state.
 */
import { groupSize, type AllocationGroup } from './groups.js';

/** How attacks meet each state: the current group, the current model's wounds left, the state step per wound. */
export interface View {
  /** The current group's index in `Track.groups`; -1 once the unit is destroyed. */
  readonly groupAt: readonly number[];
  readonly left: readonly number[];
  readonly stride: readonly number[];
}

export interface Track {
  /** The groups in the declared order. */
  readonly groups: readonly AllocationGroup[];
  /** The destroyed state (the last). */
  readonly destroyed: number;
  /** Per state: wounds the target lost, models destroyed, CHARACTER models destroyed. */
  readonly lostAt: readonly number[];
  readonly killsAt: readonly number[];
  readonly characterKillsAt: readonly number[];
  /**
   * Per state: the T a batch's wound rolls use (11e 05.02.01, 19.02): the highest among the bodyguard models left
   * (taken as the non-CHARACTER models) while there are any, else among the models left. The destroyed state takes
   * the state's before it (no wound roll reaches it).
   */
  readonly toughnessAt: readonly number[];
  /** The declared order (11e 05.04.01). */
  readonly normal: View;
  /** With a Precision CHARACTER group: that group current while it stands (11e 24.28). */
  readonly precision: View;
}

interface Line {
  readonly groupAt: number[];
  readonly left: number[];
  readonly kills: number[];
  readonly characterKills: number[];
  /** The highest T among the models left, of the non-CHARACTER ones and of all (-Infinity: none). */
  readonly bodyguardT: number[];
  readonly anyT: number[];
}

/** Per model of the line (in its order), the highest T among it and the models after it: [non-CHARACTER, all]. */
function highestLeft(models: readonly { T: number; character: boolean }[]): [number[], number[]] {
  const bodyguard = new Array<number>(models.length + 1).fill(-Infinity);
  const any = new Array<number>(models.length + 1).fill(-Infinity);
  for (let k = models.length - 1; k >= 0; k--) {
    bodyguard[k] = Math.max(bodyguard[k + 1], models[k].character ? -Infinity : models[k].T);
    any[k] = Math.max(any[k + 1], models[k].T);
  }
  return [bodyguard, any];
}

/** The linear track of these groups' models (indices into `all`), with the end position. */
function line(all: readonly AllocationGroup[], members: readonly number[]): Line {
  const out: Line = { groupAt: [], left: [], kills: [], characterKills: [], bodyguardT: [], anyT: [] };
  const [bodyguardT, anyT] = highestLeft(members.flatMap((i) => all[i].toughness.map((T) => ({ T, character: all[i].character }))));
  let kills = 0;
  let characterKills = 0;
  const push = (group: number, left: number): void => {
    out.groupAt.push(group);
    out.left.push(left);
    out.kills.push(kills);
    out.characterKills.push(characterKills);
    out.bodyguardT.push(bodyguardT[kills]);
    out.anyT.push(anyT[kills]);
  };
  for (const i of members) {
    const g = all[i];
    for (const lost of g.lost) {
      for (let l = lost; l < g.stats.W; l++) push(i, g.stats.W - l);
      kills++;
      if (g.character) characterKills++;
    }
  }
  push(-1, 0);
  return out;
}

/**
 * The states of `groups` in the declared order; `precise`: the index (in `groups`) of the CHARACTER group a
 * Precision attack makes current (RULINGS 15), absent when none.
 */
export function makeTrack(groups: readonly AllocationGroup[], precise?: number): Track {
  const members = groups.map((_, i) => i).filter((i) => i !== precise);
  const main = line(groups, members);
  const end = main.groupAt.length - 1;
  const chosen = precise === undefined ? undefined : groups[precise];
  const charWounds = chosen ? chosen.stats.W - chosen.lost[0] : 0;
  const C = charWounds + 1;
  // Where the CHARACTER's turn comes in the declared order: after the groups listed before it.
  const slot = members.filter((i) => precise !== undefined && i < precise).reduce((s, i) => s + wounds(groups[i]), 0);
  const normal = { groupAt: [] as number[], left: [] as number[], stride: [] as number[] };
  const precision = { groupAt: [] as number[], left: [] as number[], stride: [] as number[] };
  const lostAt: number[] = [];
  const killsAt: number[] = [];
  const characterKillsAt: number[] = [];
  const toughnessAt: number[] = [];
  for (let p = 0; p <= end; p++) {
    for (let c = 0; c < C; c++) {
      const standing = c < charWounds;
      // 11e 05.02.01, 19.02: the bodyguard's T while any stand, else the highest of the CHARACTERs left.
      const T = Number.isFinite(main.bodyguardT[p]) ? main.bodyguardT[p] : Math.max(main.anyT[p], standing ? chosen!.toughness[0] : -Infinity);
      toughnessAt.push(Number.isFinite(T) ? T : toughnessAt[toughnessAt.length - 1]);
      lostAt.push(p + c);
      killsAt.push(main.kills[p] + (chosen && !standing ? 1 : 0));
      characterKillsAt.push(main.characterKills[p] + (chosen && !standing ? 1 : 0));
      const meets = (character: boolean, view: typeof normal): void => {
        view.groupAt.push(character ? precise! : main.groupAt[p]);
        view.left.push(character ? charWounds - c : main.left[p]);
        view.stride.push(character ? 1 : C);
      };
      meets(standing && p >= slot, normal);
      meets(standing, precision);
    }
  }
  return { groups, destroyed: lostAt.length - 1, lostAt, killsAt, characterKillsAt, toughnessAt, normal, precision };
}

/** A group's wounds left. */
function wounds(g: AllocationGroup): number {
  return g.lost.reduce((s, l) => s + g.stats.W - l, 0);
}

export const trackModels = (t: Track): number => t.groups.reduce((s, g) => s + groupSize(g), 0);
