// When the props' physics is fetched, and how a press that comes before it
// is not lost. Pure (no React, no three), so it is tested in Node.
//
// A room shows the props at once as still stand-ins (StillProps.tsx); the
// physics (TouchProps.tsx, mostly @react-three/rapier) is fetched only once
// someone at the screen shows they are a player: a press anywhere in the
// room, or a mouse over a prop (hovering comes before a press, so the physics
// is usually there by the time the button goes down). A room only watched
// (all-bot seats, the event attract loop, a spectator) never fetches it.
//
// A press on a stand-in before the physics has come is remembered (which
// pointer, which prop, where the pointer is now) and handed over: when the
// physics mounts and that pointer is still down, the prop is lifted to the
// pointer and follows it as if the physics had been there all along. That is
// what a player expects: what they pressed is what they hold, only a moment
// late. The grab cursor shows as soon as a press would be honoured, i.e. on
// every stand-in while the props are active. A press let go before the physics
// came is over: with the physics it would have been a lift and a drop in
// place, so nothing is lost that a player would have seen.

/**
 * Whether to fetch the physics: while the props are `active`, once someone reached for a prop (pressed
 * one, or moved a mouse over one), or pressed anywhere in the room while that is `eager` (a game: not
 * while this player's own move is awaited, so no download and no new physics world compete with the
 * player's own throw or flick; their press on a prop still fetches it).
 */
export function physicsWanted(p: { active: boolean; eager: boolean; touched: boolean; reached: boolean }): boolean {
  return p.active && (p.reached || (p.eager && p.touched));
}

/** Whether a pointer over a stand-in counts as a player reaching for it: a mouse or a pen hovers before it presses; a finger has no hover. */
export function hoverReaches(pointerType: string): boolean {
  return pointerType === 'mouse' || pointerType === 'pen';
}

export interface PendingPress {
  pointerId: number;
  /** The prop pressed (PropSpec.id). */
  propId: string;
  /** Where the pointer is now (page px): where the prop is lifted to when it is handed over. */
  x: number;
  y: number;
}

/** The press on a stand-in waiting for the physics. One at a time: a second finger meanwhile is not a grab, as with the physics. */
export class PressHandover {
  private current: PendingPress | null = null;

  /** A press on a stand-in; returns whether it is now the pending one. */
  press(p: PendingPress): boolean {
    if (this.current) return false;
    this.current = { ...p };
    return true;
  }

  /** The pointer moved: the prop is to be lifted where it is now. */
  move(pointerId: number, x: number, y: number): void {
    if (this.current?.pointerId !== pointerId || !Number.isFinite(x) || !Number.isFinite(y)) return;
    this.current.x = x;
    this.current.y = y;
  }

  /** The pointer went up or was cancelled; returns whether that ended the pending press. */
  release(pointerId: number): boolean {
    if (this.current?.pointerId !== pointerId) return false;
    this.current = null;
    return true;
  }

  /** The pending press, if any (a copy). */
  pending(): PendingPress | null {
    return this.current ? { ...this.current } : null;
  }

  /** The physics has mounted: the press still down, if any, handed over once. */
  take(): PendingPress | null {
    const p = this.current;
    this.current = null;
    return p;
  }
}
