// What a meeple waiting on a doorway does when it acts, as a preview (for the
// board and the bots) and as the effect itself. The meeples already inside
// the building count; the acting meeple walks in afterwards.

import type { Seat } from '../../../core/contract.ts';
import { AWNING_COSTS, BUILDING_NAMES, MINER_DRAWS, type MeepleKind } from '../data.ts';
import { buildingMessage } from '../building-words.ts';
import type { MainStreetState } from '../types.ts';
import { drawFromBag } from './bag.ts';
import { note, seatName } from './state.ts';
import type { Message } from '../../../core/message.ts';
import { logLine, meepleMessage, seatMessage } from '../log-messages.ts';

export interface ActionPreview {
  building: number;
  meeple: MeepleKind;
  /** Who draws from the bag, and how many pieces (0: nobody draws). */
  drawer: Seat | null;
  draws: number;
  /** Meeples the action sends away from the building. */
  sends: { meeple: MeepleKind; count: number; to: 'jail' | 'saloon' } | null;
  /** A builder's offer: who may build (or upgrade) here and whether they can pay now. */
  build: { seat: Seat; upgrade: boolean; affordable: boolean } | null;
}

/** Can `seat` pay for an awning (or upgrade) on `building` now? New awnings also need one in the seat's supply. */
export function canBuild(s: MainStreetState, seat: Seat, building: number, upgrade: boolean): boolean {
  const p = s.seats[seat]!;
  const cost = AWNING_COSTS[building]!;
  return p.gold >= cost.gold && p.stone >= cost.stone && (upgrade || p.awnings > 0);
}

/** What the meeple on `building`'s doorway would do if it acted now (null: no meeple there). */
export function previewAction(s: MainStreetState, building: number): ActionPreview | null {
  const meeple = s.doorways[building];
  if (!meeple) return null;
  const inside = s.buildings[building]!;
  const awning = s.awnings[building] ?? null;
  const base: ActionPreview = { building, meeple, drawer: null, draws: 0, sends: null, build: null };
  switch (meeple) {
    case 'builder': {
      if (awning && awning.points === 10) return base;
      const seat = awning ? awning.owner : s.turn;
      const upgrade = awning !== null;
      base.build = { seat, upgrade, affordable: canBuild(s, seat, building, upgrade) };
      return base;
    }
    case 'miner':
      if (awning) {
        base.drawer = awning.owner;
        base.draws = MINER_DRAWS[awning.points];
      }
      return base;
    case 'robber':
      base.drawer = s.turn;
      base.draws = 2 * inside.miner;
      return base;
    case 'deputy':
      base.drawer = s.turn;
      base.draws = 2 * inside.robber;
      if (inside.robber > 0) base.sends = { meeple: 'robber', count: inside.robber, to: 'jail' };
      return base;
    case 'madame':
      base.drawer = s.turn;
      base.draws = inside.builder;
      if (inside.builder > 0) base.sends = { meeple: 'builder', count: inside.builder, to: 'saloon' };
      return base;
  }
}

/** What an awning on `building` costs, in players' words ("3 gold + 2 stone"). */
export const costText = (building: number): string => {
  const c = AWNING_COSTS[building]!;
  return `${c.gold} gold + ${c.stone} stone`;
};

/** One line saying what a preview will do, naming the meeple and the building, for the buttons, the board's tooltip and the log. */
export function previewText(pv: ActionPreview): string {
  const name = BUILDING_NAMES[pv.building]!;
  const who = `${pv.meeple[0]!.toUpperCase()}${pv.meeple.slice(1)} at the ${name}`;
  switch (pv.meeple) {
    case 'builder': {
      if (!pv.build) return `${who}: the awning is already at 10, so the builder only walks in.`;
      const what = pv.build.upgrade ? 'turn the awning to 10' : 'build an awning';
      // An offer nobody can take still has to be played (the order of acting matters), so the button says why it does nothing.
      if (!pv.build.affordable) return `${who}: ${seatName(pv.build.seat)} cannot pay ${costText(pv.building)} to ${what}, so the builder only walks in.`;
      return `${who}: ${seatName(pv.build.seat)} may ${what} for ${costText(pv.building)}.`;
    }
    case 'miner':
      return pv.drawer === null ? `${who}: no awning here, so nobody draws.` : `${who}: ${seatName(pv.drawer)} draws ${pv.draws}.`;
    case 'robber':
      return `${who}: draws 2 per miner inside (${pv.draws}).`;
    case 'deputy':
      return `${who}: draws 2 per robber inside (${pv.draws}); the robbers go to jail.`;
    case 'madame':
      return `${who}: draws 1 per builder inside (${pv.draws}); the builders go to the saloon.`;
  }
}

/**
 * previewText as the log says it, in the reader's language. Only the lines the log
 * writes: a drawing miner, robber, deputy or madame is logged by its draw instead.
 */
export function previewMessage(pv: ActionPreview): Message {
  const at = { meeple: logLine('meepleTitle', { kind: pv.meeple }), building: buildingMessage(pv.building) };
  const c = AWNING_COSTS[pv.building]!;
  if (pv.meeple === 'builder') {
    if (!pv.build) return logLine('walksIn', at);
    const terms = { ...at, seat: seatMessage(pv.build.seat), gold: c.gold, stone: c.stone, upgrade: pv.build.upgrade ? 'yes' : 'no' };
    return logLine(pv.build.affordable ? 'mayBuild' : 'cannotPay', terms);
  }
  if (pv.meeple === 'miner') return pv.drawer === null ? logLine('noAwning', at) : logLine('minerDraws', { ...at, seat: seatMessage(pv.drawer), count: pv.draws });
  return logLine(pv.meeple === 'robber' ? 'robberDraws' : pv.meeple === 'deputy' ? 'deputyDraws' : 'madameDraws', { ...at, count: pv.draws });
}

/**
 * The meeple on `building`'s doorway acts and walks in. Returns the builder's
 * offer when someone must decide to build (the caller opens that decision).
 */
export function actAt(s: MainStreetState, building: number): { seat: Seat; upgrade: boolean } | null {
  const pv = previewAction(s, building);
  if (!pv) return null;
  s.doorways[building] = null;
  const inside = s.buildings[building]!;
  if (pv.sends) {
    inside[pv.sends.meeple] -= pv.sends.count;
    const dest = pv.sends.to === 'jail' ? s.jail : s.saloon;
    dest[pv.sends.meeple] += pv.sends.count;
    note(s, { kind: 'move', meeple: pv.sends.meeple, count: pv.sends.count, from: building, to: pv.sends.to });
  }
  if (pv.drawer !== null && pv.draws > 0) drawFromBag(s, pv.drawer, pv.draws, logLine('drawAt', { meeple: meepleMessage(pv.meeple), building: buildingMessage(building) }));
  else if (pv.meeple !== 'builder') s.log.push(previewMessage(pv));
  inside[pv.meeple] += 1;
  note(s, { kind: 'enter', building, meeple: pv.meeple });
  if (pv.build?.affordable) return { seat: pv.build.seat, upgrade: pv.build.upgrade };
  if (pv.meeple === 'builder') s.log.push(previewMessage(pv));
  return null;
}

/** Pay for and place (or turn) an awning. */
export function build(s: MainStreetState, seat: Seat, building: number, upgrade: boolean): void {
  const p = s.seats[seat]!;
  const cost = AWNING_COSTS[building]!;
  p.gold -= cost.gold;
  p.stone -= cost.stone;
  s.bag.gold += cost.gold;
  s.bag.stone += cost.stone;
  if (upgrade) s.awnings[building] = { owner: seat, points: 10 };
  else {
    p.awnings -= 1;
    s.awnings[building] = { owner: seat, points: 5 };
  }
  const points = upgrade ? 10 : 5;
  note(s, { kind: 'build', seat, building, points }, logLine(upgrade ? 'upgrade' : 'build', { seat: seatMessage(seat), building: buildingMessage(building), points }));
}
