// The gallery's part of window.tabletop: flick, botFlick, lastOutcome,
// lastShot (the flick played and, for a bot, the aim request and where it was
// searched, so a test can re-aim it headless and compare), layout, score, newRound, isFlicking, and screenPoint (a table point in page
// pixels, so browser tests can drag the real die). Every flick goes through
// the store and the visible FlickRun, exactly like a player's.
import type { FlickOutcome } from '../../core/contract.ts';
import type { BotLevel } from '../../physics/flick/noise.ts';
import { registerAutomation } from '../../ui/automation.ts';
import { figureLabel } from './layout.ts';
import { roundOver, type GalleryStore } from './store.ts';
import type { StageProbe } from './GalleryStage.tsx';

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export function registerGalleryAutomation(gallery: GalleryStore, probe: StageProbe): () => void {
  return registerAutomation({
    /** Flick { angle, power } (from defaults to the start spot); resolves with the outcome after the visible run. */
    async flick(spec: unknown): Promise<FlickOutcome> {
      const shot = await gallery.actions.flick(spec, 'automation');
      return shot.outcome;
    },
    async botFlick(level: BotLevel): Promise<FlickOutcome> {
      const shot = await gallery.actions.botFlick(level);
      return shot.outcome;
    },
    lastOutcome(): FlickOutcome | null {
      return gallery.store.getState().last?.outcome ?? null;
    },
    lastShot() {
      const last = gallery.store.getState().last;
      if (!last) return null;
      return { n: last.n, source: last.source, spec: last.spec, points: last.points, aimed: last.aimed ?? null };
    },
    /** The bot now: phase null (idle), 'aiming' or 'showing' its aim; where it searches ('worker' or 'page'); the fallback notice, if any. */
    botState() {
      const { bot, botNotice } = gallery.store.getState();
      return { phase: bot ? (bot.aim ? 'showing' : 'aiming') : null, level: bot?.level ?? null, on: bot?.on ?? null, notice: botNotice };
    },
    layout() {
      const { round } = gallery.store.getState();
      return {
        round: round.number,
        seed: round.seed,
        die: { kind: round.layout.die, start: { ...round.layout.from } },
        figures: round.layout.figures.map((f) => ({
          id: f.id,
          label: figureLabel(f.id),
          model: f.model,
          role: f.role,
          x: f.x,
          z: f.z,
          down: round.down.includes(f.id),
        })),
      };
    },
    score() {
      const { round, best, last } = gallery.store.getState();
      return { round: round.number, flicks: round.shots.length, points: round.points, over: roundOver(round), best, lastPoints: last?.points ?? null };
    },
    newRound(seed?: number): void {
      gallery.actions.newRound(seed);
    },
    isFlicking(): boolean {
      const s = gallery.store.getState();
      return s.flight !== null || s.bot !== null;
    },
    /** A table point (cm; y defaults to the table top) in page pixels, for real pointer drags. */
    screenPoint(p: { x: number; y?: number; z: number }): { x: number; y: number } {
      if (typeof p !== 'object' || p === null || !finite(p.x) || !finite(p.z) || (p.y !== undefined && !finite(p.y))) {
        throw new Error('screenPoint takes a table point { x, z } (and optional y) of finite numbers');
      }
      return probe.screenPoint(p);
    },
  });
}
