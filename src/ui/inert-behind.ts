// What a modal dialog leaves behind it is inert: no Tab, no click, nothing a
// screen reader walks into (so `aria-modal="true"` tells the truth). Every
// sibling of the dialog and of each of its ancestors up to <body> gets the
// `inert` attribute; the returned function takes it off again, from those
// elements only (one another modal made inert stays so).

export function inertBehind(dialog: HTMLElement): () => void {
  const made: Element[] = [];
  for (let el: HTMLElement | null = dialog; el && el !== document.body; el = el.parentElement) {
    const parent: HTMLElement | null = el.parentElement;
    if (!parent) break;
    for (const sibling of parent.children) {
      if (sibling === el || sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT') continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => {
    for (const e of made) e.removeAttribute('inert');
  };
}
