// Mail Run's HUD in messages (issue 25): what a re-throw costs and why, the
// claim buttons' titles, the news of a claim that may be doubted with its
// odds, where a rider stands and when a card may be played, built from the
// state or the seat's view. The HUD (view/hud/) only formats and lays them
// out. Plain data and pure functions; English beside each id.
import type { PokerFace } from '../../core/dice-kinds.ts';
import { PONY_ACTION } from './action-messages.ts';
import type { CardMoment } from './data/cards.ts';
import { TRACK_LENGTH } from './data/board.ts';
import { message, type Message, type MessageValue } from '../../core/message.ts';
import { comboMessage } from './log-messages.ts';
import { COMBO_STEPS, chanceWith } from './rules/combos.ts';
import { rethrowCost } from './rules/turn-facts.ts';
import type { PonyState, PonyView } from './types.ts';

export const PONY_HUD = {
  costLast: /*i18n*/ { id: 'pony-express.ui.cost-last', message: 'last rider: first re-throw free' },
  costDesert: /*i18n*/ { id: 'pony-express.ui.cost-desert', message: 'desert price' },
  costFree: /*i18n*/ { id: 'pony-express.ui.cost-free', message: 'free ({why})' },
  costGold: /*i18n*/ { id: 'pony-express.ui.cost-gold', message: '{cost} gold{desert, select, yes { (desert)} other {}}' },
  cost: /*i18n*/ { id: 'pony-express.ui.cost', message: 'Cost: {cost}' },
  costPoor: /*i18n*/ { id: 'pony-express.ui.cost-poor', message: 'A re-throw costs {cost}: not enough gold' },
  claimHonest: /*i18n*/ { id: 'pony-express.ui.claim-honest', message: 'Your dice show this: an honest claim' },
  claimBluff: /*i18n*/ { id: 'pony-express.ui.claim-bluff', message: 'Your dice do not show this: a bluff' },
  claimRuledOut: /*i18n*/ { id: 'pony-express.ui.claim-ruled-out', message: 'The open dice rule this claim out' },
  challenge: /*i18n*/ { id: 'pony-express.ui.challenge', message: '{seat} claims {combo} ({steps, plural, one {# step} other {# steps}}). {other} may doubt.' },
  chance: /*i18n*/ {
    id: 'pony-express.ui.chance',
    message: 'Chance {n, plural, one {# hidden die makes} other {# hidden dice make}} it with the open ones: {percent}%',
  },
  caught: /*i18n*/ { id: 'pony-express.ui.caught', message: ' · caught bluffing {caught} of {doubted} doubted claims' },
  mailBox: /*i18n*/ { id: 'pony-express.ui.mail-box', message: 'mail box {n}' },
  moment: /*i18n*/ { id: 'pony-express.ui.moment', message: '{m, select, start {turn start} decide {before the claim} jail {in jail} other {duel}}' },
} as const;

/** Why a re-throw costs what it costs (Spare Horseshoe is a card's name, ours, so it stays English). */
const costWhy = (why: 'horseshoe' | 'last' | 'desert' | 'normal'): MessageValue =>
  why === 'horseshoe' ? 'Spare Horseshoe' : why === 'last' ? PONY_HUD.costLast : why === 'desert' ? PONY_HUD.costDesert : '';

/** The re-throw's price line: "Cost: 2 gold (desert)", "Cost: free (…)", or that the rider cannot pay it (`can` false). */
export function rethrowCostWords(state: PonyState, can: boolean): Message {
  const { cost, why } = rethrowCost(state);
  const price = cost === 0 ? message(PONY_HUD.costFree.id, { why: costWhy(why) }) : message(PONY_HUD.costGold.id, { cost, desert: why === 'desert' ? 'yes' : 'no' });
  return message((can ? PONY_HUD.cost : PONY_HUD.costPoor).id, { cost: price });
}

/** A claim button's title: honest, a bluff, or ruled out by the open dice. */
export const claimTitle = (allowed: boolean, honest: boolean): Message =>
  allowed ? (honest ? PONY_HUD.claimHonest : PONY_HUD.claimBluff) : PONY_HUD.claimRuledOut;

/**
 * While a claim may be doubted: who claims what and who may doubt (`claim`),
 * the chance that the hidden dice make it with the open ones (`odds`), and how
 * often the claimer was caught bluffing (`caught`, when the view counts it).
 * Null in any other phase.
 */
export function challengeWords(view: PonyView, name: (seat: number) => MessageValue): { claim: Message; odds: Message; caught: Message | null } | null {
  const ph = view.phase;
  if (ph.kind !== 'challenge') return null;
  const open = view.dice.filter((d) => d.where === 'open' && d.face !== null).map((d) => d.face as PokerFace);
  const hidden = view.dice.filter((d) => d.where === 'cup').length;
  const st = view.stats[view.turn];
  return {
    claim: message(PONY_HUD.challenge.id, { seat: name(view.turn), combo: comboMessage(ph.claim), steps: COMBO_STEPS[ph.claim], other: name(ph.challenger) }),
    odds: message(PONY_HUD.chance.id, { n: hidden, percent: Math.round(chanceWith(open, hidden, ph.claim) * 100) }),
    caught: st ? message(PONY_HUD.caught.id, { caught: st.caughtBluffing, doubted: st.doubted }) : null,
  };
}

/** Where a rider stands: "space 12", "mail box 2". */
export const placeWords = (pos: number): Message =>
  pos > TRACK_LENGTH ? message(PONY_HUD.mailBox.id, { n: pos - TRACK_LENGTH }) : message(PONY_ACTION.space.id, { n: pos });

/** When a card may be played. */
export const momentWords = (m: CardMoment): Message => message(PONY_HUD.moment.id, { m });
