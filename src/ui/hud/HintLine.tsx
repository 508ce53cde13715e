// Why the last click or key did nothing, in words: a status line in the turn
// panel (a screen reader says it when it changes), for the seat that acts.
// Its class and data-testid are the game's (the specs read them).
export function HintLine({ id, hint }: { id: string; hint: string | null }) {
  if (!hint) return null;
  return (
    <p className={id} role="status" data-testid={id}>
      {hint}
    </p>
  );
}
