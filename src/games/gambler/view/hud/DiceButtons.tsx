// The thrown dice as buttons in the turn panel, for a finger (issue 21, item
// 5): on a phone a die on the table is about 12 px wide, too small to tap
// surely. Each unplaced die is a button at least 44 px square showing its
// face and its number in the tray; a tap does what a tap on the die on the
// table does (pick it; again places it when only one row fits). Shown where
// a finger plays (gambler.css); the table taps stay.
import { useStore } from 'zustand';
import { i18n } from '@lingui/core';
import type { GamblerView } from '../../types.ts';
import type { GamblerController } from './controller.ts';
import { dieTarget } from '../../pick-targets.ts';
import { unplacedDice } from '../../dice-fit.ts';

export function DiceButtons({ view, controller }: { view: GamblerView; controller: GamblerController }) {
  const picked = useStore(controller.picking.store, (s) => s.picked[0] ?? null);
  const faces = view.turn?.faces;
  const dice = unplacedDice(view);
  if (!faces || dice.length === 0) return null;
  return (
    <div className="g-dice" role="group" aria-label={i18n._({ id: 'gambler.ui.your-dice', message: 'Your dice' })} data-testid="g-dice">
      {dice.map((die) => (
        <button
          key={die}
          type="button"
          aria-pressed={dieTarget(die) === picked}
          aria-label={i18n._({ id: 'gambler.ui.die-shows', message: 'Die {n} shows {face}', values: { n: die + 1, face: faces[die] ?? '' } })}
          data-testid={`g-die-${die + 1}`}
          onClick={() => controller.picking.click(dieTarget(die))}
        >
          <span className="g-die-face" aria-hidden="true">{faces[die]}</span>
          <span className="g-die-no" aria-hidden="true">{die + 1}</span>
        </button>
      ))}
    </div>
  );
}
