// The set-up an autosave names (seed, seats, options), read from the head of
// its text without parsing its move list: a save file writes the record's
// set-up before its inputs (serializeSave), so the head up to `"inputs":[`
// closed by `]}}` is a small JSON document. Only a shortcut for deciding
// whether a link could resume the autosave at all; anything unexpected gives
// null and the full check decides.
import type { GameRecord } from '../../core/log.ts';

export type SetupPeek = Pick<GameRecord, 'seed' | 'seats' | 'options'>;

/** Far more than any set-up needs; a head longer than this is read the slow way. */
const HEAD_CHARS = 8_000;

export function peekSetup(text: string): SetupPeek | null {
  const end = text.indexOf('"inputs":[');
  if (end < 0 || end > HEAD_CHARS) return null;
  try {
    const head = JSON.parse(`${text.slice(0, end + '"inputs":['.length)}]}}`) as { record?: Partial<SetupPeek> };
    const r = head.record;
    if (!r || typeof r.seed !== 'number' || !Array.isArray(r.seats) || typeof r.options !== 'object' || r.options === null) return null;
    if (!r.seats.every((s) => typeof s === 'object' && s !== null && typeof (s as { kind?: unknown }).kind === 'string')) return null;
    return { seed: r.seed, seats: r.seats, options: r.options };
  } catch {
    return null;
  }
}
