// Flick requests (what stands where) and reading a settled flick: which of the
// listed figures went down. The same figure lists serve the scene, the physics
// and the rules, so what the player sees is what is judged.

import type { AwaitFlick, FigureSpot, FlickOutcome, Seat } from '../../../core/contract.ts';
import { DUEL_SPOTS, DUEL_STARTS, INDIAN_SPOTS, INDIAN_START, riderPoint } from '../data/board.ts';
import { indianId, riderId, seatName, standingRiders } from './helpers.ts';
import type { PonyState } from '../types.ts';
import { promptSaid } from '../prompt-messages.ts';
import { seatMessage } from '../log-messages.ts';

function bystanders(s: PonyState, except: readonly Seat[]): FigureSpot[] {
  return standingRiders(s, except).map((r) => {
    const p = riderPoint(r.pos, r.seat);
    return { id: riderId(r.seat), model: 'rider', x: p.x, z: p.z, role: 'bystander', owner: r.seat };
  });
}

/** A duel between two riders: `atA` stands on duel spot A, the other on B. */
function duelRequest(s: PonyState, atA: Seat, atB: Seat, shooter: Seat, purpose: string): AwaitFlick {
  const target = shooter === atA ? atB : atA;
  const spot = target === atA ? DUEL_SPOTS.a : DUEL_SPOTS.b;
  const from = shooter === atA ? DUEL_STARTS.a : DUEL_STARTS.b;
  return {
    kind: 'flick',
    seat: shooter,
    die: 'poker',
    from: { ...from },
    figures: [
      { id: riderId(target), model: 'rider', x: spot.x, z: spot.z, role: 'target', owner: target },
      ...bystanders(s, [atA, atB]),
      // The Indians stand on the board too; knocking one over costs nothing (they are stood up again, **ours**).
      ...INDIAN_SPOTS.map(
        (p, i): FigureSpot => ({ id: indianId(i), model: 'indian', x: p.x, z: p.z, role: 'bystander' }),
      ),
    ],
    prompt: `${seatName(shooter)}: flick a die at ${seatName(target)}; spare the riders on the track`,
    said: promptSaid('flickDuel', { target: seatMessage(target) }),
    purpose,
  };
}

/** The pending flick, or null when the game waits for something else. */
export function flickRequest(s: PonyState): AwaitFlick | null {
  const ph = s.phase;
  if (ph.kind === 'duel') return duelRequest(s, ph.attacker, ph.defender, ph.shooter, 'duel');
  if (ph.kind === 'final-duel') return duelRequest(s, ph.first, ph.second, ph.shooter, 'final duel');
  if (ph.kind === 'indians') {
    return {
      kind: 'flick',
      seat: s.turn,
      die: 'poker',
      from: { ...INDIAN_START },
      figures: [
        ...ph.standing.map((i): FigureSpot => {
          const p = INDIAN_SPOTS[i]!;
          return { id: indianId(i), model: 'indian', x: p.x, z: p.z, role: 'target' };
        }),
        ...bystanders(s, [s.turn]),
      ],
      prompt: `${seatName(s.turn)}: flick a die at the Indians (flick ${ph.shots + 1} of 3)`,
      said: promptSaid('flickIndians', { n: ph.shots + 1 }),
      purpose: 'indians',
    };
  }
  return null;
}

/** What a flick did to the figures of its request. */
export interface FlickRead {
  /** Target ids that fell or left the board. */
  targetsDown: string[];
  /** A bystander rider went down (Indians standing by do not count). */
  bystanderDown: boolean;
}

export function readFlick(request: AwaitFlick, outcome: FlickOutcome): FlickRead {
  const down = new Set([...outcome.fallen, ...outcome.offBoard]);
  const targetsDown = request.figures.filter((f) => f.role === 'target' && down.has(f.id)).map((f) => f.id);
  const bystanderDown = request.figures.some(
    (f) => f.role === 'bystander' && f.model === 'rider' && (down.has(f.id) || outcome.bystandersHit.includes(f.id)),
  );
  return { targetsDown, bystanderDown };
}
