// The rules-help overlay frame: the game passes its rules text as children;
// the controls every game shares are listed below it.
import type { ReactNode } from 'react';

export function RulesHelp({ title, open, onClose, children }: { title: string; open: boolean; onClose(): void; children?: ReactNode }) {
  if (!open) return null;
  return (
    <div className="session-cover rules" role="dialog" aria-modal="true" aria-labelledby="rules-title" onClick={onClose}>
      <div className="cover-card rules-card" onClick={(e) => e.stopPropagation()}>
        <h2 id="rules-title">{title}: how to play</h2>
        {children ?? <p>The prompt at the top says what the game waits for; your choices appear as buttons.</p>}
        <h3>Controls</h3>
        <ul>
          <li>Throw: drag the dice and let go, or press Space.</li>
          <li>Flick: pull back from the die and let go, or aim with ←/→, power with ↑/↓, Enter.</li>
          <li>Undo (Ctrl+Z) takes back your last decision until you confirm it; a settled throw stays.</li>
          <li>Drag the table to look around. The game saves itself after every move.</li>
        </ul>
        <button className="primary" autoFocus onClick={onClose}>Close</button>
      </div>
    </div>
  );
}
