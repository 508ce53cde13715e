// What the DOM tells the room camera, outside React's tree and the canvas:
// "go back to the home view" (the Reset view button every room shows) and
// where on screen the HUD leaves the board free (the board window, on small
// screens). Two tiny channels, so the HUD and the camera rig need no shared
// store and a room without a session still works (nothing is published).
import { channel, type Listener } from './channel.ts';
import type { LensFit, Rect } from './lens-fit.ts';


const resets = channel(0);
const board = channel<Rect | null>(null);
/** Each publisher's window (a room's HUD, the canvas's own): the first one with a box counts. */
const owners = new Map<symbol, Rect>();

/** Sends the room camera home (the Reset view button). */
export const requestViewReset = (): void => resets.set(resets.get() + 1);
export const onViewReset = (l: () => void): (() => void) => resets.subscribe(() => l());

/** The part of the screen (client pixels) `owner` leaves free for the board, or null when it has none. */
export const setBoardWindow = (owner: symbol, mine: Rect | null): void => {
  if (mine) owners.set(owner, mine);
  else owners.delete(owner);
  const rect = owners.values().next().value ?? null;
  const old = board.get();
  const same = old === rect || (old && rect && ['x', 'y', 'width', 'height'].every((k) => Math.abs(old[k as keyof Rect] - rect[k as keyof Rect]) < 1));
  if (!same) board.set(rect);
};
export const boardWindow = (): Rect | null => board.get();
export const onBoardWindow = (l: Listener<Rect | null>): (() => void) => board.subscribe(l);

const lens = channel<LensFit['inWindow'] | null>(null);
/** The room camera's lens inside the board window (set by the camera rig), for framings; null before the first fit. */
export const setWindowLens = (l: LensFit['inWindow'] | null): void => {
  const old = lens.get();
  if (!old || !l || Math.abs(old.fovDeg - l.fovDeg) > 0.01 || Math.abs(old.aspect - l.aspect) > 0.001) lens.set(l);
};
export const windowLens = (): LensFit['inWindow'] | null => lens.get();
export const onWindowLens = (l: Listener<LensFit['inWindow'] | null>): (() => void) => lens.subscribe(l);
