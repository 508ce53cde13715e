// Loading a save's text, the one way for a picked file (to play on or to
// watch) and a set-aside autosave: the checker's worker re-simulates its
// throws and flicks and parses and replays it (so a long or huge save never
// stalls this thread), a refused one changes nothing, and a save loaded to
// play on carries the checker's mark (unverified, or none).
import type { SessionStore } from '../../store/session/store.ts';
import { verifyInWorker } from '../../store/session/verify-port.ts';
import { errorText } from '../../i18n/format-message.ts';

export type LoadOutcome = { ok: true; message: string; unverified: boolean } | { ok: false; message: string };

export async function loadSaveText(session: SessionStore, text: string, as: 'play' | 'watch', onProgress: (done: number, total: number) => void): Promise<LoadOutcome> {
  const verdict = await verifyInWorker(text, onProgress, session.store.getState().record.moduleId);
  if (verdict.kind === 'refused') return { ok: false, message: errorText(verdict) };
  const res = session.actions.importSave(text, as);
  if (!res.ok) return { ok: false, message: errorText(res.error) };
  if (as === 'play') session.saves.markUnverified(verdict.kind === 'unverified' ? errorText(verdict) : null);
  return { ok: true, message: errorText(verdict), unverified: verdict.kind === 'unverified' };
}
