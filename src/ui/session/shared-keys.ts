// The keys every game room shares, in one map: U or Ctrl+Z undoes, Space
// throws, ? opens the rules, ← / → step a replay. A game's own HUD adds its keys but never these
// (tests check no game claims them). Pure: the session HUD turns the command
// into a session action.

export type SharedCommand = 'undo' | 'throw' | 'help' | 'replay-forward' | 'replay-back';

export interface KeyLike {
  key: string;
  code: string;
  repeat: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Where the key went: a text field takes letters; a focused button or link takes Space itself. */
  target: unknown;
}

type Element = { tagName?: unknown; isContentEditable?: unknown } | null | undefined;
const tag = (k: KeyLike) => String((k.target as Element)?.tagName ?? '').toUpperCase();
const editing = (k: KeyLike) => ['INPUT', 'TEXTAREA', 'SELECT'].includes(tag(k)) || (k.target as Element)?.isContentEditable === true;
const pressable = (k: KeyLike) => editing(k) || ['BUTTON', 'A', 'SUMMARY'].includes(tag(k));

export function sharedKey(k: KeyLike, replaying: boolean): SharedCommand | null {
  const letter = k.key.toLowerCase();
  if ((k.ctrlKey || k.metaKey) && !k.altKey && letter === 'z') return 'undo';
  if (k.ctrlKey || k.metaKey || k.altKey) return null;
  if (letter === 'u' && !editing(k)) return 'undo';
  if (k.key === '?' && !editing(k)) return 'help';
  if (k.code === 'Space' && !k.repeat && !pressable(k)) return 'throw';
  if (replaying && k.key === 'ArrowRight' && !editing(k)) return 'replay-forward';
  if (replaying && k.key === 'ArrowLeft' && !editing(k)) return 'replay-back';
  return null;
}
