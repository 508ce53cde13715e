// What happens by itself between decisions: placing meeples when no choice
// is left, sending leftovers to the saloon, ending a turn (bars bought while
// affordable), passing the turn and ending the game with equal turns.

import type { Seat } from '../../../core/contract.ts';
import { listMessage, type Message } from '../../../core/message.ts';
import { logLine, meepleMessage, seatMessage } from '../log-messages.ts';
import { BUILDING_COUNT, SPACES, type MeepleKind } from '../data.ts';
import type { LocationId, MainStreetState } from '../types.ts';
import { bothHeld } from './showdown.ts';
import { countAll, emptyCounts, endTriggerMessages, endTriggers, kindsIn, listMeeples, locationName, nextBarPrice, note } from './state.ts';
import { sowTargets } from './street.ts';

/** Locations the active seat may take meeples from (at least one meeple there). */
export function takeableLocations(s: MainStreetState): LocationId[] {
  const out: LocationId[] = [];
  for (let b = 0; b < BUILDING_COUNT; b++) if (countAll(s.buildings[b]!) > 0) out.push(b);
  if (countAll(s.saloon) > 0) out.push('saloon');
  if (countAll(s.jail) > 0) out.push('jail');
  return out;
}

/** Put one meeple from the hand on `space`; `dir` fixes the sow's direction when it is not fixed yet. */
export function placeMeeple(s: MainStreetState, space: number, meeple: MeepleKind, dir: 1 | -1 | null): void {
  const ph = s.phase;
  if (ph.kind !== 'sow') throw new Error('not sowing');
  ph.hand[meeple] -= 1;
  if (ph.dir === null) ph.dir = dir;
  ph.last = space;
  const info = SPACES[space]!;
  if (info.kind === 'doorway') {
    s.doorways[info.building] = meeple;
    note(s, { kind: 'place', space, meeple });
    return;
  }
  if (meeple === 'madame') {
    // She has no business in a showdown: she goes to the saloon, the space stays free.
    s.saloon.madame += 1;
    note(s, { kind: 'place', space, meeple }, logLine('madameToSaloon'));
    note(s, { kind: 'madame-to-saloon', space });
    return;
  }
  note(s, { kind: 'place', space, meeple });
  const other = s.showdowns[info.side === 0 ? 1 : 0];
  if (other?.owner === s.turn) {
    // A seat holds one marker: the active seat gives this one to another seat.
    if (s.players === 2) setMarker(s, space, meeple, ((s.turn + 1) % 2) as Seat);
    else {
      // Until the marker is given, the space shows the active seat (the decision names the space).
      s.showdowns[info.side] = { meeple, owner: s.turn };
      ph.marker = space;
    }
    return;
  }
  setMarker(s, space, meeple, s.turn);
}

export function setMarker(s: MainStreetState, space: number, meeple: MeepleKind, owner: Seat): void {
  const info = SPACES[space]!;
  if (info.kind !== 'showdown' || meeple === 'madame') throw new Error('markers go on showdown spaces');
  s.showdowns[info.side] = { meeple, owner };
  note(s, { kind: 'marker', space, seat: owner }, logLine('marker', { seat: seatMessage(owner), side: info.side === 0 ? 'A' : 'B', meeple: meepleMessage(meeple) }));
}

/**
 * Carry on after any input: place meeples while no choice is left, send
 * leftovers to the saloon, move from sowing to acting, and end the turn when
 * nothing is left to act. Stops at the next decision or physical request.
 */
export function advance(s: MainStreetState): void {
  for (let guard = 0; guard < 200; guard++) {
    const ph = s.phase;
    if (ph.kind === 'sow') {
      if (ph.marker !== null) return;
      if (countAll(ph.hand) === 0) {
        s.phase = { kind: 'act' };
        continue;
      }
      const targets = sowTargets(s);
      if (targets.length === 0) {
        const left = listMeeples(ph.hand);
        for (const m of left) s.saloon[m] += 1;
        ph.hand = emptyCounts();
        note(s, { kind: 'leftovers-to-saloon', meeples: left }, logLine('leftovers', { count: left.length }));
        continue;
      }
      const kinds = kindsIn(ph.hand);
      if (kinds.length === 1 && targets.length === 1) {
        placeMeeple(s, targets[0]!.space, kinds[0]!, targets[0]!.dir);
        continue;
      }
      return;
    }
    if (ph.kind === 'act') {
      if (bothHeld(s) || s.doorways.some((d) => d !== null)) return;
      endTurn(s);
      continue;
    }
    return;
  }
  throw new Error('advance did not settle');
}

/** End of the active seat's turn: buy bars while affordable, then pass on (or end the game with equal turns). */
function endTurn(s: MainStreetState): void {
  const me = s.seats[s.turn]!;
  for (let price = nextBarPrice(s); price !== null && me.gold >= price; price = nextBarPrice(s)) {
    me.gold -= price;
    s.bag.gold += price;
    me.bars += 1;
    s.bank -= 1;
    note(s, { kind: 'bar', seat: s.turn, price }, logLine('bar', { seat: seatMessage(s.turn), price }));
  }
  s.turns += 1;
  const next = ((s.turn + 1) % s.players) as Seat;
  const triggers = endTriggers(s);
  if (next === s.starter && triggers.length > 0) return finish(s, `The game ends: ${triggers.join(', ')}.`, logLine('ends', { triggers: listMessage(endTriggerMessages(s)) }));
  s.turn = next;
  s.phase = { kind: 'choose-location' };
  if (takeableLocations(s).length === 0) return finish(s, 'The game ends: no meeple is left to take (ours).', logLine('noMeeple'));
  note(s, { kind: 'turn', seat: next });
}

/** The game is over: `reason` in English is the result's summary, `said` the log's words for it. */
function finish(s: MainStreetState, reason: string, said: Message): void {
  s.phase = { kind: 'over' };
  s.summary = reason;
  note(s, { kind: 'end', reason }, said);
}

export { locationName };
