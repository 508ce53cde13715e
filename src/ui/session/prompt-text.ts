// The prompt bar shows the acting seat in a chip of its own, so the rules'
// prompt ("Rider 2: keep one of your two cards") need not say it again.

/** The rules' prompt without its leading "<seat title>: " (first letter raised), or unchanged. */
export function withoutSeat(prompt: string, title: string): string {
  if (!prompt.startsWith(`${title}: `)) return prompt;
  const rest = prompt.slice(title.length + 2);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
