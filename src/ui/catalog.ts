// The five games as the lobby lists them: our own titles, player counts and a
// line of flavour. Ids match src/games/<id>/. Kept here (not imported from the
// rules) so the lobby's first paint loads no rules code.

export interface CatalogGame {
  id: string;
  title: string;
  players: string;
  blurb: string;
}

export const GAME_CATALOG: readonly CatalogGame[] = [
  { id: 'gambler', title: 'Tableau Gulch', players: '2–6 players', blurb: 'Match the rows of a tableau with your dice and rake in the chips.' },
  { id: 'pony-express', title: 'Mail Run to Sacramento', players: '2–5 players', blurb: 'Poker dice, relay stations and duels decided by a flicked die.' },
  { id: 'main-street', title: 'Boomtown Main Street', players: '2–4 players', blurb: 'Miners, builders and robbers walk the street; showdowns settle the rest.' },
  { id: 'carson-city', title: 'Silver Creek County', players: '2–5 players', blurb: 'Claim parcels, raise ranches and mines, and duel for the best lots.' },
  { id: 'gold-rivers', title: 'Gold in the Rivers', players: '2 players', blurb: 'Three wooden discs tell how far to dig along mountains and rivers.' },
];

export function catalogGame(id: string): CatalogGame | undefined {
  return GAME_CATALOG.find((game) => game.id === id);
}
