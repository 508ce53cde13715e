// A save the checker's worker has already parsed and replayed, waiting to be
// played on. The worker does the expensive part (JSON.parse of up to 4 MB and
// the replay of every input through the rules) so that loading a long game
// never stalls the table; the page receives the record and the state by
// structured clone and the session takes them as they are, instead of parsing
// and replaying the same text again on the main thread. One slot: a save is
// loaded right after it is checked, and the text itself is the key, so a
// different file can never pick up another file's state.
import type { GameRecord } from '../../core/log.ts';

export interface PreparsedSave {
  record: GameRecord;
  state: unknown;
}

let slot: { text: string; save: PreparsedSave } | null = null;

export function keepPreparsed(text: string, save: PreparsedSave): void {
  slot = { text, save };
}

/** The worker's parse of exactly `text`, once (the slot empties either way). */
export function takePreparsed(text: unknown): PreparsedSave | null {
  const kept = slot;
  slot = null;
  return kept && typeof text === 'string' && kept.text === text ? kept.save : null;
}
