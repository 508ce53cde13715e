// Search-bot hooks for Gold in the Rivers (perfect information apart from the discs,
// so no determinize). The heart is a cheap estimate of each revealed
// marker's fate: it goes to whichever of its two regions (its mountain or its
// river) loses its last face-down marker first, so the region with fewer
// face-down markers left is the likelier winner. A move is scored by how it
// changes that estimate, computed only over the regions it touches (search
// scores thousands of moves per decision); the search keeps the best few
// moves and plays the rollouts mostly greedily.

import type { BotHooks, Seat } from '../../core/contract.ts';
import { rowBetween, type Layout } from './board.ts';
import type { GoldRiversAction, GoldRiversState } from './types.ts';
import { buryingAllowed } from './rules/legal.ts';
import { buryTurnLimit, layoutOf } from './rules/state.ts';

/** Reveals and burials the search considers per decision. */
export const KEEP_REVEALS = 8;
export const KEEP_BURIALS = 3;
/** What a shovel in hand is worth, in gold, while burying is possible. */
const SHOVEL_VALUE = 0.35;

/** Face-down markers per mountain and per river. */
interface Counts {
  hm: number[];
  hr: number[];
}

function counts(l: Layout, s: GoldRiversState): Counts {
  const hm = new Array<number>(l.regionCount).fill(0);
  const hr = new Array<number>(l.regionCount).fill(0);
  for (let p = 0; p < s.markers.length; p++) {
    if (s.markers[p] === 'hidden') {
      hm[l.mountainOf[p]!]!++;
      hr[l.riverOf[p]!]!++;
    }
  }
  return { hm, hr };
}

/**
 * A revealed marker's expected worth to player 1 (mountains) minus player 2,
 * in [-1, 1]: its mountain needs hm more reveals, its river hr; the shorter
 * race is the likelier win.
 */
function openWorth(hm: number, hr: number): number {
  const a = hm * hm;
  const b = hr * hr;
  return (b - a) / (a + b);
}

/** Player 1's expected lead in gold (revealed markers by their likely owner, shovels at a small value). */
export function expectedLead(s: GoldRiversState): number {
  const l = layoutOf(s);
  const { hm, hr } = counts(l, s);
  let d = s.gold[0] - s.gold[1];
  for (let p = 0; p < s.markers.length; p++) {
    if (s.markers[p] === 'open') d += openWorth(hm[l.mountainOf[p]!]!, hr[l.riverOf[p]!]!);
  }
  if (s.turnNumber <= buryTurnLimit(s)) d += SHOVEL_VALUE * (s.shovels[0] - s.shovels[1]);
  return d;
}

/** Win chances [player 1, player 2] from the expected lead, sharper as fewer markers remain. */
export function evaluate(s: GoldRiversState): number[] {
  if (s.phase.kind === 'over') return s.gold[0] > s.gold[1] ? [1, 0] : [0, 1];
  let left = 0;
  for (const m of s.markers) if (m !== 'cleared') left++;
  const spread = 1.2 + 0.3 * Math.sqrt(left);
  const v = 1 / (1 + Math.exp(-expectedLead(s) / spread));
  return [v, 1 - v];
}

// ---------------------------------------------------------------------------
// Scoring moves by the change of the expected lead, over the touched regions only

/** Scratch marks reused across calls (the bot is single-threaded): a stamp per call instead of clearing. */
let stamp = 0;
let seen = new Int32Array(0);
let inRow = new Int32Array(0);
let taken = new Int32Array(0);
let touchedM = new Int32Array(0);
let touchedR = new Int32Array(0);
let hmNew = new Int32Array(0);
let hrNew = new Int32Array(0);

function scratch(sites: number, regions: number): void {
  if (seen.length < sites) {
    seen = new Int32Array(sites);
    inRow = new Int32Array(sites);
    taken = new Int32Array(sites);
  }
  if (touchedM.length < regions) {
    touchedM = new Int32Array(regions);
    touchedR = new Int32Array(regions);
    hmNew = new Int32Array(regions);
    hrNew = new Int32Array(regions);
  }
  stamp++;
}

/**
 * Change of player 1's expected lead when `changed` sites flip (face-down to
 * revealed for a reveal, revealed to face-down for a burial), with complete
 * regions cleared mover first.
 */
function leadDelta(l: Layout, s: GoldRiversState, c: Counts, changed: readonly number[], reveal: boolean, mover: Seat): number {
  scratch(s.markers.length, l.regionCount);
  const st = stamp;
  const step = reveal ? -1 : 1;
  // hidden counts after the move, for the touched regions only
  const listM: number[] = [];
  const listR: number[] = [];
  for (const p of changed) {
    inRow[p] = st;
    const m = l.mountainOf[p]!;
    const r = l.riverOf[p]!;
    if (touchedM[m] !== st) {
      touchedM[m] = st;
      hmNew[m] = c.hm[m]!;
      listM.push(m);
    }
    if (touchedR[r] !== st) {
      touchedR[r] = st;
      hrNew[r] = c.hr[r]!;
      listR.push(r);
    }
    hmNew[m]! += step;
    hrNew[r]! += step;
  }
  const markers = s.markers;
  // clearing: the mover's complete regions first, then the opponent's
  let gain = 0; // to player 1, in gold
  if (reveal) {
    for (let pass = 0; pass < 2; pass++) {
      const mountains = (pass === 0) === (mover === 0);
      const list = mountains ? listM : listR;
      const owner = mountains ? 1 : -1;
      for (const region of list) {
        if ((mountains ? hmNew[region] : hrNew[region]) !== 0) continue;
        for (const p of (mountains ? l.mountainSites : l.riverSites)[region]!) {
          if (taken[p] === st) continue;
          if (inRow[p] !== st && markers[p] !== 'open') continue;
          taken[p] = st;
          gain += owner;
        }
      }
    }
  }
  // the worth of revealed markers in touched regions, before and after
  let before = 0;
  let after = 0;
  for (let kind = 0; kind < 2; kind++) {
    const list = kind === 0 ? listM : listR;
    const sitesOf = kind === 0 ? l.mountainSites : l.riverSites;
    for (const region of list) {
      for (const p of sitesOf[region]!) {
        if (seen[p] === st) continue;
        seen[p] = st;
        const m = l.mountainOf[p]!;
        const r = l.riverOf[p]!;
        const wasOpen = markers[p] === 'open';
        if (wasOpen) before += openWorth(c.hm[m]!, c.hr[r]!);
        const isOpen = inRow[p] === st ? reveal : wasOpen;
        if (isOpen && taken[p] !== st) {
          after += openWorth(touchedM[m] === st ? hmNew[m]! : c.hm[m]!, touchedR[r] === st ? hrNew[r]! : c.hr[r]!);
        }
      }
    }
  }
  return gain + after - before;
}

interface Scored {
  action: GoldRiversAction;
  /** Change of the mover's expected lead. */
  score: number;
}

/** The last state scored and its scores: rolloutAction reads what candidateActions just computed for the same state. */
let cacheState: GoldRiversState | null = null;
let cacheScored: Scored[] = [];

/** Every legal action with its one-move score for the mover, best first (the last state's scores are kept). */
export function scoreActions(s: GoldRiversState, actions: readonly GoldRiversAction[]): Scored[] {
  if (cacheState === s && cacheScored.length === actions.length) return cacheScored;
  const l = layoutOf(s);
  const c = counts(l, s);
  const sign = s.turn === 0 ? 1 : -1;
  const shovelSwing = buryingAllowed(s) ? -2 * SHOVEL_VALUE : 0;
  const out: Scored[] = actions.map((action) => {
    if (action.type === 'confirm') return { action, score: 0 };
    if (action.type === 'bury') return { action, score: sign * leadDelta(l, s, c, [action.site], false, s.turn) + shovelSwing };
    const row = rowBetween(l, action.first, action.last) ?? [];
    return { action, score: sign * leadDelta(l, s, c, row, true, s.turn) };
  });
  out.sort((a, b) => b.score - a.score);
  cacheState = s;
  cacheScored = out;
  return out;
}

/** The best few reveals and burials by their one-move score. */
export function candidateActions(s: GoldRiversState, actions: GoldRiversAction[]): GoldRiversAction[] {
  if (actions.length <= 1) return actions;
  const scored = scoreActions(s, actions);
  const reveals = scored.filter((x) => x.action.type === 'reveal').slice(0, KEEP_REVEALS);
  const burials = scored.filter((x) => x.action.type === 'bury').slice(0, KEEP_BURIALS);
  return [...reveals, ...burials].map((x) => x.action);
}

/** Rollouts: mostly the best-scored move, sometimes another of the kept ones. */
export function rolloutAction(s: GoldRiversState, actions: GoldRiversAction[], random: () => number): GoldRiversAction {
  if (actions.length === 1) return actions[0]!;
  // candidateActions scored the full list for this very state: reuse it, kept moves only
  const scored = (cacheState === s ? cacheScored : scoreActions(s, actions)).filter((x) => actions.includes(x.action));
  if (scored.length === 0) return actions[Math.floor(random() * actions.length)]!;
  if (random() < 0.75) return scored[0]!.action;
  return scored[Math.floor(random() * Math.min(scored.length, 4))]!.action;
}

export const goldRiversBot: BotHooks<GoldRiversState, GoldRiversAction> = {
  evaluate: (s) => evaluate(s),
  candidateActions,
  rolloutAction,
  // The log is never read by play: drop it from the search's copies.
  lean: (s) => ({ ...s, log: [] }),
  budgets: {
    hard: { iterations: 300, rolloutDepth: 9 },
  },
};
