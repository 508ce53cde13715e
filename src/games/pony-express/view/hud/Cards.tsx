// Item cards as DOM cards: the seat's hand (with Play buttons when a play is
// legal now, one per target for targeted cards) and card offers to keep
// (the draft and relay stations). Headings go h1 (the game) → h2 (the hand,
// the offer) → h3 (a card), never skipping a level.
import { CARDS, cardKind } from '../../data/cards.ts';
import { i18n } from '@lingui/core';
import { formatText } from '../../../../i18n/format-message.ts';
import { momentWords } from '../../hud-words.ts';
import type { PonyAction } from '../../types.ts';
import type { PonyController } from './controller.ts';

type Play = Extract<PonyAction, { type: 'play' }>;

export function CardFace({ card, children }: { card: number; children?: React.ReactNode }) {
  const info = CARDS[cardKind(card)];
  return (
    <div className="px-card" data-testid={`px-card-${card}`}>
      <h3>{info.name}</h3>
      <p>{formatText(info.text)}</p>
      <p className="px-when">{info.moments.map((m) => formatText(momentWords(m))).join(' · ')}</p>
      {children && <div className="px-card-do">{children}</div>}
    </div>
  );
}

export function Hand({ hand, legal, controller, riderName }: { hand: readonly number[]; legal: readonly PonyAction[]; controller: PonyController; riderName: (seat: number) => string }) {
  if (hand.length === 0) return null;
  const offered = new Set<string>();
  return (
    <section className="panel px-hand" aria-label={i18n._({ id: 'pony-express.ui.your-cards', message: 'Your cards' })} data-testid="px-hand">
      <h2>{i18n._({ id: 'pony-express.ui.your-cards', message: 'Your cards' })}</h2>
      <div className="px-cards">
        {hand.map((card) => {
          const kind = cardKind(card);
          const plays = offered.has(kind) ? [] : legal.filter((a): a is Play => a.type === 'play' && cardKind(a.card) === kind);
          if (plays.length > 0) offered.add(kind);
          return (
            <CardFace key={card} card={card}>
              {plays.map((p, k) => (
                <button key={k} className="primary" data-testid="px-play" onClick={() => controller.act(p)}>
                  {p.target !== undefined ? i18n._({ id: 'pony-express.ui.play-on', message: 'Play on {seat}', values: { seat: riderName(p.target) } }) : i18n._({ id: 'pony-express.ui.play', message: 'Play' })}
                </button>
              ))}
            </CardFace>
          );
        })}
      </div>
    </section>
  );
}
