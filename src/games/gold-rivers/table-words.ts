// The words painted on Gold in the Rivers' table, as messages (issue 25): each
// player's sign (what they own, their gold and shovels) and the tag of a
// settled disc standing on its edge. The board formats them and repaints them
// on a language change. Plain data and pure functions; English beside each id.
// Terms from seed 004: Gebirge, Flüsse, Schaufel; ru: горы, реки, лопата.
import { message, type Message } from '../../core/message.ts';

export const TABLE_WORDS = {
  owns: /*i18n*/ { id: 'gold-rivers.table.owns', message: '{kind, select, mountain {owns the mountains} other {owns the rivers}}' },
  counts: /*i18n*/ { id: 'gold-rivers.table.counts', message: '{gold} gold · {shovels, plural, one {# shovel} other {# shovels}}' },
  edge: /*i18n*/ { id: 'gold-rivers.table.edge', message: 'edge: {face}' },
} as const;

/** A player's sign under their name: the regions they own, and their gold and shovels. */
export const seatSignWords = (seat: number, gold: number, shovels: number): { owns: Message; counts: Message } => ({
  owns: message(TABLE_WORDS.owns.id, { kind: seat === 0 ? 'mountain' : 'river' }),
  counts: message(TABLE_WORDS.counts.id, { gold, shovels }),
});

/** A settled disc's tag: its face, or that it stands on its edge and counts as that face. */
export const discTag = (face: number, edge: boolean): Message | string => (edge ? message(TABLE_WORDS.edge.id, { face }) : String(face));
