// Tableau Gulch's own DOM pieces over the table: the turn panel (throws n/5,
// dice placed n/5, what the rules demand now, the picked die and where it
// fits, Stop / Throw again) and a scoreboard (chips and dice per seat, the
// bank). Also the keyboard (see keys.ts). The Extra slot of the session HUD.
import { useStore } from 'zustand';
import type { GamblerSession, GamblerViewProps } from '../session.ts';
import { seatName } from '../../../../store/session/game-params.ts';
import { shapeMessage } from '../../action-messages.ts';
import { formatText } from '../../../../i18n/format-message.ts';
import { i18n } from '@lingui/core';
import { useLanguage } from '../../../../i18n/react.ts';
import type { GamblerView } from '../../types.ts';
import { seatColour } from '../../seat-colours.ts';
import { Scoreboard as Scores, type ScoreColumn } from '../../../../ui/hud/Scoreboard.tsx';
import { controllerFor, type GamblerController } from './controller.ts';
import { boxTarget, targetBox, targetDie } from '../../pick-targets.ts';
import { anyFits, fittingRows, seatDice } from '../../dice-fit.ts';
import { cursorWords, rowValue } from '../../pick-words.ts';
import { GAMBLER_KEY_ROWS } from './keys.ts';
import { keyFor } from '../../../../scene/kit/keymap.ts';
import { turnStatus } from '../../turn-status.ts';
import { useKeyMap } from '../../../../ui/hud/use-game-keys.ts';
import './gambler.css';
import { KeyHint, KeyPhrase } from '../../../../ui/hud/KeyHint.tsx';
import { BoardCursor } from '../../../../ui/hud/BoardCursor.tsx';
import { useCoarsePointer } from '../../../../ui/touch.ts';
import { DiceButtons } from './DiceButtons.tsx';
import { HintLine } from '../../../../ui/hud/HintLine.tsx';
import { useMyMoves } from '../../../../ui/hud/my-moves.ts';

/** The picked die (by throw position), or null. */
const usePickedDie = (c: GamblerController) => useStore(c.picking.store, (s) => targetDie(s.picked[0] ?? null));

function PickInfo({ view, controller }: { view: GamblerView; controller: GamblerController }) {
  const die = usePickedDie(controller);
  const chosen = useStore(controller.picking.store, (s) => targetBox(s.cursor)?.row ?? null);
  const finger = useCoarsePointer();
  const face = die === null ? null : view.turn?.faces?.[die];
  if (die === null || face == null) {
    // A finger taps the dice buttons (DiceButtons) or the dice on the table, and has no keys.
    return (
      <p className="g-pick" data-testid="g-pick">
        {finger ? i18n._({ id: 'gambler.ui.tap-die', message: 'Tap a die' }) : i18n._({ id: 'gambler.ui.click-die', message: 'Click a die' })}
        <KeyPhrase> {i18n._({ id: 'gambler.ui.press-die', message: '(or press 1–5)' })}</KeyPhrase> {i18n._({ id: 'gambler.ui.lights-boxes', message: 'to light up the boxes it fits.' })}
      </p>
    );
  }
  return (
    <div className="g-pick" data-testid="g-pick">
      {i18n._({ id: 'gambler.ui.die-fits', message: 'Die {n} shows {face} — fits:', values: { n: die + 1, face } })}
      <span className="g-rows">
        {fittingRows(view, die).map((r) => {
          const spec = view.tableau.rows[r]!;
          return (
            <button key={r} className={r === chosen ? 'chosen' : ''} data-testid={`g-row-${r + 1}`} title={formatText(shapeMessage(spec.shape))} onClick={() => controller.picking.click(boxTarget(r, view.rows[r]?.length ?? 0))}>
              {i18n._({ id: 'gambler.ui.row', message: 'Row {n}', values: { n: r + 1 } })} <span className={`g-val ${spec.colour}`}>{rowValue(spec)}</span>
            </button>
          );
        })}
      </span>
      <KeyPhrase>
        <span className="g-keyhint">{i18n._({ id: 'gambler.ui.row-keys', message: '← → choose · Enter places' })}</span>
      </KeyPhrase>
    </div>
  );
}

/** The board cursor's words: the die or box under the cursor and what Enter does there. */
function CursorLine({ view, controller, mine }: { view: GamblerView; controller: GamblerController; mine: boolean }) {
  const cursor = useStore(controller.picking.store, (s) => s.cursor);
  const picked = usePickedDie(controller);
  const text = formatText(cursorWords(view, { mine, die: targetDie(cursor), box: targetBox(cursor), picked }));
  return <BoardCursor text={text} keys={i18n._({ id: 'gambler.ui.cursor-keys', message: 'Arrows walk the dice, then their rows · Enter picks, then places' })} />;
}

function TurnPanel({ session, view, controller }: { session: GamblerSession; view: GamblerView; controller: GamblerController }) {
  const seats = useStore(session.store, (s) => s.record.seats);
  const hint = useStore(controller.picking.store, (s) => s.hint);
  const { mine, legal } = useMyMoves(session);
  const t = view.turn;
  if (view.over) return null;
  const canStop = legal.some((a) => a.type === 'stop');
  const canRethrow = legal.some((a) => a.type === 'rethrow');
  const who = seatName(seats, view.active);
  // One source of truth for the line (status.ts): it agrees with the buttons below and the prompt above.
  const status = turnStatus(view, { who, fits: anyFits(view) });
  return (
    <section className="panel g-turn" aria-label={i18n._({ id: 'gambler.ui.this-turn', message: 'This turn' })} data-testid="g-turn" data-turn-panel="">
      <CursorLine view={view} controller={controller} mine={mine} />
      <div className="g-counts">
        <span className="g-who" style={{ borderColor: seatColour(view.active) }}>{who}</span>
        <span data-testid="g-throws">{formatText(status.throwCount)}</span>
        <span data-testid="g-placed">{formatText(status.placedCount)}</span>
        {status.demand && (
          <span className="g-demand" data-testid="g-demand">
            {formatText(status.demand)}
          </span>
        )}
      </div>
      {mine && t?.faces && (
        <div className="g-act">
          <DiceButtons view={view} controller={controller} />
          <PickInfo view={view} controller={controller} />
          <div className="g-buttons">
            <button data-testid="g-stop" disabled={!canStop} onClick={() => controller.stop()} title={i18n._({ id: 'gambler.ui.stop-title', message: 'Unplaced dice go back to your supply' })}>
              {i18n._({ id: 'gambler.ui.stop', message: 'Stop' })}
              <KeyHint k={keyFor(GAMBLER_KEY_ROWS, 'stop')} />
            </button>
            <button data-testid="g-rethrow" className="primary" disabled={!canRethrow} onClick={() => controller.rethrow()} title={i18n._({ id: 'gambler.ui.rethrow-title', message: 'Throw the unplaced dice again' })}>
              {i18n._({ id: 'gambler.ui.rethrow', message: 'Throw {n} again', values: { n: t.hand } })}
              <KeyHint k={keyFor(GAMBLER_KEY_ROWS, 'rethrow')} />
            </button>
          </div>
        </div>
      )}
      {mine && <HintLine id="g-hint" hint={hint} />}
    </section>
  );
}

function Scoreboard({ session, view }: { session: GamblerSession; view: GamblerView }) {
  const columns: ScoreColumn[] = [
    { head: i18n._({ id: 'gambler.ui.chips', message: 'Chips' }), cell: (seat) => view.chips[seat], testId: (seat) => `g-chips-${seat}` },
    { head: i18n._({ id: 'gambler.ui.dice', message: 'Dice' }), cell: (seat) => seatDice(view, seat) },
  ];
  const bank = { label: i18n._({ id: 'gambler.ui.bank', message: 'Bank' }), cells: [view.bank, view.aside > 0 ? i18n._({ id: 'gambler.ui.aside', message: '{n} aside', values: { n: view.aside } }) : ''], className: 'g-bank' };
  return <Scores session={session} label={i18n._({ id: 'gambler.ui.score', message: 'Chips and dice' })} id="g-score" colour={seatColour} acting={view.over ? null : view.active} columns={columns} footer={bank} />;
}

export function GamblerHud({ session, view }: GamblerViewProps) {
  useLanguage();
  const controller = controllerFor(session);
  useKeyMap(GAMBLER_KEY_ROWS, controller, () => session.store.getState().replay !== null);
  const v: GamblerView | null = view;
  if (!v || !v.tableau) return null;
  return (
    <div className="gambler-hud">
      <Scoreboard session={session} view={v} />
      <TurnPanel session={session} view={v} controller={controller} />
    </div>
  );
}
