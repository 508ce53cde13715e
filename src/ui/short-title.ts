// A game's title short enough for a phone's title bar (about 14 characters):
// "Mail Run to Sacramento" becomes "Mail Run", "Boomtown Main Street" "Main
// Street". A cut that would leave a fragment ("Gold" or "Rivers" of "Gold in
// the Rivers") is no title: then the whole title stays, and the phone's title
// bar gives it two lines. The full title stays on wide screens and in the
// document title.

export const SHORT_TITLE_MAX = 14;

/** Small words a title is not cut after or before. */
const JOINERS = new Set(['to', 'of', 'the', 'and', 'in', 'on', 'at', 'a']);

export function shortTitle(title: string, max = SHORT_TITLE_MAX): string {
  const t = title.trim();
  if (t.length <= max) return t;
  const words = t.split(/\s+/);
  // The part before a joining word ("Mail Run | to Sacramento") when it is a title of its own (two words at least).
  const cut = words.findIndex((w, i) => i > 0 && JOINERS.has(w.toLowerCase()));
  if (cut > 1) {
    const head = words.slice(0, cut).join(' ');
    if (head.length <= max) return head;
  }
  // Otherwise the last words that fit (the place's name: "Main Street", "Creek County").
  let tail = '';
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i] as string;
    // A tail right after a joining word is the end of a phrase, not a name ("the Rivers"): keep the whole title.
    if (JOINERS.has(w.toLowerCase())) return t;
    const next = tail ? `${w} ${tail}` : w;
    if (next.length > max) break;
    tail = next;
  }
  return tail || `${t.slice(0, max - 1).trimEnd()}…`;
}
