// Open-loop information-set Monte Carlo tree search over the game contract.
// - Hidden information: every iteration starts from bot.determinize(state),
//   a sample of what the searching seat cannot see, so the search never peeks.
// - Chance: physical events are sampled from the outcome model (uniform faces,
//   the game's flick model), so search needs no physics. Nodes are keyed by
//   the sequence of decisions only ("open loop"); chance is re-sampled on
//   every pass, and a child's availability count (how often its action was
//   legal when its parent was visited) replaces the parent count in UCB.
// - Many seats: each node keeps a value per seat; the seat deciding at a node
//   picks by its own value (max^n).

import type { GameModule, Seat } from '../contract.ts';
import { samplePhysical } from '../outcome-model.ts';
import type { Random } from '../rng.ts';
import type { SearchBudget } from './levels.ts';
import { rewardFromResult, sanitizeValues } from './reward.ts';

interface Node<A> {
  action: A | null;
  visits: number;
  /** Times this node's action was legal when its parent was passed through. */
  avail: number;
  total: number[];
  children: Map<string, Node<A>>;
}

const newNode = <A>(action: A | null, seats: number): Node<A> => ({
  action,
  visits: 0,
  avail: 0,
  total: new Array<number>(seats).fill(0),
  children: new Map(),
});

/** Key of an action in the tree: its JSON (actions are plain data). */
export const actionKey = (action: unknown): string => JSON.stringify(action) ?? 'undefined';

/** Rollouts without an evaluation hook play on this far to reach an end. */
const UNGUIDED_ROLLOUT = 400;

export interface SearchStats {
  iterations: number;
  /** Visits and mean value (for the deciding seat) per root action key. */
  root: { key: string; visits: number; mean: number }[];
}

export class Search<S, A> {
  private readonly root: Node<A>;
  private iterationsDone = 0;

  constructor(
    private readonly module: GameModule<S, A>,
    private readonly state: S,
    private readonly seat: Seat,
    private readonly seats: number,
    private readonly budget: SearchBudget,
    private readonly random: Random,
  ) {
    this.root = newNode<A>(null, seats);
  }

  /** Legal actions the search considers in `s` (the game may prune; never empty if any are legal). */
  candidates(s: S): A[] {
    const all = this.module.legalActions(s);
    const pruned = this.module.bot?.candidateActions?.(s, all);
    return pruned && pruned.length > 0 ? pruned : all;
  }

  run(): SearchStats {
    const started = now();
    const total = this.budget.iterations;
    for (let i = 0; i < total; i++) {
      if (i % 8 === 7) {
        if (now() - started > this.budget.timeCapMs) break;
        // The pick is the most visited root move: stop once no other can catch up.
        if (this.decided(total - i)) break;
      }
      this.iterate();
      this.iterationsDone++;
    }
    return this.stats();
  }

  /** True when the most visited root child leads the runner-up by more than `remaining` visits. */
  private decided(remaining: number): boolean {
    let first = 0;
    let second = 0;
    for (const c of this.root.children.values()) {
      if (c.visits > first) {
        second = first;
        first = c.visits;
      } else if (c.visits > second) second = c.visits;
    }
    return first - second > remaining;
  }

  stats(): SearchStats {
    const root = [...this.root.children.entries()].map(([key, n]) => ({
      key,
      visits: n.visits,
      mean: n.visits > 0 ? n.total[this.seat]! / n.visits : 0,
    }));
    return { iterations: this.iterationsDone, root };
  }

  /** Root child for an action key, if the search visited it. */
  child(key: string): { visits: number; mean: number } | null {
    const n = this.root.children.get(key);
    return n && n.visits > 0 ? { visits: n.visits, mean: n.total[this.seat]! / n.visits } : null;
  }

  private iterate(): void {
    const { module, budget, random } = this;
    let s = module.bot?.determinize ? module.bot.determinize(this.state, this.seat, random) : this.state;
    let node = this.root;
    const path: Node<A>[] = [];
    let depth = 0;
    let expanded = false;
    let broken = false;

    // Selection and one expansion (bounded: a game stuck re-throwing forever must not hang the bot).
    for (let guard = 0; ; guard++) {
      if (guard > UNGUIDED_ROLLOUT) {
        broken = true;
        break;
      }
      const aw = module.awaiting(s);
      if (aw.kind === 'end') break;
      if (aw.kind !== 'decision') {
        const next = module.apply(s, samplePhysical(module, s, aw, random));
        if (!next.ok) {
          broken = true;
          break;
        }
        s = next.state;
        continue;
      }
      if (expanded || depth >= budget.treeDepth) break;
      const acts = this.candidates(s);
      if (acts.length === 0) {
        broken = true;
        break;
      }
      const unexplored: [string, A][] = [];
      let best: Node<A> | null = null;
      let bestScore = -Infinity;
      for (const a of acts) {
        const k = actionKey(a);
        const c = node.children.get(k);
        if (!c) {
          unexplored.push([k, a]);
          continue;
        }
        c.avail++;
        const score = c.total[aw.seat]! / c.visits + budget.exploration * Math.sqrt(Math.log(c.avail) / c.visits);
        if (score > bestScore) {
          bestScore = score;
          best = c;
        }
      }
      let chosen: Node<A>;
      if (unexplored.length > 0) {
        const [k, a] = unexplored[Math.floor(random() * unexplored.length)]!;
        chosen = newNode(a, this.seats);
        chosen.avail = 1;
        node.children.set(k, chosen);
        expanded = true;
      } else {
        chosen = best!;
      }
      const next = module.apply(s, { kind: 'action', seat: aw.seat, action: chosen.action as A });
      if (!next.ok) {
        broken = true;
        break;
      }
      s = next.state;
      node = chosen;
      path.push(chosen);
      depth++;
    }

    const values = broken ? this.evaluate(s) : this.rollout(s);
    for (const n of path) {
      n.visits++;
      for (let i = 0; i < this.seats; i++) n.total[i]! += values[i]!;
    }
  }

  private rollout(start: S): number[] {
    const { module, random } = this;
    const hooks = module.bot;
    const limit = hooks?.evaluate ? this.budget.rolloutDepth : UNGUIDED_ROLLOUT;
    let s = start;
    for (let step = 0; step < limit; step++) {
      const aw = module.awaiting(s);
      if (aw.kind === 'end') break;
      let next;
      if (aw.kind === 'decision') {
        const acts = this.candidates(s);
        if (acts.length === 0) break;
        const action = hooks?.rolloutAction
          ? hooks.rolloutAction(s, acts, random)
          : acts[Math.floor(random() * acts.length)]!;
        next = module.apply(s, { kind: 'action', seat: aw.seat, action });
      } else {
        next = module.apply(s, samplePhysical(module, s, aw, random));
      }
      if (!next.ok) break;
      s = next.state;
    }
    return this.evaluate(s);
  }

  private evaluate(s: S): number[] {
    const result = this.module.result(s);
    if (result) return rewardFromResult(result, this.seats);
    const hook = this.module.bot?.evaluate;
    if (!hook) return new Array<number>(this.seats).fill(0.5);
    return sanitizeValues(hook(s, this.seats), this.seats);
  }
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());
