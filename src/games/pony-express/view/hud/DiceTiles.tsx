// The rider's five dice as DOM tiles: the face (or a cup for a hidden die the
// seat on screen may not see), where it lies, its key (1–5) and whether it is
// picked for the re-throw. Clicking a tile picks it, like clicking the die.
import { useStore } from 'zustand';
import type { PonyView } from '../../types.ts';
import type { PonyController } from './controller.ts';

export function DiceTiles({ view, controller, pickable }: { view: PonyView; controller: PonyController; pickable: boolean }) {
  const selected = useStore(controller.picking.store, (s) => s.selected);
  const picked = pickable ? selected : [];
  const inFlight = view.phase.kind === 'rethrow-throw' ? view.phase.dice.filter((i) => view.dice[i]?.face !== null) : []; // a die this seat cannot see reads as under the cup, not rolling
  return (
    <div className="px-tiles" role="group" aria-label="The rider's dice">
      {view.dice.map((d, i) => {
        const isPicked = picked.includes(i);
        // After a doubt the cup is lifted: its dice lie in plain sight, no longer "under cup".
        const hidden = view.revealed ? 'cup lifted' : 'under cup';
        const state = inFlight.includes(i) ? 'rolling' : isPicked ? 're-throw' : d.where === 'open' ? 'open' : hidden;
        return (
          <button
            key={i}
            type="button"
            className={`px-tile ${d.where} ${isPicked ? 'picked' : ''} ${d.face === null ? 'hidden' : ''}`}
            data-testid={`px-die-${i}`}
            disabled={!pickable}
            aria-pressed={pickable ? isPicked : undefined}
            title={pickable ? `Die ${i + 1}: click to ${isPicked ? 'keep it' : 'throw it again'}` : `Die ${i + 1}`}
            onClick={() => controller.picking.toggle(i)}
          >
            <span className="px-key">{i + 1}</span>
            <span className="px-face">{inFlight.includes(i) ? '…' : (d.face ?? '?')}</span>
            <span className="px-where">{state}</span>
          </button>
        );
      })}
    </div>
  );
}
