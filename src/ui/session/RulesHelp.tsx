// The rules-help overlay frame: the game passes its rules text as children;
// the controls every game shares are listed below it. A modal: it opens at
// its top with the focus on its heading, keeps Tab inside, closes with Esc,
// a click outside or Close, and gives the focus back to what opened it.
import { useEffect, useRef, type ReactNode } from 'react';
import { trapFocus } from '../focus-trap.ts';

export function RulesHelp({ title, open, onClose, children }: { title: string; open: boolean; onClose(): void; children?: ReactNode }) {
  const card = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!open || !card.current) return;
    const helpButton = () => document.querySelector<HTMLElement>('.session-hud .hud-help');
    return trapFocus(card.current, { heading: heading.current, onClose: () => close.current(), fallback: helpButton });
  }, [open]);
  if (!open) return null;
  return (
    <div className="session-cover rules" onClick={onClose}>
      <div ref={card} className="cover-card rules-card" role="dialog" aria-modal="true" aria-labelledby="rules-title" data-testid="rules-help" onClick={(e) => e.stopPropagation()}>
        <h2 id="rules-title" ref={heading} tabIndex={-1}>
          {title}: how to play
        </h2>
        {children ?? <p>The prompt at the top says what the game waits for; your choices appear as buttons.</p>}
        <h3>Controls</h3>
        <ul>
          <li>Throw: drag the dice and let go, or press Space.</li>
          <li>Flick: pull back from the die and let go, or aim with ←/→, power with ↑/↓, Enter.</li>
          <li>Undo (U or Ctrl+Z) takes back your last decision until you confirm it; a settled throw stays.</li>
          <li>Tab moves between the buttons; Esc closes this help and the game menu.</li>
          <li>Drag the table to look around. The game saves itself after every move.</li>
        </ul>
        <button className="primary" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
