// How a painted label's words fitted their box (issue 25): a German or Russian
// word is often half again as long as the English one, and a painted label
// (a board's caption, a sign's line) cannot grow a scrollbar. The printed
// plate's captions and the TableLabel's lines each record, per label, the size
// they were printed at, the legible minimum they may shrink to, how far they
// were condensed and whether they had to be cut; the mesh carries the records
// in its userData and the test hook (window.tabletop.labelFits, probe.ts) hands
// them to the browser specs (pseudo-locale, languages), which measure nothing
// on the canvas themselves. Pure apart from the scene it walks.
import type * as THREE from 'three';

/** The userData key a painted mesh carries its labels' fits under. */
export const LABEL_FITS = 'labelFits';

/** Narrowest a line may be condensed (share of its natural width) and still read as fitting. */
export const LEGIBLE_SQUEEZE = 0.8;

export interface LabelFit {
  /** The text asked for (before any cut). */
  text: string;
  /** The size printed (canvas px to the em). */
  px: number;
  /** The smallest size it may shrink to and still be legible (canvas px). */
  minPx: number;
  /** The share of its natural width it was printed in (1: not condensed). */
  squeeze: number;
  /** Cut with an ellipsis (or, with no box, run off its canvas). */
  cut: boolean;
  /** Printed whole, at or above its legible minimum, condensed no more than LEGIBLE_SQUEEZE. */
  fits: boolean;
}

/** A label's record from what was printed. */
export function labelFit(text: string, px: number, minPx: number, squeeze: number, cut: boolean): LabelFit {
  const s = Math.min(1, squeeze);
  return { text, px, minPx, squeeze: Math.round(s * 1000) / 1000, cut, fits: !cut && px >= minPx && s >= LEGIBLE_SQUEEZE };
}

export interface MeshLabelFit extends LabelFit {
  /** The painted mesh the label is on (its name, or its parent's). */
  mesh: string;
}

/** Every visible painted mesh's labels and how each fitted. */
export function labelFitsOf(scene: THREE.Object3D): MeshLabelFit[] {
  const out: MeshLabelFit[] = [];
  scene.traverseVisible((obj) => {
    const fits = obj.userData[LABEL_FITS] as readonly LabelFit[] | undefined;
    if (!fits) return;
    const mesh = obj.name || obj.parent?.name || '(unnamed)';
    for (const f of fits) out.push({ mesh, ...f });
  });
  return out;
}
