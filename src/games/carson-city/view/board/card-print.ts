// What each character card says on the board: its effect in a few words,
// printed large (the full effect is the hover line's and the reference's,
// from CHARACTER_INFO). Numbers come from the rules' data. Pure.
import { BANKER_CASH, CAPTAIN_PRICES, COOLIE_ROADS, GROCER_CASH, MERCENARY_FIREPOWER, type CharacterId } from '../../data.ts';

export const CARD_PRINT: Record<CharacterId, string> = {
  sheriff: 'White cowboy',
  banker: `+$${BANKER_CASH} now`,
  grocer: `+$${GROCER_CASH} or 2× income`,
  coolie: `+${COOLIE_ROADS} roads, ½ price`,
  settler: '+1 free parcel',
  captain: `Hire 1–${CAPTAIN_PRICES.length - 1} cowboys`,
  mercenary: `+${MERCENARY_FIREPOWER} guns`,
};
