// Gold in the Rivers' own DOM pieces over the table: the dig panel (this turn's
// range and why, the discs' marks and their sum, a disc on its edge, both
// players' gold and shovels) and the turn panel (what to pick now, Bury,
// Confirm, Undo, what the last click could not do, and the mountain and
// river of the site under the pointer). Also the keyboard (keys.ts). The
// Extra slot of the session HUD.
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { registerAutomation } from '../../../../ui/automation.ts';
import { goldPicks } from './picks-probe.ts';
import { overlayProbe } from '../../../../scene/worker/probe-overlay.ts';
import { seatName } from '../../../../store/session/game-params.ts';
import type { GoldRiversView } from '../../index.ts';
import { cursorWords, turnDemand } from '../../pick-words.ts';
import { seatColour } from '../board/colours.ts';
import type { GoldSession, GoldViewProps } from '../session.ts';
import { controllerFor, type GoldController } from './controller.ts';
import { discMarks, discName, edgeCaption } from './discs.ts';
import { GOLD_KEYS } from './keys.ts';
import { useKeyMap } from '../../../../ui/hud/use-game-keys.ts';
import { keyFor, keyLine } from '../../../../scene/kit/keymap.ts';
import './gold.css';
import { KeyHint, KeyPhrase } from '../../../../ui/hud/KeyHint.tsx';
import { BoardCursor } from '../../../../ui/hud/BoardCursor.tsx';
import { HintLine } from '../../../../ui/hud/HintLine.tsx';
import { i18n } from '@lingui/core';
import { useLanguage } from '../../../../i18n/react.ts';
import { formatText } from '../../../../i18n/format-message.ts';
import { Scoreboard, type ScoreColumn } from '../../../../ui/hud/Scoreboard.tsx';
import { isMyDecision } from '../../../../ui/hud/my-moves.ts';


const keyOf = (name: string) => keyFor(GOLD_KEYS, name);

/** "0|1, 0|2 and 1|2" in the reader's language. */
const list = (names: string[]): string =>
  names.length <= 1 ? names.join('') : i18n._({ id: 'gold-rivers.ui.and', message: '{a} and {b}', values: { a: names.slice(0, -1).join(', '), b: names.at(-1)! } });

function Discs({ view, controller }: { view: GoldRiversView; controller: GoldController }) {
  const edges = useStore(controller.edges, (s) => s.edges);
  const r = view.range;
  if (!r) return null;
  if (r.range === 'free') return <p className="gr-discs" data-testid="gr-discs">{i18n._({ id: 'gold-rivers.ui.free', message: 'Free choice: no discs this turn.' })}</p>;
  if (view.phase === 'throw') {
    return (
      <p className="gr-discs" data-testid="gr-discs">
        {i18n._({ id: 'gold-rivers.ui.throw', message: 'Throw the {discs} discs: drag them and let go', values: { discs: list(r.discs.map(discName)) } })}
        <KeyPhrase>{i18n._({ id: 'gold-rivers.ui.throw-key', message: ', or press Space' })}</KeyPhrase>.
      </p>
    );
  }
  const marks = discMarks(r.discs, view.faces, edges);
  return (
    <div className="gr-discs" data-testid="gr-discs">
      <div className="gr-marks">
        {marks.map((m, i) => (
          <span key={i} className={`gr-disc${m.edge ? ' edge' : ''}`} title={m.edge ? edgeCaption(m) : i18n._({ id: 'gold-rivers.ui.disc-shows', message: 'the {disc} disc shows {face}', values: { disc: m.name, face: m.face } })}>
            <small>{m.name}</small>
            <b>{m.face}</b>
            {m.edge && <small className="gr-edge-tag">{i18n._({ id: 'gold-rivers.ui.on-edge', message: 'on edge' })}</small>}
          </span>
        ))}
        <span className="gr-sum" data-testid="gr-number">
          {marks.map((m) => m.face).join(' + ')} = <b>{view.number}</b>
        </span>
      </div>
      {marks
        .filter((m) => m.edge)
        .map((m, i) => (
          <p key={i} className="gr-edge" role="status" data-testid="gr-edge">
            {edgeCaption(m)}
          </p>
        ))}
    </div>
  );
}

function DigPanel({ session, view, controller }: { session: GoldSession; view: GoldRiversView; controller: GoldController }) {
  const seats = useStore(session.store, (s) => s.record.seats);
  const hidden = view.sites.filter((s) => s.marker === 'hidden').length;
  const columns: ScoreColumn[] = [
    { head: i18n._({ id: 'gold-rivers.ui.gold', message: 'Gold' }), cell: (seat) => i18n._({ id: 'gold-rivers.ui.gold-count', message: '{n} gold', values: { n: view.gold[seat]! } }), testId: (seat) => `gr-gold-${seat}` },
    {
      head: i18n._({ id: 'gold-rivers.ui.shovels', message: 'Shovels' }),
      cell: (seat) => i18n._({ id: 'gold-rivers.ui.shovel-count', message: '{n, plural, one {# shovel} other {# shovels}}', values: { n: view.shovels[seat]! } }),
    },
  ];
  return (
    <section className="panel gr-dig" aria-label={i18n._({ id: 'gold-rivers.ui.this-turn', message: 'This turn' })} data-testid="gr-dig">
      <h2>
        {view.phase === 'over'
          ? i18n._({ id: 'gold-rivers.ui.over', message: 'Game over' })
          : i18n._({ id: 'gold-rivers.ui.turn', message: 'Turn {n} · {seat}', values: { n: view.turnNumber, seat: seatName(seats, view.turn, 'Player') } })}
      </h2>
      {view.range && (
        <p className="gr-range" data-testid="gr-range">
          {i18n._({ id: 'gold-rivers.ui.range', message: 'Range' })} <b>{formatText(view.range.label)}</b>: {formatText(view.range.reason)}
        </p>
      )}
      <Discs view={view} controller={controller} />
      <Scoreboard session={session} label={i18n._({ id: 'gold-rivers.ui.score', message: 'Gold and shovels' })} id="gr-score" bare seats={[0, 1]} colour={seatColour} acting={view.phase === 'over' ? null : view.turn} tags={(seat) => <small> {seat === 0 ? i18n._({ id: 'gold-rivers.ui.mountains', message: 'mountains' }) : i18n._({ id: 'gold-rivers.ui.rivers', message: 'rivers' })}</small>} columns={columns} />
      <p className="gr-left">
        {i18n._({ id: 'gold-rivers.ui.left', message: '{hidden} face-down of {sites} · board {board} of {boards}', values: { hidden, sites: view.sites.length, board: view.board, boards: view.boards } })}
      </p>
    </section>
  );
}

/** The site under the pointer (or the cursor): its label, mountain and river, with owners and what is left face down. */
function SiteInfo({ view, controller }: { view: GoldRiversView; controller: GoldController }) {
  const hovered = useStore(controller.picking.store, (s) => s.hovered);
  const site = hovered === null ? null : view.sites[hovered];
  if (!site) return <p className="gr-site gr-quiet">{i18n._({ id: 'gold-rivers.ui.point', message: 'Point at a site (or long-press it) to see its mountain and river.' })}</p>;
  const m = view.mountains[site.mountain];
  const r = view.rivers[site.river];
  return (
    <p className="gr-site" data-testid="gr-site">
      <b>{site.label}</b> · <span className="gr-mountain">{m?.name}</span> {i18n._({ id: 'gold-rivers.ui.mountain-left', message: '(mountain, {n} face-down)', values: { n: m?.hidden ?? 0 } })} ·{' '}
      <span className="gr-river">{r?.name}</span> {i18n._({ id: 'gold-rivers.ui.river-left', message: '(river, {n} face-down)', values: { n: r?.hidden ?? 0 } })}
    </p>
  );
}

/** The board cursor's words: the site under it (lit or not, its mountain and river) or how to get one. */
function CursorLine({ session, view, controller }: { session: GoldSession; view: GoldRiversView; controller: GoldController }) {
  const cursor = useStore(controller.picking.store, (s) => s.cursor);
  const first = useStore(controller.picking.store, (s) => s.picked[0] ?? null);
  const mine = useStore(session.store, isMyDecision);
  const text = formatText(cursorWords(view, cursor, { mine, first, lit: cursor !== null && controller.picking.clickable(cursor) }));
  return <BoardCursor text={text} keys={i18n._({ id: 'gold-rivers.ui.cursor-keys', message: 'Arrows move over the sites · Enter picks' })} />;
}

function TurnPanel({ session, view, controller }: { session: GoldSession; view: GoldRiversView; controller: GoldController }) {
  const first = useStore(controller.picking.store, (s) => s.picked[0] ?? null);
  const hint = useStore(controller.picking.store, (s) => s.hint);
  const canUndo = useStore(session.store, (s) => s.canUndo);
  const mine = useStore(session.store, isMyDecision);
  // The lit last ends are the kit's picking after the first pick (first itself for a row of one).
  const demand = mine ? turnDemand(view, first, first === null ? [] : controller.picking.lit()) : null;
  const buryable = mine && first !== null && view.buryable.includes(first);
  return (
    <section className="panel gr-turn" aria-label={i18n._({ id: 'gold-rivers.ui.your-move', message: 'Your move' })} data-testid="gr-turn" data-turn-panel="">
      <CursorLine session={session} view={view} controller={controller} />
      {demand && (
        <p className="gr-demand" data-testid="gr-demand">
          {formatText(demand)}
        </p>
      )}
      {mine && (
        <div className="gr-buttons">
          {view.phase === 'choose' && (
            <button data-testid="gr-cancel" disabled={first === null} onClick={() => controller.picking.cancel()}>
              {i18n._({ id: 'gold-rivers.ui.drop', message: 'Drop pick' })}
              <KeyHint k={keyOf('cancel')} />
            </button>
          )}
          {view.phase === 'choose' && view.buryable.length > 0 && (
            <button data-testid="gr-bury" disabled={!buryable} onClick={() => controller.bury()}>
              {i18n._({ id: 'gold-rivers.ui.bury', message: 'Bury' })}
              <KeyHint k={keyOf('bury')} />
            </button>
          )}
          <button data-testid="gr-undo" disabled={!canUndo} onClick={() => controller.picking.undo()}>
            {i18n._({ id: 'gold-rivers.ui.undo', message: 'Undo' })}
            <KeyHint k={keyOf('undo')} />
          </button>
          <button data-testid="gr-confirm" className="primary" disabled={view.phase !== 'confirm'} onClick={() => controller.confirm()}>
            {i18n._({ id: 'gold-rivers.ui.confirm', message: 'Confirm' })}
            <KeyHint k={keyOf('confirm')} />
          </button>
        </div>
      )}
      {mine && <HintLine id="gr-hint" hint={hint} />}
      <SiteInfo view={view} controller={controller} />
      {mine && <p className="gr-keyhint">{keyLine(GOLD_KEYS)}</p>}
    </section>
  );
}

export function GoldHud({ session, view }: GoldViewProps) {
  useLanguage();
  const controller = controllerFor(session);
  useKeyMap(GOLD_KEYS, controller, () => session.store.getState().replay !== null);
  // The picks on the page's window.tabletop, wherever the board is drawn (the worker's goldPoints is not the page's),
  // and laid over the worker's goldPoints as the page has them now.
  useEffect(() => {
    const unregister = registerAutomation({ goldPicks: () => goldPicks(controller) });
    const unlay = overlayProbe('goldPoints', () => goldPicks(controller));
    return () => {
      unregister();
      unlay();
    };
  }, [controller]);
  const v: GoldRiversView | null = view;
  if (!v || v.game !== 'gold-rivers') return null;
  return (
    <div className="gold-hud">
      <DigPanel session={session} view={v} controller={controller} />
      <TurnPanel session={session} view={v} controller={controller} />
    </div>
  );
}
