// Main Street's log in messages, not sentences (issue 25): the rules write an
// id and its parameters, the view says it in the player's language. The
// English here is the catalogs' source (`npx lingui extract` reads the
// /*i18n*/ descriptors); German and Russian are in src/locales/. Plain data:
// the pure half imports no i18n library. The buildings' names are ours and
// are messages too (building-words.ts); the meeples and pieces are the
// seed's words (docs/i18n.md).
import type { Seat } from '../../core/contract.ts';
import { listMessage, type Message, type MessageValue } from '../../core/message.ts';
import { MEEPLE_KINDS, type MeepleKind } from './data.ts';
import { buildingMessage } from './building-words.ts';
import type { LocationId, MeepleCounts } from './types.ts';

export const MAIN_STREET_LOG = {
  seat: /*i18n*/ { id: 'main-street.seat', message: 'Player {n}' },
  meeple: /*i18n*/ { id: 'main-street.meeple', message: '{kind, select, builder {builder} miner {miner} robber {robber} deputy {deputy} other {madame}}' },
  meepleTitle: /*i18n*/ { id: 'main-street.meeple-title', message: '{kind, select, builder {Builder} miner {Miner} robber {Robber} deputy {Deputy} other {Madame}}' },
  meeples: /*i18n*/ {
    id: 'main-street.meeples',
    message:
      '{kind, select, builder {{count, plural, one {# builder} other {# builders}}} miner {{count, plural, one {# miner} other {# miners}}} robber {{count, plural, one {# robber} other {# robbers}}} deputy {{count, plural, one {# deputy} other {# deputies}}} other {{count, plural, one {# madame} other {# madames}}}}',
  },
  pieces: /*i18n*/ { id: 'main-street.pieces', message: '{kind, select, gold {{count} gold} stone {{count} stone} other {{count} dynamite}}' },
  place: /*i18n*/ { id: 'main-street.place', message: '{place, select, saloon {the saloon} jail {the jail} other {the {building}}}' },
  duellist: /*i18n*/ { id: 'main-street.duellist', message: "{seat}'s {meeple}" },
  setupPieces: /*i18n*/ {
    id: 'main-street.log.setup-pieces',
    message: 'Three meeples stand in every building; the madame waits in the saloon and the dynamite in the jail.',
  },
  setupOrder: /*i18n*/ { id: 'main-street.log.setup-order', message: '{first} hangs the first awning first; {seat} takes the first turn.' },
  firstAwning: /*i18n*/ { id: 'main-street.log.first-awning', message: '{seat} hangs a first awning on the {building}.' },
  take: /*i18n*/ { id: 'main-street.log.take', message: '{seat} takes {meeples} from {place}.' },
  dynamiteToBag: /*i18n*/ { id: 'main-street.log.dynamite-to-bag', message: 'Raiding the jail puts a dynamite into the bag.' },
  decline: /*i18n*/ { id: 'main-street.log.decline', message: '{seat} declines to build on the {building}.' },
  showdown: /*i18n*/ { id: 'main-street.log.showdown', message: 'Showdown!' },
  build: /*i18n*/ { id: 'main-street.log.build', message: '{seat} builds an awning on the {building} ({points} points).' },
  upgrade: /*i18n*/ { id: 'main-street.log.upgrade', message: '{seat} turns the awning of the {building} ({points} points).' },
  draw: /*i18n*/ { id: 'main-street.log.draw', message: '{seat} draws {count} ({why}): {tally}.' },
  drawShowdown: /*i18n*/ { id: 'main-street.log.draw-showdown', message: 'showdown' },
  drawAt: /*i18n*/ { id: 'main-street.log.draw-at', message: '{meeple} at the {building}' },
  bagEmpty: /*i18n*/ { id: 'main-street.log.bag-empty', message: 'the bag is empty' },
  blast: /*i18n*/ { id: 'main-street.log.blast', message: 'Dynamite! Everyone returns half their stone ({returned}).' },
  madameToSaloon: /*i18n*/ { id: 'main-street.log.madame-to-saloon', message: 'The madame steps onto a showdown space and goes to the saloon instead.' },
  marker: /*i18n*/ { id: 'main-street.log.marker', message: '{seat} takes the marker of showdown space {side} ({meeple}).' },
  leftovers: /*i18n*/ {
    id: 'main-street.log.leftovers',
    message: 'No free space is left: {count, plural, one {# meeple goes} other {# meeples go}} to the saloon.',
  },
  bar: /*i18n*/ { id: 'main-street.log.bar', message: '{seat} buys a gold bar for {price} gold.' },
  ends: /*i18n*/ { id: 'main-street.log.ends', message: 'The game ends: {triggers}.' },
  noBar: /*i18n*/ { id: 'main-street.end.no-bar', message: 'the bank has no bar left' },
  noGrave: /*i18n*/ { id: 'main-street.end.no-grave', message: 'no grave is free' },
  noDynamite: /*i18n*/ { id: 'main-street.end.no-dynamite', message: 'all dynamite has been drawn' },
  noMeeple: /*i18n*/ { id: 'main-street.log.no-meeple', message: 'The game ends: no meeple is left to take (ours).' },
  boxed: /*i18n*/ { id: 'main-street.log.boxed', message: 'No grave is free: the {meeple} leaves the game.' },
  duelWon: /*i18n*/ { id: 'main-street.log.duel-won', message: 'Showdown {a}–{b}: {winner} wins over {loser}.' },
  duelTied: /*i18n*/ { id: 'main-street.log.duel-tied', message: 'Showdown {a}–{b}: {first} and {second} fall together.' },
  walksIn: /*i18n*/ { id: 'main-street.log.walks-in', message: '{meeple} at the {building}: the awning is already at 10, so the builder only walks in.' },
  cannotPay: /*i18n*/ {
    id: 'main-street.log.cannot-pay',
    message: '{meeple} at the {building}: {seat} cannot pay {gold} gold + {stone} stone to {upgrade, select, yes {turn the awning to 10} other {build an awning}}, so the builder only walks in.',
  },
  mayBuild: /*i18n*/ {
    id: 'main-street.log.may-build',
    message: '{meeple} at the {building}: {seat} may {upgrade, select, yes {turn the awning to 10} other {build an awning}} for {gold} gold + {stone} stone.',
  },
  noAwning: /*i18n*/ { id: 'main-street.log.no-awning', message: '{meeple} at the {building}: no awning here, so nobody draws.' },
  minerDraws: /*i18n*/ { id: 'main-street.log.miner-draws', message: '{meeple} at the {building}: {seat} draws {count}.' },
  robberDraws: /*i18n*/ { id: 'main-street.log.robber-draws', message: '{meeple} at the {building}: draws 2 per miner inside ({count}).' },
  deputyDraws: /*i18n*/ { id: 'main-street.log.deputy-draws', message: '{meeple} at the {building}: draws 2 per robber inside ({count}); the robbers go to jail.' },
  madameDraws: /*i18n*/ {
    id: 'main-street.log.madame-draws',
    message: '{meeple} at the {building}: draws 1 per builder inside ({count}); the builders go to the saloon.',
  },
} as const;

type LogKey = keyof typeof MAIN_STREET_LOG;

/** One log line (or a part of one): the message `key` with its parameters. */
export const logLine = (key: LogKey, values?: Record<string, MessageValue>): Message =>
  values ? { id: MAIN_STREET_LOG[key].id, values } : { id: MAIN_STREET_LOG[key].id };

/** A seat as the log names it ("Player 2"), in the reader's language. */
export const seatMessage = (seat: Seat): Message => logLine('seat', { n: seat + 1 });

/** A meeple's kind in the reader's words ("deputy", „Hilfssheriff“). */
export const meepleMessage = (kind: MeepleKind): Message => logLine('meeple', { kind });

/** "2 builders, 1 miner": each kind with its count, in the fixed kind order. */
export const meeplesMessage = (c: MeepleCounts): MessageValue =>
  listMessage(MEEPLE_KINDS.filter((k) => c[k] > 0).map((kind) => logLine('meeples', { kind, count: c[kind] })));

/** "the saloon", "the jail", "the Assay Office". */
export const placeMessage = (from: LocationId): Message =>
  logLine('place', { place: typeof from === 'number' ? 'building' : from, building: typeof from === 'number' ? buildingMessage(from) : '' });

/** "Player 2's deputy". */
export const duellistMessage = (seat: Seat, meeple: MeepleKind): Message => logLine('duellist', { seat: seatMessage(seat), meeple: meepleMessage(meeple) });
