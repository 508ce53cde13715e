// The game's public log (the rules' log lines), newest at the bottom.
import { useEffect, useRef } from 'react';
import { i18n } from '@lingui/core';
import { useLanguage } from '../../i18n/react.ts';
import { formatText } from '../../i18n/format-message.ts';
import type { SessionStore } from '../../store/session/store.ts';
import { useShown } from './hooks.ts';

const SHOWN_LINES = 60;

export function LogPanel({ session }: { session: SessionStore }) {
  useLanguage();
  const { log, inputs } = useShown(session);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  const lines = log.slice(-SHOWN_LINES);
  return (
    <section className="panel log-panel" id="session-log" aria-label={i18n._({ id: 'log.label', message: 'Game log' })}>
      <h2>
        {i18n._({ id: 'log.title', message: 'Log' })}{' '}
        <span className="log-count" data-testid="input-count">
          {i18n._({ id: 'log.moves', message: '{count, plural, one {# move} other {# moves}}', values: { count: inputs } })}
        </span>
      </h2>
      <ol ref={list} className="log-lines" data-testid="log" tabIndex={0} aria-label={i18n._({ id: 'log.lines', message: 'Log lines (scroll with the arrow keys)' })} start={Math.max(1, log.length - SHOWN_LINES + 1)}>
        {lines.map((line, i) => (
          <li key={log.length - lines.length + i}>{formatText(line)}</li>
        ))}
      </ol>
    </section>
  );
}
