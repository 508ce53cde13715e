// The discs as the HUD names them: "0|2" for disc02, each thrown disc's
// mark and whether it stands on its edge, and the caption that says so.
import type { DieKind } from '../../../../core/dice-kinds.ts';
import { i18n } from '@lingui/core';

export const discName = (kind: DieKind): string => (kind.startsWith('disc') ? `${kind[4]}|${kind[5]}` : kind);

export interface DiscMark {
  name: string;
  face: number;
  edge: boolean;
}

export function discMarks(kinds: readonly DieKind[], faces: readonly number[], edges: readonly boolean[] | null): DiscMark[] {
  return faces.map((face, i) => ({ name: discName(kinds[i] ?? 'disc01'), face, edge: edges?.[i] ?? false }));
}

/** "the 0|2 disc stands on its edge: it counts 2" */
export const edgeCaption = (m: DiscMark): string =>
  i18n._({ id: 'gold-rivers.ui.edge', message: 'the {disc} disc stands on its edge: it counts {face}', values: { disc: m.name, face: m.face } });
