// The showdown die in words (describeThrow), as the prompt area says it after
// each throw: who threw what, then who beat whom and where the meeples go.
import { describe, expect, it } from 'vitest';
import type { MainStreetState } from '../../../src/games/main-street/types.ts';
import type { Shooter } from '../../../src/games/main-street/data.ts';
import { act, die, game, run, street } from './support.ts';
import { formatText } from '../../../src/i18n/format-message.ts';

function duel(atA: Shooter, atB: Shooter): MainStreetState {
  const s = street(2, { showdowns: [{ meeple: atA, owner: 0 }, null], buildings: { 5: { [atB]: 1 } } });
  return run(s, act(0, { type: 'take', from: 5 }), act(0, { type: 'place', space: 7, meeple: atB }), act(0, { type: 'showdown' }));
}

const said = (before: MainStreetState, face: number): [string | null, MainStreetState] => {
  const after = run(before, die(face));
  const text = game.describeThrow!(before, after);
  return [text === null ? null : formatText(text), after];
};

describe('a showdown throw in words', () => {
  it('the first die names the thrower, the face and who shoots next', () => {
    const [text] = said(duel('robber', 'deputy'), 3);
    expect(text).toBe("Player 1's robber throws 3; Player 2's deputy shoots next.");
  });

  it('the second die says who beat whom with both faces, and where the meeples go', () => {
    const [, first] = said(duel('deputy', 'robber'), 6);
    const [text] = said(first, 1);
    expect(text).toBe("Player 1's deputy 6 beats Player 2's robber 1: the robber goes to the graveyard, the deputy to the saloon.");
  });

  it('two duellists of one kind are told apart by their owners', () => {
    const [, first] = said(duel('deputy', 'deputy'), 3);
    const [text] = said(first, 6);
    expect(text).toBe("Player 2's deputy 6 beats Player 1's deputy 3: Player 1's deputy goes to the graveyard, Player 2's deputy to the saloon.");
  });

  it('a tie won by the better shooter says so', () => {
    const [, first] = said(duel('deputy', 'builder'), 4);
    const [text] = said(first, 4);
    expect(text).toBe("Player 1's deputy 4 wins the tie against Player 2's builder 4: the builder goes to the graveyard, the deputy to the saloon.");
  });

  it('equal shooters level on the dice fall together', () => {
    const [, first] = said(duel('miner', 'miner'), 2);
    const [text] = said(first, 2);
    expect(text).toBe("Player 1's miner 2 and Player 2's miner 2 fall together: both go to the graveyard.");
  });

  it('a better shooter behind hears that it may shoot once more, and the second shot settles it', () => {
    const [, first] = said(duel('robber', 'deputy'), 5);
    const [offer, offered] = said(first, 3);
    expect(offer).toBe("Player 1's robber 5, Player 2's deputy 3: Player 2 may shoot once more.");
    const again = run(offered, act(1, { type: 'rethrow' }));
    const [text] = said(again, 6);
    expect(text).toBe("Player 2's deputy 6 beats Player 1's robber 5: the robber goes to the graveyard, the deputy to the saloon.");
  });
});
