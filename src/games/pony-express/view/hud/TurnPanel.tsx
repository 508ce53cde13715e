// What the turn asks now, with its controls: the dice and the re-throw and
// claim buttons while the rider decides; believe / doubt for the one rider
// who may doubt; the caught bluff's steps; cards to keep; and every other
// decision (jail, station, duel, turn start) as plain buttons. Others see
// what happens (the claim, the open dice, a cup they cannot look under).
import { COMBOS, COMBO_STEPS, shows, type Combo } from '../../rules/combos.ts';
import type { PokerFace } from '../../../../core/dice-kinds.ts';
import { ponyExpress, type PonyAction, type PonyState, type PonyView } from '../../index.ts';
import { diceShown } from '../../rider-dice.ts';
import { CardFace } from './Cards.tsx';
import type { PonyController } from './controller.ts';
import { DiceTiles } from './DiceTiles.tsx';
import { useStore } from 'zustand';
import { KeyHint, KeyPhrase } from '../../../../ui/hud/KeyHint.tsx';
import { keyFor } from '../../../../scene/kit/keymap.ts';
import { PONY_KEYS } from './keys.ts';
import { BoardCursor } from '../../../../ui/hud/BoardCursor.tsx';
import { HintLine } from '../../../../ui/hud/HintLine.tsx';
import { actionText, formatText } from '../../../../i18n/format-message.ts';
import { i18n } from '@lingui/core';
import { comboMessage } from '../../log-messages.ts';
import { cursorSaid } from '../../rider-dice.ts';
import { challengeWords, claimTitle, rethrowCostWords } from '../../hud-words.ts';

/** The board cursor's strip: the die under it while the rider picks dice, else what the dice show (rider-dice.ts). */
function CursorLine({ view, controller, deciding }: { view: PonyView; controller: PonyController; deciding: boolean }) {
  const cursor = useStore(controller.picking.store, (s) => s.cursor);
  const selected = useStore(controller.picking.store, (s) => s.selected);
  return <BoardCursor text={formatText(cursorSaid(view, deciding, cursor, selected))} keys={i18n._({ id: 'pony-express.ui.cursor-keys', message: 'Arrows choose a die · Enter picks it' })} />;
}

const CLAIMS = COMBOS.filter((c) => c !== 'nothing');

function Rethrow({ state, legal, controller }: { state: PonyState; legal: PonyAction[]; controller: PonyController }) {
  const picked = useStore(controller.picking.store, (s) => s.selected);
  const can = legal.some((a) => a.type === 'rethrow');
  const n = picked.length;
  const ok = can && n >= 1 && n <= 4;
  const go = (landing: 'cup' | 'open') => controller.rethrow(landing);
  return (
    <div className="px-rethrow">
      <p className="px-legend">
        {i18n._({ id: 'pony-express.ui.pick-dice', message: 'Pick the dice to throw again' })}
        <KeyPhrase> {i18n._({ id: 'pony-express.ui.pick-dice-keys', message: '(click them or press 1–5)' })}</KeyPhrase>
        {i18n._({ id: 'pony-express.ui.pick-dice-rest', message: '; the rest stay as they are (at least one must).' })}
      </p>
      <div className="px-buttons">
        <button data-testid="px-rethrow-cup" disabled={!ok} onClick={() => go('cup')} title={i18n._({ id: 'pony-express.ui.rethrow-cup-title', message: 'The dice you keep come out and lie open; the picked ones are thrown again under the cup' })}>
          {i18n._({ id: 'pony-express.ui.rethrow-cup', message: 'Re-throw {n} under the cup', values: { n: n || '' } })} <small>{i18n._({ id: 'pony-express.ui.kept-open', message: 'kept dice go open' })}</small><KeyHint k={keyFor(PONY_KEYS, 'cup')} />
        </button>
        <button data-testid="px-rethrow-open" disabled={!ok} onClick={() => go('open')} title={i18n._({ id: 'pony-express.ui.rethrow-open-title', message: 'The dice you keep stay hidden under the cup; the picked ones are thrown openly' })}>
          {i18n._({ id: 'pony-express.ui.rethrow-open', message: 'Re-throw {n} openly', values: { n: n || '' } })} <small>{i18n._({ id: 'pony-express.ui.kept-hidden', message: 'kept dice stay hidden' })}</small><KeyHint k={keyFor(PONY_KEYS, 'open')} />
        </button>
        <span className="px-cost" data-testid="px-cost">
          {formatText(rethrowCostWords(state, can))}
        </span>
      </div>
    </div>
  );
}

function ClaimButtons({ view, legal, controller }: { view: PonyView; legal: PonyAction[]; controller: PonyController }) {
  const faces = view.dice.every((d) => d.face !== null) ? (view.dice.map((d) => d.face) as PokerFace[]) : null;
  const legalClaims = new Set(legal.flatMap((a) => (a.type === 'claim' ? [a.combo] : [])));
  const steps = (c: Combo) => COMBO_STEPS[c] + (view.flags.spurs ? 1 : 0);
  return (
    <div className="px-claims">
      <span className="px-claims-title">{i18n._({ id: 'pony-express.ui.claim', message: 'Claim:' })}</span>
      {CLAIMS.map((c) => {
        const allowed = legalClaims.has(c);
        const honest = faces ? shows(faces, c) : false;
        return (
          <button
            key={c}
            data-testid={`px-claim-${c}`}
            className={honest ? 'honest' : ''}
            disabled={!allowed}
            title={formatText(claimTitle(allowed, honest))}
            onClick={() => controller.act({ type: 'claim', combo: c })}
          >
            {formatText(comboMessage(c)).replace(/^(an?|ein|eine) /, '')} <small>{i18n._({ id: 'pony-express.ui.steps', message: '{n, plural, one {# step} other {# steps}}', values: { n: steps(c) } })}</small>
            {honest && <span className="px-true">✓</span>}
          </button>
        );
      })}
      {legalClaims.has('nothing') && (
        <button data-testid="px-claim-nothing" onClick={() => controller.act({ type: 'claim', combo: 'nothing' })}>
          {i18n._({ id: 'pony-express.ui.claim-nothing', message: 'Nothing' })} <small>{i18n._({ id: 'pony-express.ui.claim-nothing-stay', message: 'stay' })}</small>
        </button>
      )}
    </div>
  );
}

function ChallengeInfo({ view, name }: { view: PonyView; name(seat: number): string }) {
  const words = challengeWords(view, name);
  if (!words) return null;
  return (
    <p className="px-claim-news" data-testid="px-challenge">
      {formatText(words.claim)}
      <span className="px-odds">
        {' '}
        {formatText(words.odds)}
        {words.caught ? formatText(words.caught) : ''}
      </span>
    </p>
  );
}

export function TurnPanel({ view, state, legal, mine, controller, name }: {
  view: PonyView;
  state: PonyState;
  legal: PonyAction[];
  mine: boolean;
  controller: PonyController;
  name(seat: number): string;
}) {
  const hint = useStore(controller.picking.store, (s) => s.hint);
  const ph = view.phase;
  const deciding = mine && ph.kind === 'decide';
  const others = mine ? legal.filter((a) => !['rethrow', 'claim', 'play', 'keep-card'].includes(a.type)) : [];
  const keep = mine ? legal.filter((a): a is Extract<PonyAction, { type: 'keep-card' }> => a.type === 'keep-card') : [];
  const news = view.log.slice(-2);
  return (
    <section className="panel px-turn" aria-label={i18n._({ id: 'pony-express.ui.this-turn', message: 'This turn' })} data-testid="px-turn" data-turn-panel="">
      <CursorLine view={view} controller={controller} deciding={deciding} />
      <div className="px-news" data-testid="px-news">
        {news.map((line, i) => (
          <span key={`${view.log.length}-${i}`} className={i === news.length - 1 ? 'latest' : ''}>
            {formatText(line)}
          </span>
        ))}
      </div>
      {diceShown(view) && (
        <div className="px-dice-row">
          <DiceTiles view={view} controller={controller} pickable={deciding} />
          {!mine && view.dice.some((d) => d.face === null) && <span className="px-cup-note">{i18n._({ id: 'pony-express.ui.only-sees', message: 'Only {seat} sees under the cup.', values: { seat: name(view.turn) } })}</span>}
          {view.revealed && <span className="px-cup-note">{i18n._({ id: 'pony-express.ui.cup-lifted', message: 'The cup is lifted.' })}</span>}
        </div>
      )}
      {deciding && <Rethrow state={state} legal={legal} controller={controller} />}
      {deciding && <ClaimButtons view={view} legal={legal} controller={controller} />}
      <ChallengeInfo view={view} name={name} />
      {keep.length > 0 && (
        <div className="px-offer" data-testid="px-offer">
          <h2 className="px-offer-head">{i18n._({ id: 'pony-express.ui.keep-one', message: 'Keep one card (the other is discarded):' })}</h2>
          <div className="px-cards">
            {keep.map((a) => (
              <CardFace key={a.card} card={a.card}>
                <button className="primary" data-testid="px-keep" onClick={() => controller.act(a)}>
                  {actionText(ponyExpress, state, a)}
                </button>
              </CardFace>
            ))}
          </div>
        </div>
      )}
      {others.length > 0 && (
        <div className="px-buttons" data-testid="px-choices">
          {others.map((a, i) => (
            <button
              key={i}
              data-testid={`px-do-${a.type}`}
              className={a.type === 'doubt' || a.type === 'ride' || a.type === 'aim' ? 'primary' : ''}
              onClick={() => controller.act(a)}
            >
              {actionText(ponyExpress, state, a)}
              {a.type === 'doubt' ? <KeyHint k="D" /> : a.type === 'believe' ? <KeyHint k="B" /> : null}
            </button>
          ))}
        </div>
      )}
      <HintLine id="px-hint" hint={hint} />
    </section>
  );
}
