// What each action square says on the board (our short words) and its
// tile's colour by kind; whether the 1858 marker has shut a buying square;
// and a contest named in a few words for the signs over the table. Pure.
import { RESOLUTION_STEPS, cellName, type CarsonView, type Contest, type SquareId } from '../../index.ts';

/**
 * What each square says, in a word or two printed large (the full rule is the
 * hover line's and the reference's, target-info.ts): a name and what it gives
 * (per parcel, gun or building owned; "each" per cowboy where several may
 * stand, or per point bought), and its tile colour by kind (green pays money,
 * blue pays points).
 */
export const SQUARE_PRINT: Record<SquareId, { name: string; gives: string; tone: string }> = {
  wages: { name: 'Wages', gives: '$4 each', tone: '#4d7a3a' },
  ammo: { name: 'Ammo', gives: '+3 guns', tone: '#7a3a2a' },
  roads3: { name: 'Roads', gives: 'take 3', tone: '#6b5a3a' },
  road1: { name: 'Road', gives: '1 each', tone: '#6b5a3a' },
  build12: { name: 'Build', gives: '$12', tone: '#8a5a2a' },
  build10: { name: 'Build', gives: '$10', tone: '#8a5a2a' },
  build8: { name: 'Build', gives: '$8', tone: '#8a5a2a' },
  build6: { name: 'Build', gives: '$6', tone: '#8a5a2a' },
  build5: { name: 'Build', gives: '$5', tone: '#8a5a2a' },
  build4: { name: 'Build', gives: '$4', tone: '#8a5a2a' },
  build3: { name: 'Build', gives: '$3', tone: '#8a5a2a' },
  'parcel-income': { name: 'Land', gives: '$2', tone: '#4d7a3a' },
  'cowboy-income': { name: 'Guns', gives: '$2', tone: '#4d7a3a' },
  gambling: { name: 'Gamble', gives: '2 dice', tone: '#8a2a4a' },
  'parcel-points': { name: 'Land', gives: '½ pt', tone: '#2a5a8a' },
  'cowboy-points': { name: 'Guns', gives: '½ pt', tone: '#2a5a8a' },
  'estate-points': { name: 'Estate', gives: '1 pt', tone: '#2a5a8a' },
  buy5: { name: 'Points', gives: '$5 each', tone: '#2a4a7a' },
  buy4: { name: 'Points', gives: '$4 each', tone: '#2a4a7a' },
  buy3: { name: 'Points', gives: '$3 each', tone: '#2a4a7a' },
  buy2: { name: 'Points', gives: '$2 each', tone: '#2a4a7a' },
};

export const isClosed = (q: SquareId, view: Pick<CarsonView, 'openBuyPrices'>): boolean => q.startsWith('buy') && !view.openBuyPrices.includes(Number(q.slice(3)));


/** A contest in a few words for a sign over the table (the turn panel and the log name it in full). */
export function contestCaption(c: Contest): string {
  if (c.kind === 'estate') return 'Estate income';
  if (c.kind === 'parcel') return `Parcel ${cellName(c.cell)}`;
  if (c.kind === 'raid') return `Raid on ${cellName(c.cell)}`;
  if (c.square.startsWith('build')) return `Build $${c.square.slice(5)}`;
  if (c.square.startsWith('buy')) return `Points $${c.square.slice(3)}`;
  return RESOLUTION_STEPS.find((x) => x.id === c.square)?.name ?? SQUARE_PRINT[c.square].name;
}
