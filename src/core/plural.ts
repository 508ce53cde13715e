// Counts in players' words: "1 road", "2 roads", "1 die", "3 dice". Every
// text that shows a number of things says it through here, so no screen or
// log line reads "1 roads" or "4 builder(s)".

/** `n` and the noun in the right number; `many` for an irregular plural (default: the noun + "s"). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Just the noun, in the number `n` asks for ("meeple" or "meeples"), for texts that put the count elsewhere. */
export function nounFor(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}
