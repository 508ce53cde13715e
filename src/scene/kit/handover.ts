// Pieces that glide into a place the board then draws itself (a die into its
// box on Tableau Gulch's tableau). While a piece glides, the board leaves its
// place empty (`arriving`); once it lands, the board draws it there and the
// moving copy is hidden in the same commit (`release`, which useHandover
// runs), so the die never shows twice, nor not at all. No React here: the
// arriving places are a store that whatever draws the board reads.
import { createStore } from 'zustand/vanilla';
import type { GlideSpec, PiecePose } from './glide.ts';
import type { PieceMotion } from './piece-motion.ts';

export class Handover {
  /** The place each piece glides into, while it glides. */
  private readonly into: (string | null)[];
  /** The place each piece has landed in, until the board draws it there. */
  private readonly landed: (string | null)[];

  /** The places pieces glide into, as last published: the board leaves them empty. */
  readonly places = createStore<{ arriving: string[] }>()(() => ({ arriving: [] }));

  constructor(readonly motion: PieceMotion) {
    this.into = Array<string | null>(motion.capacity).fill(null);
    this.landed = Array<string | null>(motion.capacity).fill(null);
  }

  /** Piece i glides to `to`, into the board's `place` (null: a glide that ends nowhere the board draws). */
  glide(i: number, to: PiecePose, spec: GlideSpec, place: string | null = null): void {
    this.landed[i] = null;
    this.into[i] = place;
    this.motion.glide(i, to, spec);
  }

  /** Piece i is taken for something else (a new throw): it goes to no place. */
  forget(i: number): void {
    this.into[i] = null;
    this.landed[i] = null;
  }

  /** Whether piece i is still the moving copy's to show: gliding into a place, or landed there and not yet drawn by the board. */
  held(i: number): boolean {
    return (this.motion.piece(i).glide !== null && this.into[i] !== null) || this.landed[i] !== null;
  }

  /** The places pieces glide into now: the board leaves them empty. */
  arriving(): string[] {
    return this.into.filter((place, i): place is string => place !== null && this.motion.piece(i).glide !== null);
  }

  /** Tells the board which places are arriving now (after the glides changed). */
  publish(): void {
    const arriving = this.arriving();
    if (arriving.join('|') !== this.places.getState().arriving.join('|')) this.places.setState({ arriving });
  }

  /** The pieces that arrived this step (MovingDice's onStep) land in their places; when any did, the board is told to draw them. */
  land(arrived: readonly number[]): boolean {
    let any = false;
    for (const i of arrived) {
      const place = this.into[i];
      if (!place) continue;
      this.into[i] = null;
      this.landed[i] = place;
      any = true;
    }
    if (any) this.publish();
    return any;
  }

  /** The board now draws every place but `arriving`: hide the landed copies it draws. True when any was hidden (call motion.changed()). */
  release(arriving: readonly string[]): boolean {
    let any = false;
    this.landed.forEach((place, i) => {
      if (place === null || arriving.includes(place)) return;
      this.landed[i] = null;
      this.motion.hide(i);
      any = true;
    });
    return any;
  }
}
