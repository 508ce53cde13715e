// The caption a settled flick is staged with: one line per figure that went
// down (who, by name, and what it means), or one line for a miss. A game
// names its figures and says what a fall means (pony-express: "Rider 3
// (green) knocked over: Rider 1 goes to jail"); without one, the generic
// caption names figures by their ids and roles. Pure.
import type { FigureSpot, FlickOutcome, FlickSetup } from '../../physics/types.ts';

export interface CaptionLine {
  /** Who fell ("Rider 3 (green) knocked over"), or "Missed" when nobody did. */
  who: string;
  /** What it means ("Rider 1 goes to jail"). */
  meaning: string;
  /** good: what the flick was for; bad: a foul; plain: neither. */
  tone: 'good' | 'bad' | 'plain';
}

export interface FlickCaption {
  lines: CaptionLine[];
}

/** What a captioner is told about the flick it describes. */
export interface FlickFacts {
  setup: FlickSetup;
  outcome: FlickOutcome;
  /** The seat that flicked. */
  seat: number;
  /** The rules' purpose of the flick ('duel', 'indians', …), when the awaiting said one. */
  purpose?: string;
}

export type Captioner = (facts: FlickFacts) => FlickCaption;

/** The figures of the setup that went down: fell, left the board, or were hit as bystanders, in setup order. */
export function downFigures(setup: FlickSetup, outcome: FlickOutcome): FigureSpot[] {
  const down = new Set([...outcome.fallen, ...outcome.offBoard, ...outcome.bystandersHit]);
  return setup.figures.filter((f) => down.has(f.id));
}

/** 'meeple-3' → 'Meeple 3'; other ids as they are. */
export function idLabel(id: string): string {
  const m = /^([a-z]+)-(\d+)$/.exec(id);
  if (!m) return id;
  const word = m[1] as string;
  return `${word.charAt(0).toUpperCase()}${word.slice(1)} ${m[2]}`;
}

/** How a figure went down: off the board, or fallen where it stood. */
export const howDown = (outcome: FlickOutcome, id: string): string => (outcome.offBoard.includes(id) ? 'knocked off the board' : 'knocked over');

/** The caption of a game that gives none: each figure down by its id and role. */
export function genericCaption({ setup, outcome }: FlickFacts): FlickCaption {
  const down = downFigures(setup, outcome);
  if (down.length === 0) return { lines: [{ who: 'Missed', meaning: 'nobody fell', tone: 'plain' }] };
  return {
    lines: down.map((f) => ({
      who: `${idLabel(f.id)} ${howDown(outcome, f.id)}`,
      meaning: f.role === 'target' ? 'a target down' : 'a bystander down',
      tone: f.role === 'target' ? 'good' : 'bad',
    })),
  };
}

/** The caption as one sentence per line, for the screen reader and the tests. */
export const captionText = (caption: FlickCaption): string => caption.lines.map((l) => `${l.who}: ${l.meaning}.`).join(' ');
