// Main Street's own DOM pieces over the table: the scoreboard (gold, stone,
// bars, awnings, score, with the bank and the bag below) and the turn panel
// (the prompt, a button per legal action with the rules' own words and the
// acting meeple's preview, the kind of meeple to place next, what the last
// click could not do; the kit's picking). Also the keyboard (keys.ts). The Extra slot of the session HUD.
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { Scoreboard as Scores, type ScoreColumn } from '../../../../ui/hud/Scoreboard.tsx';
import { BoardCursor, cursorText } from '../../../../ui/hud/BoardCursor.tsx';
import { TurnPanel as SharedTurnPanel } from '../../../../ui/hud/TurnPanel.tsx';
import { MEEPLE_KINDS, type MainStreetView, type MeepleKind } from '../../index.ts';
import { hoverText, supplyLine } from '../../place-text.ts';
import { KIND_COLOURS, seatColour } from '../board/colours.ts';
import type { StreetSession, StreetViewProps } from '../session.ts';
import { controllerFor, type StreetController } from './controller.ts';
import { STREET_KEYS } from './keys.ts';
import { registerStreetPageProbe } from './page-probe.ts';
import { useKeyMap } from '../../../../ui/hud/use-game-keys.ts';
import { keyLine } from '../../../../scene/kit/keymap.ts';
import { i18n } from '@lingui/core';
import { formatMessage, formatText } from '../../../../i18n/format-message.ts';
import { useLanguage } from '../../../../i18n/react.ts';
import { meepleMessage } from '../../log-messages.ts';
import './street.css';

/** The result's summary in the reader's language (the rules' message, else its English). */
function endSummary(session: StreetSession): string {
  const result = session.module.result(session.store.getState().live.state);
  return result ? formatText(result.summary) : '';
}
import './street-undo.css';

function Scoreboard({ session, view }: { session: StreetSession; view: MainStreetView }) {
  useLanguage();
  const seat = (i: number) => view.seats[i]!;
  const columns: ScoreColumn[] = [
    { head: i18n._({ id: 'main-street.hud.gold', message: 'Gold' }), cell: (i) => seat(i).gold, testId: (i) => `ms-gold-${i}` },
    { head: i18n._({ id: 'main-street.hud.stone', message: 'Stone' }), cell: (i) => seat(i).stone },
    { head: i18n._({ id: 'main-street.hud.bars', message: 'Bars' }), cell: (i) => seat(i).bars },
    { head: i18n._({ id: 'main-street.hud.awnings', message: 'Awnings' }), cell: (i) => i18n._({ id: 'main-street.hud.points', message: '{points} pts', values: { points: seat(i).awningPoints } }) },
    { head: i18n._({ id: 'main-street.hud.score', message: 'Score' }), cell: (i) => seat(i).score, testId: (i) => `ms-points-${i}` },
  ];
  return (
    <div className="ms-score-wrap">
      <Scores session={session} label={i18n._({ id: 'main-street.hud.scoreboard', message: 'Scoreboard' })} id="ms-score" seats={view.seats.map((s) => s.seat)} colour={seatColour} acting={view.phase.kind === 'over' ? null : view.turn} columns={columns} namesAbove />
      <p className="panel ms-bank" data-testid="ms-bank">
        {formatMessage(supplyLine(view))}
      </p>
    </div>
  );
}

/** The paint of a meeple kind, as on the board (the name always stands beside it). */
function KindSwatch({ kind }: { kind: MeepleKind }) {
  return <span className="ms-swatch" style={{ background: KIND_COLOURS[kind] }} aria-hidden="true" />;
}

/** The colour key: which paint is which kind of meeple (the board's figures carry no names). */
function KindLegend() {
  return (
    <ul className="ms-legend" aria-label={i18n._({ id: 'main-street.hud.legend', message: 'Meeple colours' })} data-testid="ms-legend">
      {MEEPLE_KINDS.map((k) => (
        <li key={k}>
          <KindSwatch kind={k} /> {formatMessage(meepleMessage(k))}
        </li>
      ))}
    </ul>
  );
}

function TurnPanel({ session, view, controller }: { session: StreetSession; view: MainStreetView; controller: StreetController }) {
  useLanguage();
  const cursor = useStore(controller.picking.store, (s) => s.cursor);
  const hint = useStore(controller.picking.store, (s) => s.hint);
  // What the pointer is over, in words (place-text.ts: who is inside a building, its awning and cost; a space; the saloon or the jail).
  // The selector keeps the key (a string): a message made inside it would be a new object each read, and React would re-render without end.
  const hoveredKey = useStore(controller.picking.store, (s) => s.hovered);
  const hovered = hoveredKey === null ? null : hoverText(view, hoveredKey);
  const hoveredText = hovered ? formatMessage(hovered) : null;
  useStore(controller.kind);
  const awaiting = useStore(session.store, (s) => s.live.awaiting);
  const mine = useStore(session.store, () => controller.picking.mine() !== null);
  const options = controller.options();
  const kinds = controller.handKinds();
  const placing = controller.placingKind();
  const atCursor = new Set(cursor === null ? [] : controller.picking.actionsAt(cursor).map((a) => JSON.stringify(a)));
  // The prompt bar's words (the rules' `said`), or the game's end.
  const over = i18n._({ id: 'main-street.hud.over', message: 'Game over.' });
  const prompt = awaiting.kind !== 'end' ? (awaiting.said ? formatText(awaiting.said) : awaiting.prompt) : view.phase.kind === 'over' ? `${over} ${endSummary(session)}` : '';
  return (
    <SharedTurnPanel
      prefix="ms"
      label={i18n._({ id: 'main-street.hud.turn', message: 'Street turn' })}
      cursor={
        <BoardCursor
          text={cursorText(controller.picking.lit(), cursor, (t) => ({
            name: controller.picking
              .actionsAt(t)
              .map(controller.label)
              .reduce((a, b) => i18n._({ id: 'main-street.hud.or', message: '{a} or {b}', values: { a, b } })),
          }))}
          keys={i18n._({ id: 'main-street.hud.cursor-keys', message: 'Arrows choose a lit place · Enter does its move' })}
        />
      }
      prompt={prompt}
      mine={mine}
      hint={hint}
      keys={keyLine(STREET_KEYS)}
      after={
        <>
          {hoveredText && (
            <p className="ms-hovered" data-testid="ms-hovered">
              {hoveredText}
            </p>
          )}
          <KindLegend />
        </>
      }
    >
      {kinds.length > 1 && (
        <div className="ms-kinds" role="group" aria-label={i18n._({ id: 'main-street.hud.kinds', message: 'Meeple to place' })}>
          {kinds.map((k) => (
            <button
              key={k}
              aria-pressed={k === placing}
              aria-keyshortcuts={String(MEEPLE_KINDS.indexOf(k) + 1)}
              data-testid={`ms-kind-${k}`}
              onClick={() => controller.chooseKind(k)}
            >
              <KindSwatch kind={k} /> {formatMessage(meepleMessage(k))} <kbd aria-hidden="true">{MEEPLE_KINDS.indexOf(k) + 1}</kbd>
            </button>
          ))}
        </div>
      )}
      {options.length > 0 && (
        <ul className="ms-options" data-testid="ms-options">
          {options.map((o) => (
            <li key={JSON.stringify(o.action)}>
              <button className={atCursor.has(JSON.stringify(o.action)) ? 'ms-cursor' : ''} data-testid={`ms-opt-${o.action.type}`} onClick={() => controller.picking.act(o.action)}>
                {o.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </SharedTurnPanel>
  );
}

export function StreetHud({ session, view }: StreetViewProps) {
  const controller = controllerFor(session);
  useKeyMap(STREET_KEYS, controller, () => session.store.getState().replay !== null);
  useEffect(() => registerStreetPageProbe(controller), [controller]);
  if (!view) return null;
  return (
    <div className="street-hud">
      <Scoreboard session={session} view={view} />
      <TurnPanel session={session} view={view} controller={controller} />
    </div>
  );
}
