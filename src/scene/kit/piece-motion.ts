// A fixed set of pieces (the dice of a throw, a rider's five dice) that are
// each shown or not, stand somewhere, or glide somewhere. Boards keep one in a
// ref, say where each piece should go when the position changes and call
// changed() (like a texture's needsUpdate), and MovingDice draws it and steps
// it every frame while a glide is under way. Framework-free (three maths only).
import * as THREE from 'three';
import { copyPose, newPose, poseMatrix, startGlide, stepGlide, type Glide, type GlideSpec, type PiecePose } from './glide.ts';

export interface MovingPiece {
  shown: boolean;
  pose: PiecePose;
  glide: Glide | null;
}

/** A hidden copy is drawn at zero size: its index keeps its slot (clicks report the piece's index). */
const HIDDEN = new THREE.Matrix4().makeScale(0, 0, 0);

export class PieceMotion {
  readonly pieces: MovingPiece[];
  private readonly out: THREE.Matrix4[];
  /** Set by whoever draws the pieces (MovingDice): draws them now. */
  drawer: (() => void) | null = null;

  constructor(readonly capacity: number) {
    this.pieces = Array.from({ length: capacity }, () => ({ shown: false, pose: newPose(), glide: null }));
    this.out = Array.from({ length: capacity }, () => new THREE.Matrix4());
  }

  piece(i: number): MovingPiece {
    return this.pieces[i]!;
  }

  /** Shows piece i standing at `pose` now (any glide dropped). */
  jump(i: number, pose: PiecePose): void {
    const m = this.piece(i);
    copyPose(m.pose, pose);
    m.shown = true;
    m.glide = null;
  }

  /** Shows piece i gliding from where it is to `to`. */
  glide(i: number, to: PiecePose, spec: GlideSpec, t0 = performance.now()): void {
    const m = this.piece(i);
    m.shown = true;
    m.glide = startGlide(m.pose, to, spec, t0);
  }

  hide(i: number): void {
    const m = this.piece(i);
    m.shown = false;
    m.glide = null;
  }

  /** The owner moved pieces outside a frame: draw them now (in the same commit, so nothing shows twice or not at all). */
  changed(): void {
    this.drawer?.();
  }

  get moving(): boolean {
    return this.pieces.some((m) => m.glide !== null);
  }

  /** Advances every glide to `now`. Returns the pieces that arrived in this step, or null when none was moving. */
  step(now: number): number[] | null {
    let any = false;
    const arrived: number[] = [];
    this.pieces.forEach((m, i) => {
      if (!m.glide) return;
      any = true;
      if (stepGlide(m.glide, now, m.pose)) {
        m.glide = null;
        arrived.push(i);
      }
    });
    return any ? arrived : null;
  }

  /** Instance matrices of every piece (hidden ones at zero size). Reused arrays: read them, do not keep them. */
  matrices(): readonly THREE.Matrix4[] {
    this.pieces.forEach((m, i) => (m.shown ? poseMatrix(m.pose, this.out[i]!) : this.out[i]!.copy(HIDDEN)));
    return this.out;
  }
}
