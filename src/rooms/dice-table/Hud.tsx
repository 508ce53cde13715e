// The dice table's DOM interface over the canvas: dice picker, Roll, sound (volume and mute, shared by every room),
// camera reset, the result (faces and sum as text), the history of recent
// throws and re-throw notices. Reads the store narrowly; no per-frame updates.
// On a phone (panels.css) the two panels stack in a dock under the table (or
// beside it in landscape) and the earlier throws fold behind a button.
// Its words are the room's catalog part (ids dice-table.*, issue 25).
import { useState } from 'react';
import { useStore } from 'zustand';
import { i18n } from '@lingui/core';
import { useLanguage } from '../../i18n/react.ts';
import { useShallow } from 'zustand/react/shallow';
import { DIE_KINDS, type DieKind, type FaceValue } from '../../core/dice-kinds.ts';
import { MAX_DICE, describeRethrow, type DiceTableStore, type ThrowRecord } from '../../store/dice-table.ts';
import { SoundSetting } from '../../ui/session/SoundSetting.tsx';
import { useCoarsePointer } from '../../ui/touch.ts';
import type { LedgerSource } from '../../store/ledger/source.ts';
import { LedgerPanelLazy } from '../../ui/ledger/LedgerPanelLazy.tsx';

const KIND_LABEL: Record<DieKind, { id: string; message: string }> = {
  d6: /*i18n*/ { id: 'dice-table.kind.d6', message: 'Pips' },
  poker: /*i18n*/ { id: 'dice-table.kind.poker', message: 'Poker' },
  disc01: /*i18n*/ { id: 'dice-table.kind.disc01', message: 'Disc 0|1' },
  disc02: /*i18n*/ { id: 'dice-table.kind.disc02', message: 'Disc 0|2' },
  disc12: /*i18n*/ { id: 'dice-table.kind.disc12', message: 'Disc 1|2' },
};

const faceText = (faces: FaceValue[]) => faces.map(String).join(' · ');

function resultLine(r: ThrowRecord): string {
  return r.sum === null ? faceText(r.faces) : `${faceText(r.faces)} = ${r.sum}`;
}

export function Hud({ table, ledger }: { table: DiceTableStore; ledger?: LedgerSource }) {
  useLanguage();
  const [ledgerOpen, setLedgerOpen] = useState(false);
  const { dice, rolling } = useStore(table.store, useShallow((s) => ({ dice: s.dice, rolling: s.rolling !== null })));
  const last = useStore(table.store, (s) => s.last);
  const history = useStore(table.store, (s) => s.history);
  const notices = useStore(table.store, (s) => s.notices);
  const [earlierOpen, setEarlierOpen] = useState(false);
  const touch = useCoarsePointer();
  const kind = dice[0] ?? 'd6';
  const count = dice.length;
  const uniform = dice.every((k) => k === kind);
  const roll = () => void table.actions.throwDice({ source: 'roll' }).catch(() => undefined);
  const setDice = (k: DieKind, n: number) => {
    if (!rolling) table.actions.setDice(k, Math.min(MAX_DICE, Math.max(1, n)));
  };

  return (
    <div className="hud dice-hud" data-earlier={earlierOpen ? 'open' : 'closed'}>
      <header className="hud-bar">
        <a className="hud-back" href="./">← {i18n._({ id: 'result.lobby', message: 'Lobby' })}</a>
        <h1>{i18n._({ id: 'ui.dice-table.title', message: 'Dice table' })}</h1>
      </header>

      <div className="hud-dock">
      <section className="panel controls" aria-label={i18n._({ id: 'dice-table.dice', message: 'Dice' })}>
        <div className="kinds" role="radiogroup" aria-label={i18n._({ id: 'dice-table.kind', message: 'Kind of dice' })}>
          {DIE_KINDS.map((k) => (
            <button key={k} role="radio" aria-checked={uniform && k === kind} className={uniform && k === kind ? 'on' : ''} disabled={rolling} onClick={() => setDice(k, count)}>
              {i18n._(KIND_LABEL[k])}
            </button>
          ))}
        </div>
        <div className="count">
          <button aria-label={i18n._({ id: 'dice-table.fewer', message: 'One die fewer' })} disabled={rolling || count <= 1} onClick={() => setDice(kind, count - 1)}>−</button>
          <span data-testid="dice-count">{i18n._({ id: 'dice-table.count', message: '{count, plural, one {# die} other {# dice}}', values: { count } })}</span>
          <button aria-label={i18n._({ id: 'dice-table.more', message: 'One die more' })} disabled={rolling || count >= MAX_DICE} onClick={() => setDice(kind, count + 1)}>+</button>
        </div>
        <button className="roll" data-testid="roll" disabled={rolling} onClick={roll}>
          {rolling ? i18n._({ id: 'dice-table.rolling', message: 'Rolling…' }) : i18n._({ id: 'dice-table.roll', message: 'Roll' })}
        </button>
        <div className="toggles">
          <button onClick={() => table.actions.resetCamera()}>{i18n._({ id: 'view.reset', message: 'Reset view' })}</button>
          {ledger && (
            <button data-testid="open-ledger" onClick={() => setLedgerOpen(true)}>
              {i18n._({ id: 'dice-table.ledger', message: 'Ledger' })}
            </button>
          )}
        </div>
        <SoundSetting />
      </section>

      <section className="panel result" aria-label={i18n._({ id: 'dice-table.result', message: 'Result' })} aria-live="polite">
        <h2>{i18n._({ id: 'dice-table.result', message: 'Result' })}</h2>
        {last ? (
          <>
            <p className="faces" data-testid="result" data-faces={JSON.stringify(last.faces)} data-throw={last.id}>
              {resultLine(last)}
            </p>
            {last.rethrows.length > 0 && <p className="rethrow-note">{last.rethrows.map(describeRethrow).join(' ')}</p>}
          </>
        ) : (
          <p className="faces muted">{rolling ? i18n._({ id: 'dice-table.rolling', message: 'Rolling…' }) : i18n._({ id: 'dice-table.no-throw', message: 'No throw yet' })}</p>
        )}
        {history.length > 1 && (
          <>
            <button className="earlier-toggle" aria-expanded={earlierOpen} aria-controls="dice-history" onClick={() => setEarlierOpen((o) => !o)}>
              {earlierOpen ? '▾' : '▸'} {i18n._({ id: 'dice-table.earlier-throws', message: 'Earlier throws ({count})', values: { count: history.length - 1 } })}
            </button>
            <h3>{i18n._({ id: 'dice-table.earlier', message: 'Earlier' })}</h3>
            <ol className="history" id="dice-history" data-testid="history">
              {history.slice(1).map((r) => (
                <li key={r.id}>
                  <span className="k">{i18n._(KIND_LABEL[r.kinds[0] ?? 'd6'])}</span> {resultLine(r)}
                  {r.rethrows.length > 0 && <span className="re" title={r.rethrows.map(describeRethrow).join(' ')}> ↺{r.rethrows.length}</span>}
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
      </div>

      <div className="notices" aria-live="assertive">
        {notices.map((n) => (
          <p key={n.id} className="notice" data-testid="notice">{n.text}</p>
        ))}
      </div>

      {ledger && <LedgerPanelLazy source={ledger} open={ledgerOpen} onClose={() => setLedgerOpen(false)} />}

      <p className="hint">
        {touch
          ? i18n._({ id: 'dice-table.hint-touch', message: 'Drag a die or the cup with a finger and let go to throw · two fingers turn and pinch-zoom the table' })
          : i18n._({ id: 'dice-table.hint', message: 'Drag a die or the cup and let go to throw · Space rolls · drag the table to look around, wheel to zoom' })}
      </p>
    </div>
  );
}
