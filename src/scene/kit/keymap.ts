// Keys as data: a game's keys are rows `{ keys, does, run }`, one table per
// game (like racing-game's key bindings). The same rows handle a press
// (pressKey), print the help's key table (keyTable) and the one-line key
// hint under the turn panel (keyLine), and name a button's key (keyFor), so
// what the help says and what a key does cannot drift apart. Rows with no
// `run` only explain (a pointer gesture, a key the session shares: Space, U).
// Pure: use-game-keys.ts binds a map to the window. The words are `Text`
// (issue 25): messages of the game's help.ts, formatted where they are shown
// (keyLine and keyFor format at once, so call them while rendering).
import type { KeyHelp } from '../../core/help.ts';
import type { Text } from '../../core/message.ts';
import { formatText } from '../../i18n/format-message.ts';

export interface KeyRow<C> {
  /** KeyboardEvent.key values; a letter matches either case. Empty for a row that only explains (a click). */
  keys: readonly string[];
  /** How the help names the keys ("Arrow keys", "1–9"); by default the keys, " / " between them. */
  label?: Text;
  /** What they do, for the help's table. */
  does: Text;
  /** The row in the one-line hint ("B buries"); rows without one are left out of it. */
  short?: Text;
  /** A name a button can look its key up by (keyFor). */
  name?: string;
  /** Acts on the key; false leaves it to others (no default prevented). No `run`: the row only explains. */
  run?(ctx: C, key: string): boolean | void;
}

export type KeyMap<C> = readonly KeyRow<C>[];

const norm = (k: string) => (k.length === 1 ? k.toLowerCase() : k);

/** The help's name for a row's keys. */
export const keyLabel = (row: KeyRow<unknown>): Text => row.label ?? row.keys.join(' / ');

/** Runs the row a key belongs to; true when it was taken (the caller prevents the default). */
export function pressKey<C>(map: KeyMap<C>, ctx: C, key: string): boolean {
  const k = norm(key);
  const row = map.find((r) => r.run && r.keys.some((x) => norm(x) === k));
  if (!row?.run) return false;
  return row.run(ctx, key) !== false;
}

/** The help's key table: the keys as printed and what they do, per row (core/help.ts's KeyHelp). */
export const keyTable = (map: KeyMap<never>): KeyHelp[] => map.map((r) => ({ keys: keyLabel(r), does: r.does }));

/** The one-line hint: "Arrows move · Enter picks · B buries", in the active language. */
export const keyLine = (map: KeyMap<never>): string =>
  map
    .flatMap((r) => (r.short ? [formatText(r.short)] : []))
    .join(' · ');

/** A named row's key label, for a button's "(B)", in the active language. */
export function keyFor(map: KeyMap<never>, name: string): string {
  const row = map.find((r) => r.name === name);
  if (!row) throw new Error(`no key row named ${name}`);
  return formatText(keyLabel(row));
}

/** The four arrow rows of a board cursor walking a picking (the game adds its own words). */
export const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] as const;
export const arrowDir = (key: string) => ({ ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' })[key] as 'left' | 'right' | 'up' | 'down' | undefined;

/**
 * Binds `run`s by row name to rows written without them (rows that can live in
 * a game's pure half, where the lobby's rules read them without the view):
 * the view adds only what each named key does.
 */
export function bindKeys<C>(rows: readonly Omit<KeyRow<C>, 'run'>[], runs: Readonly<Record<string, NonNullable<KeyRow<C>['run']>>>): KeyMap<C> {
  for (const name of Object.keys(runs)) if (!rows.some((r) => r.name === name)) throw new Error(`no key row named ${name}`);
  return rows.map((r) => (r.name !== undefined && runs[r.name] ? { ...r, run: runs[r.name] } : r));
}

/** A row's words as the game's help.ts writes them (core/help.ts's KeyHelp): the label the table prints and what the keys do. */
export const keyWords = (w: KeyHelp): Pick<KeyRow<never>, 'label' | 'does'> => ({ label: w.keys, does: w.does });
