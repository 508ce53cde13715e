// The caption a settled flick is staged with: one line per figure that went
// down (who, by name, and what it means), or one line for a miss. A game
// names its figures and says what a fall means (pony-express: "Rider 3
// (green) knocked over: Rider 1 goes to jail"); without one, the generic
// caption names figures by their ids and roles. Pure.
import { i18n } from '@lingui/core';
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

/** 'meeple-3' → 'Meeple 3' in the reader's language (the figures the tables stand up); other ids as they are. */
export function idLabel(id: string): string {
  const m = /^([a-z]+)-(\d+)$/.exec(id);
  if (!m) return id;
  const word = m[1] as string;
  const english = `${word.charAt(0).toUpperCase()}${word.slice(1)} ${m[2]}`;
  return i18n._({
    id: 'flick.figure',
    message: '{word, select, indian {Indian {n}} bystander {Bystander {n}} meeple {Meeple {n}} rider {Rider {n}} target {Target {n}} other {{english}}}',
    values: { word, n: m[2] ?? '', english },
  });
}

/** How a figure went down: off the board, or fallen where it stood. */
export const howDown = (outcome: FlickOutcome, id: string): string =>
  outcome.offBoard.includes(id) ? i18n._({ id: 'flick.off-board', message: 'knocked off the board' }) : i18n._({ id: 'flick.knocked-over', message: 'knocked over' });

/** "Missed", the line of a flick that felled nobody. */
export const missed = (): string => i18n._({ id: 'flick.missed', message: 'Missed' });

/** "Indian 2 knocked over": a figure and how it went down. */
export const figureDown = (figure: string, how: string): string => i18n._({ id: 'flick.figure-down', message: '{figure} {how}', values: { figure, how } });

/** The caption of a game that gives none: each figure down by its id and role. */
export function genericCaption({ setup, outcome }: FlickFacts): FlickCaption {
  const down = downFigures(setup, outcome);
  if (down.length === 0) return { lines: [{ who: missed(), meaning: i18n._({ id: 'flick.nobody-fell', message: 'nobody fell' }), tone: 'plain' }] };
  return {
    lines: down.map((f) => ({
      who: figureDown(idLabel(f.id), howDown(outcome, f.id)),
      meaning: f.role === 'target' ? i18n._({ id: 'flick.target-down', message: 'a target down' }) : i18n._({ id: 'flick.bystander-down', message: 'a bystander down' }),
      tone: f.role === 'target' ? 'good' : 'bad',
    })),
  };
}

/** The caption as one sentence per line, for the screen reader and the tests. */
export const captionText = (caption: FlickCaption): string =>
  caption.lines.map((l) => i18n._({ id: 'flick.caption-line', message: '{who}: {meaning}.', values: { who: l.who, meaning: l.meaning } })).join(' ');
