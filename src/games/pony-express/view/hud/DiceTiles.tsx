// The rider's five dice as DOM tiles: the face (or a cup for a hidden die the
// seat on screen may not see), where it lies, its key (1–5) and whether it is
// picked for the re-throw. Clicking a tile picks it, like clicking the die.
import { useStore } from 'zustand';
import type { PonyView } from '../../types.ts';
import { tileWord } from '../../rider-dice.ts';
import { i18n } from '@lingui/core';

/** A tile's word in the reader's language (tileWord says which). */
const tileText = (word: ReturnType<typeof tileWord>): string =>
  i18n._({
    id: 'pony-express.ui.tile',
    message: '{word, select, rolling {rolling} rethrow {re-throw} open {open} lifted {cup lifted} other {under cup}}',
    values: { word: word === 'cup lifted' ? 'lifted' : word === 're-throw' ? 'rethrow' : word },
  });
import type { PonyController } from './controller.ts';

export function DiceTiles({ view, controller, pickable }: { view: PonyView; controller: PonyController; pickable: boolean }) {
  const selected = useStore(controller.picking.store, (s) => s.selected);
  const picked = pickable ? selected : [];
  return (
    <div className="px-tiles" role="group" aria-label={i18n._({ id: 'pony-express.ui.dice', message: "The rider's dice" })}>
      {view.dice.map((d, i) => {
        const isPicked = picked.includes(i);
        const state = tileWord(view, i, isPicked);
        return (
          <button
            key={i}
            type="button"
            className={`px-tile ${d.where} ${isPicked ? 'picked' : ''} ${d.face === null ? 'hidden' : ''}`}
            data-testid={`px-die-${i}`}
            disabled={!pickable}
            aria-pressed={pickable ? isPicked : undefined}
            title={
              pickable
                ? i18n._({ id: 'pony-express.ui.die-title', message: 'Die {n}: click to {picked, select, yes {keep it} other {throw it again}}', values: { n: i + 1, picked: isPicked ? 'yes' : 'no' } })
                : i18n._({ id: 'pony-express.ui.die', message: 'Die {n}', values: { n: i + 1 } })
            }
            onClick={() => controller.picking.toggle(i)}
          >
            <span className="px-key">{i + 1}</span>
            <span className="px-face">{state === 'rolling' ? '…' : (d.face ?? '?')}</span>
            <span className="px-where">{tileText(state)}</span>
          </button>
        );
      })}
    </div>
  );
}
