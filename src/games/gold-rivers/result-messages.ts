// Gold in the Rivers' result in messages (issue 25): the summary, the score row's
// label and the tie-break, said in the reader's language by the result screen
// and the log's final lines. Plain data; English beside each id.
export const GOLD_RIVERS_RESULT = {
  win: /*i18n*/ { id: 'gold-rivers.result.win', message: 'All gold is cleared: {seat} wins with {gold} gold to {other}.' },
  tie: /*i18n*/ { id: 'gold-rivers.result.tie', message: 'All gold is cleared, {a} : {b}; the tie goes to {seat} (ours: the second player).' },
  goldRow: /*i18n*/ { id: 'gold-rivers.score.gold', message: 'Gold markers cleared, 1 each' },
  tieBreak: /*i18n*/ { id: 'gold-rivers.result.tie-break', message: '{seat} before {other} at {gold} gold (equal gold: the tie goes to the second player, who moved second).' },
} as const;
