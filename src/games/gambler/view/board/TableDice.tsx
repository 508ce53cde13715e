// Every die at rest that is not part of the throw being decided: the dice on
// the tableau (in their boxes, leaning towards the viewer so their faces show
// full on: placed-die.ts), each seat's supply in
// rows of five in front of its seat, and the dice set aside for the round.
// One instanced draw per die material for all of them (the kit's DiceInstances).
import { useMemo } from 'react';
import { useStore } from 'zustand';
import type * as THREE from 'three';
import { DiceInstances, dieMatrix, dieRestY } from '../../../../scene/kit/index.ts';
import type { GamblerController } from '../hud/controller.ts';
import { handoverOf } from './handover.ts';
import type { GamblerView } from '../../types.ts';
import { ASIDE, supplySlot } from '../../table-spots.ts';
import { placedDieMatrix } from './placed-die.ts';

const CAPACITY = 40;

export function TableDice({ view, controller }: { view: GamblerView; controller: GamblerController }) {
  const arriving = useStore(handoverOf(controller).places, (s) => s.arriving);
  const matrices = useMemo(() => {
    const out: THREE.Matrix4[] = [];
    const skip = new Set(arriving);
    view.rows.forEach((row, r) =>
      row.forEach((face, c) => {
        if (skip.has(`${r}:${c}`)) return;
        out.push(placedDieMatrix(r, c, face));
      }),
    );
    // Supply and aside dice show a spread of faces (no rule reads them).
    view.supply.forEach((count, seat) => {
      for (let i = 0; i < count; i++) {
        const p = supplySlot(seat, view.players, i);
        out.push(dieMatrix('d6', p.x, dieRestY('d6'), p.z, ((i * 5 + seat * 2) % 6) + 1, ((i * 13) % 7) * 0.04 - 0.12));
      }
    });
    for (let i = 0; i < view.aside; i++) {
      out.push(dieMatrix('d6', ASIDE.x - 1.2 + (i % 3) * 2.3, dieRestY('d6'), ASIDE.z + Math.floor(i / 3) * 2.3, ((i * 3) % 6) + 1, 0.1 * i));
    }
    return out.slice(0, CAPACITY);
  }, [view, arriving]);
  return <DiceInstances kind="d6" matrices={matrices} capacity={CAPACITY} name="gambler-table-dice" />;
}
