// What the turn asks now, with its controls: the dice and the re-throw and
// claim buttons while the rider decides; believe / doubt for the one rider
// who may doubt; the caught bluff's steps; cards to keep; and every other
// decision (jail, station, duel, turn start) as plain buttons. Others see
// what happens (the claim, the open dice, a cup they cannot look under).
import { COMBOS, COMBO_NAMES, COMBO_STEPS, chanceWith, shows, type Combo } from '../../rules/combos.ts';
import type { PokerFace } from '../../../../core/dice-kinds.ts';
import { describeAction, type PonyAction, type PonyState, type PonyView } from '../../index.ts';
import { rethrowCost } from '../../rules/turn-facts.ts';
import { cursorWords, diceShown } from '../../rider-dice.ts';
import { CardFace } from './Cards.tsx';
import { CARDS, cardKind } from '../../data/cards.ts';
import type { PonyController } from './controller.ts';
import { DiceTiles } from './DiceTiles.tsx';
import { useStore } from 'zustand';
import { KeyHint, KeyPhrase } from '../../../../ui/hud/KeyHint.tsx';
import { keyFor } from '../../../../scene/kit/index.ts';
import { PONY_KEYS } from './keys.ts';
import { BoardCursor } from '../../../../ui/hud/BoardCursor.tsx';
import { HintLine } from '../../../../ui/hud/HintLine.tsx';
import { formatText } from '../../../../i18n/format-message.ts';

/** The board cursor's strip: the die under it while the rider picks dice, else what the dice show (rider-dice.ts). */
function CursorLine({ view, controller, deciding }: { view: PonyView; controller: PonyController; deciding: boolean }) {
  const cursor = useStore(controller.picking.store, (s) => s.cursor);
  const selected = useStore(controller.picking.store, (s) => s.selected);
  return <BoardCursor text={cursorWords(view, deciding, cursor, selected)} keys="Arrows choose a die · Enter picks it" />;
}

const CLAIMS = COMBOS.filter((c) => c !== 'nothing');

const COST_WHY = { horseshoe: 'Spare Horseshoe', last: 'last rider: first re-throw free', desert: 'desert price', normal: '' } as const;

function Rethrow({ state, legal, controller }: { state: PonyState; legal: PonyAction[]; controller: PonyController }) {
  const picked = useStore(controller.picking.store, (s) => s.selected);
  const can = legal.some((a) => a.type === 'rethrow');
  const { cost, why } = rethrowCost(state);
  const costText = cost === 0 ? `free (${COST_WHY[why]})` : `${cost} gold${why === 'desert' ? ' (desert)' : ''}`;
  const n = picked.length;
  const ok = can && n >= 1 && n <= 4;
  const go = (landing: 'cup' | 'open') => controller.rethrow(landing);
  return (
    <div className="px-rethrow">
      <p className="px-legend">
        Pick the dice to <b>throw again</b><KeyPhrase> (click them or press <kbd>1</kbd>–<kbd>5</kbd>)</KeyPhrase>; the rest stay as they are (at least one must).
      </p>
      <div className="px-buttons">
        <button data-testid="px-rethrow-cup" disabled={!ok} onClick={() => go('cup')} title="The dice you keep come out and lie open; the picked ones are thrown again under the cup">
          Re-throw {n || ''} under the cup <small>kept dice go open</small><KeyHint k={keyFor(PONY_KEYS, 'cup')} />
        </button>
        <button data-testid="px-rethrow-open" disabled={!ok} onClick={() => go('open')} title="The dice you keep stay hidden under the cup; the picked ones are thrown openly">
          Re-throw {n || ''} openly <small>kept dice stay hidden</small><KeyHint k={keyFor(PONY_KEYS, 'open')} />
        </button>
        <span className="px-cost" data-testid="px-cost">
          {can ? `Cost: ${costText}` : `A re-throw costs ${costText}: not enough gold`}
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
      <span className="px-claims-title">Claim:</span>
      {CLAIMS.map((c) => {
        const allowed = legalClaims.has(c);
        const honest = faces ? shows(faces, c) : false;
        return (
          <button
            key={c}
            data-testid={`px-claim-${c}`}
            className={honest ? 'honest' : ''}
            disabled={!allowed}
            title={allowed ? (honest ? 'Your dice show this: an honest claim' : 'Your dice do not show this: a bluff') : 'The open dice rule this claim out'}
            onClick={() => controller.act({ type: 'claim', combo: c })}
          >
            {COMBO_NAMES[c].replace(/^an? /, '')} <small>{steps(c)} step{steps(c) > 1 ? 's' : ''}</small>
            {honest && <span className="px-true">✓</span>}
          </button>
        );
      })}
      {legalClaims.has('nothing') && (
        <button data-testid="px-claim-nothing" onClick={() => controller.act({ type: 'claim', combo: 'nothing' })}>
          Nothing <small>stay</small>
        </button>
      )}
    </div>
  );
}

function ChallengeInfo({ view, name }: { view: PonyView; name(seat: number): string }) {
  const ph = view.phase;
  if (ph.kind !== 'challenge') return null;
  const open = view.dice.filter((d) => d.where === 'open' && d.face !== null).map((d) => d.face as PokerFace);
  const hidden = view.dice.filter((d) => d.where === 'cup').length;
  const chance = chanceWith(open, hidden, ph.claim);
  const st = view.stats[view.turn];
  return (
    <p className="px-claim-news" data-testid="px-challenge">
      <b>{name(view.turn)}</b> claims <b>{COMBO_NAMES[ph.claim]}</b> ({COMBO_STEPS[ph.claim]} steps). {name(ph.challenger)} may doubt.
      <span className="px-odds">
        {' '}
        Chance {hidden} hidden {hidden === 1 ? 'die makes' : 'dice make'} it with the open ones: {Math.round(chance * 100)}%
        {st ? ` · caught bluffing ${st.caughtBluffing} of ${st.doubted} doubted claims` : ''}
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
    <section className="panel px-turn" aria-label="This turn" data-testid="px-turn" data-turn-panel="">
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
          {!mine && view.dice.some((d) => d.face === null) && <span className="px-cup-note">Only {name(view.turn)} sees under the cup.</span>}
          {view.revealed && <span className="px-cup-note">The cup is lifted.</span>}
        </div>
      )}
      {deciding && <Rethrow state={state} legal={legal} controller={controller} />}
      {deciding && <ClaimButtons view={view} legal={legal} controller={controller} />}
      <ChallengeInfo view={view} name={name} />
      {keep.length > 0 && (
        <div className="px-offer" data-testid="px-offer">
          <h2 className="px-offer-head">Keep one card (the other is discarded):</h2>
          <div className="px-cards">
            {keep.map((a) => (
              <CardFace key={a.card} card={a.card}>
                <button className="primary" data-testid="px-keep" onClick={() => controller.act(a)}>
                  Keep {CARDS[cardKind(a.card)].name}
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
              {describeAction(state, a)}
              {a.type === 'doubt' ? <KeyHint k="D" /> : a.type === 'believe' ? <KeyHint k="B" /> : null}
            </button>
          ))}
        </div>
      )}
      <HintLine id="px-hint" hint={hint} />
    </section>
  );
}
