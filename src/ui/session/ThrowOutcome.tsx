// The outcome of the last throw, in the rules' words, at the head of the
// prompt area (which is a polite live region, so a screen reader hears it
// too): every game's deciding throws get it from here, on a phone as well
// (the prompt bar leads the dock there). It holds OUTCOME_HOLD_MS at the
// table's speed, or until tapped; the next throw's outcome replaces it.
import { i18n } from '@lingui/core';
import { useEffect, useState } from 'react';
import type { SessionStore } from '../../store/session/store.ts';
import { speedStore } from '../../store/session/speed.ts';
import { OUTCOME_HOLD_MS, throwOutcomeText } from './throw-outcome.ts';

interface Said {
  id: number;
  text: string;
  since: number;
  until: number;
}

export const THROW_OUTCOME_TEST_ID = 'throw-outcome';

export function ThrowOutcome({ session }: { session: SessionStore }) {
  const [said, setSaid] = useState<Said | null>(null);
  useEffect(() => {
    let id = 0;
    return session.store.subscribe((s, prev) => {
      const after = s.replay?.shown ?? s.live;
      const before = prev.replay?.shown ?? prev.live;
      if (after === before) return;
      const text = throwOutcomeText(session.module, before, after, s.viewer);
      if (text === null) return;
      const since = performance.now();
      setSaid({ id: ++id, text, since, until: since + OUTCOME_HOLD_MS[speedStore.getState().speed] });
    });
  }, [session]);
  useEffect(() => {
    if (!said) return;
    const t = window.setTimeout(() => setSaid((now) => (now?.id === said.id ? null : now)), said.until - said.since);
    return () => window.clearTimeout(t);
  }, [said]);
  if (!said) return null;
  return (
    <button
      type="button"
      className="prompt-outcome"
      data-testid={THROW_OUTCOME_TEST_ID}
      data-since={Math.round(said.since)}
      data-until={Math.round(said.until)}
      title={i18n._({ id: 'ui.outcome.title', message: 'The throw’s outcome (tap to close)' })}
      onClick={() => setSaid(null)}
    >
      {said.text}
    </button>
  );
}
