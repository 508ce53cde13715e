// Silver Creek County's own DOM pieces over the table (the Extra slot of the
// session HUD): the players' panel (money, points, cowboys, guns, parcels,
// character), the turn panel (what to do now in words, a button for each
// choice that is not a place on the board — pass, counts, the Grocer's and
// Captain's variants, the white cowboy —, what the pointer or cursor is on with
// the duel odds, why a click did nothing, the resolution step on screen and
// the estate income counted up) and the reference (resolution order,
// buildings' incomes). Panels fold, so a phone keeps the board in view.
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { Fold, Scoreboard, type ScoreColumn } from '../../../../ui/hud/Scoreboard.tsx';
import { BoardCursor, cursorText } from '../../../../ui/hud/BoardCursor.tsx';
import { KeyHint, KeyPhrase } from '../../../../ui/hud/KeyHint.tsx';
import { TurnPanel } from '../../../../ui/hud/TurnPanel.tsx';
import { useKeyMap } from '../../../../ui/hud/use-game-keys.ts';
import { useCoarsePointer } from '../../../../ui/touch.ts';
import { useShown } from '../../../../ui/session/hooks.ts';
import { CHARACTER_INFO, demandOf, signSeat, targetInfo, type CarsonView } from '../../index.ts';
import { choosingAt, turnButtons } from '../../turn-choices.ts';
import { seatColour } from '../../table/colours.ts';
import { actingSeat } from '../../table/pieces.ts';
import { handWords } from '../../table/print.ts';
import { CountUp } from '../../../../ui/hud/CountUp.tsx';
import type { CarsonSession, CarsonViewProps } from '../session.ts';
import { controllerFor, useFocusInfo, type CarsonController } from './controller.ts';
import { CARSON_KEY_ROWS } from './keys.ts';
import { overlayProbe } from '../../../../scene/worker/probe-overlay.ts';
import { decidingSeat } from '../../../../scene/kit/picking.ts';
import { keyFor } from '../../../../scene/kit/keymap.ts';
import { tourFor } from '../board/tour-store.ts';
import { i18n } from '@lingui/core';
import { formatMessage, formatText } from '../../../../i18n/format-message.ts';
import { useLanguage } from '../../../../i18n/react.ts';
import { CHARACTER_MESSAGES } from '../../log-messages.ts';
import { HUD_WORDS, SETUP_THROW } from '../../hud-words.ts';
import { Phrase } from '../../../../ui/hud/Phrase.tsx';
import { ReferenceLists } from '../../../../ui/hud/ReferenceLists.tsx';
import { REFERENCE_LISTS } from '../../listing.ts';
import './carson.css';

/** The set-up instruction's coloured words and its keyboard hint, put in where the reader's language places them. */
const setupParts = () => ({
  red: <span className="cc-red">{i18n._(SETUP_THROW.red)}</span>,
  blue: <span className="cc-blue">{i18n._(SETUP_THROW.blue)}</span>,
  space: <KeyPhrase>{i18n._(SETUP_THROW.space)}</KeyPhrase>,
});

function Players({ session, view }: { session: CarsonSession; view: CarsonView }) {
  useLanguage();
  const acting = actingSeat(view);
  const s = (i: number) => view.seats[i]!;
  const columns: ScoreColumn[] = [
    { head: '$', cell: (i) => s(i).cash, testId: (i) => `cc-cash-${i}` },
    { head: i18n._({ id: 'carson-city.hud.points', message: 'Pts' }), cell: (i) => s(i).points, testId: (i) => `cc-points-${i}` },
    // The end bonus is only added after the last turn: shown beside the points as it stands, so the result adds no surprise.
    { head: i18n._({ id: 'carson-city.hud.end-bonus', message: 'End bonus' }), cell: (i) => `+${s(i).endBonus}`, testId: (i) => `cc-end-bonus-${i}` },
    { head: i18n._({ id: 'carson-city.hud.cowboys', message: 'Cowboys' }), cell: (i) => s(i).reserve },
    { head: i18n._({ id: 'carson-city.hud.guns', message: 'Guns' }), cell: (i) => s(i).firepower },
    { head: i18n._({ id: 'carson-city.hud.parcels', message: 'Parcels' }), cell: (i) => s(i).parcels },
  ];
  // The character under the name, not in an eighth column: seven fit the panel in every language (eight cut the last off).
  const character = (i: number) => s(i).character && <small className="cc-character">{`${CHARACTER_INFO[s(i).character!].number} ${formatMessage(CHARACTER_MESSAGES[s(i).character!])}`}</small>;
  return (
    <Fold title={i18n._({ id: 'carson-city.hud.players-title', message: 'Turn {turn} of {turns} · players', values: { turn: Math.max(1, view.turn), turns: view.turns } })} id="cc-players">
      <Scoreboard session={session} label={i18n._({ id: 'carson-city.hud.players', message: 'Players' })} id="cc-score" seats={view.seats.map((x) => x.seat)} colour={seatColour} acting={acting} columns={columns} tags={character} />
      {/* The mats print these as numbers beside small pictures, so the words are here. */}
      <p className="cc-mat-key" data-testid="cc-mat-key">
        {view.seats.map((x) => (
          <span key={x.seat}>
            <span className="cc-dot" style={{ background: seatColour(x.seat) }} />
            {formatMessage(handWords(x))}{' '}
          </span>
        ))}
      </p>
    </Fold>
  );
}

function Income({ session }: { session: CarsonSession }) {
  useLanguage();
  const tour = tourFor(session);
  const income = useStore(tour, (t) => t.lastIncome);
  const shownCount = useStore(tour, (t) => t.shown);
  if (!income || income.paid.length === 0) return null;
  return (
    <p className="cc-income" data-testid="cc-income">
      {i18n._({ id: 'carson-city.hud.paid-at', message: 'Paid at {caption}:', values: { caption: formatText(income.caption) } })}{' '}
      {income.paid.map((x, i) => (
        <span key={x.seat}>
          <span className="cc-dot" style={{ background: seatColour(x.seat) }} />{formatMessage(signSeat(x.seat))} +$<CountUp value={x.amount} restart={shownCount} />
          {i === income.paid.length - 1 ? '' : ' · '}
        </span>
      ))}
    </p>
  );
}

function TourLine({ session }: { session: CarsonSession }) {
  useLanguage();
  const visit = useStore(tourFor(session), (t) => t.step);
  if (!visit) return null;
  return (
    <p className="cc-tour" data-testid="cc-tour" role="status">
      {i18n._({ id: 'carson-city.hud.resolving', message: 'Resolving:' })} <b>{formatText(visit.caption)}</b>
      {visit.duel ? i18n._({ id: 'carson-city.hud.duel-won', message: ' — duel won by Player {n} ({totals})', values: { n: visit.duel.winner + 1, totals: visit.duel.totals.join(' – ') } }) : ''}
    </p>
  );
}

function Info({ session, controller }: { session: CarsonSession; controller: CarsonController }) {
  useLanguage();
  const { info } = useFocusInfo(session, controller);
  const touch = useCoarsePointer();
  if (!info) return <p className="cc-info cc-quiet">{touch ? i18n._({ id: 'carson-city.hud.info-touch', message: 'Tap a square, parcel or card once to see what it is; tap it again to act.' }) : i18n._({ id: 'carson-city.hud.info-point', message: 'Point at a square, parcel or card to see what it is.' })}</p>;
  return (
    <div className="cc-info" data-testid="cc-info">
      <b>{formatMessage(info.title)}</b>
      {info.lines.map((l, i) => (
        <span key={i} className={l.kind === 'odds' ? 'cc-odds' : undefined} data-testid={l.kind === 'odds' ? 'cc-odds' : undefined}>
          {' '}
          {formatMessage(l.said)}
        </span>
      ))}
    </div>
  );
}

/** The board cursor's words: the target under it (its place among the lit ones) or how to get one. */
function CursorLine({ session, controller }: { session: CarsonSession; controller: CarsonController }) {
  const cursor = useStore(controller.picking.store, (s) => s.cursor);
  useStore(controller.ui, (s) => s.white);
  const decider = useStore(session.store, decidingSeat);
  const { state } = useShown(session);
  const say = (t: string) => {
    const info = targetInfo(t, state, decider);
    return info && { name: formatMessage(info.title), more: info.lines.map((l) => formatMessage(l.said)).join(' ') };
  };
  return <BoardCursor text={cursorText(decider === null ? [] : controller.picking.lit(), cursor, say)} keys={i18n._({ id: 'carson-city.hud.cursor-keys', message: 'Arrows choose a lit place · Enter acts' })} />;
}

function CarsonTurn({ session, view, controller }: { session: CarsonSession; view: CarsonView; controller: CarsonController }) {
  useLanguage();
  const hint = useStore(controller.picking.store, (s) => s.hint);
  const white = useStore(controller.ui, (s) => s.white);
  const choosing = useStore(controller.picking.store, (s) => choosingAt(s.choices?.target ?? null));
  useStore(controller.picking.store, (s) => s.cursor);
  const awaiting = useStore(session.store, (s) => s.live.awaiting);
  const touch = useCoarsePointer();
  const mine = useStore(session.store, decidingSeat) !== null;
  const throwing = useStore(session.store, (s) => !s.replay && s.live.awaiting.kind === 'throw' && s.live.awaiting.seat === s.viewer);
  const rolling = useStore(session.store, (s) => s.stage?.kind === 'throw' && s.stage.spec !== null);
  const options = mine ? controller.options() : [];
  const buttons = turnButtons(options, choosing);
  const hasWhite = options.some((o) => o.action.type === 'place' && o.action.white);
  // The prompt bar's words (the rules' `said`), or the game's end.
  const prompt = awaiting.kind !== 'end' ? (awaiting.said ? formatText(awaiting.said) : awaiting.prompt) : view.phase.kind === 'over' ? i18n._({ id: 'carson-city.hud.over', message: 'Game over.' }) : '';
  const demandSaid = demandOf(view, mine, white, touch);
  const demand = demandSaid && formatMessage(demandSaid);
  const after = (
    <>
      <Info session={session} controller={controller} />
      <TourLine session={session} />
      <Income session={session} />
    </>
  );
  return (
    <TurnPanel prefix="cc" label={i18n._({ id: 'carson-city.hud.turn', message: 'Your turn' })} cursor={<CursorLine session={session} controller={controller} />} prompt={prompt} demand={demand} mine={mine} hint={hint} keys={i18n._(HUD_WORDS.keyLine)} after={after}>
      {throwing && view.phase.kind === 'setup-throw' && (
        <>
          <p className="cc-demand">
            <Phrase message={view.phase.what === 'centre' ? SETUP_THROW.centre : SETUP_THROW.mountains} parts={setupParts()} />
          </p>
          {/* Set-up throws decide nothing of the player's own: a seeded throw (no gesture) spares the drags. */}
          <div className="cc-buttons">
            <button className="primary" data-testid="cc-throw-for-me" disabled={rolling} onClick={() => session.actions.throwDice()}>
              {i18n._({ id: 'carson-city.hud.throw-for-me', message: 'Throw for me' })}
            </button>
          </div>
        </>
      )}
      {throwing && view.phase.kind !== 'setup-throw' && <p className="cc-demand">{touch ? i18n._({ id: 'carson-city.hud.drag-touch', message: 'Drag your dice and let go.' }) : i18n._({ id: 'carson-city.hud.drag', message: 'Drag your dice and let go, or press Space.' })}</p>}
      {(buttons.length > 0 || hasWhite) && (
        <div className="cc-buttons" data-testid="cc-options">
          {hasWhite && (
            <button aria-pressed={white} data-testid="cc-white" onClick={() => controller.toggleWhite()}>
              {i18n._({ id: 'carson-city.hud.white', message: 'White cowboy' })}
              <KeyHint k={keyFor(CARSON_KEY_ROWS, 'white')} />
            </button>
          )}
          {buttons.map((b) => (
            <button key={b.key} className={b.pass ? 'cc-pass' : ''} data-testid={b.testId} onClick={() => ('act' in b.press ? controller.act(b.press.act) : controller.picking.click(b.press.click))}>
              {formatMessage(b.said)}
              {b.pass && <KeyHint k={keyFor(CARSON_KEY_ROWS, 'pass')} />}
            </button>
          ))}
          {choosing && <button onClick={() => controller.picking.cancel()}>{i18n._({ id: 'carson-city.hud.back', message: 'Back' })}</button>}
        </div>
      )}
    </TurnPanel>
  );
}

export function CarsonHud({ session, view }: CarsonViewProps) {
  const controller = controllerFor(session);
  useLanguage();
  useKeyMap(CARSON_KEY_ROWS, controller, () => session.store.getState().replay !== null);
  // What the page's controller decides, laid over the board's carsonPoints when the scene worker draws it (probe-overlay.ts).
  useEffect(
    () =>
      overlayProbe('carsonPoints', () => {
        const { hovered, cursor, choices } = controller.picking.store.getState();
        return { lit: controller.picking.lit(), hovered, cursor, white: controller.ui.getState().white, choosing: choosingAt(choices?.target ?? null) };
      }),
    [controller],
  );
  const v: CarsonView | null = view;
  if (!v || v.game !== 'carson-city') return null;
  return (
    <div className="carson-hud">
      <Players session={session} view={v} />
      <CarsonTurn session={session} view={v} controller={controller} />
      <Fold title={i18n._({ id: 'carson-city.hud.reference', message: 'Order & incomes' })} id="cc-ref" open={false}>
        <ReferenceLists lists={REFERENCE_LISTS} headingLevel={4} className="cc-reference" testId="cc-reference" />
      </Fold>
    </div>
  );
}
