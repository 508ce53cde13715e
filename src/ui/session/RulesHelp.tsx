// The rules-help overlay frame: the game passes its rules text as children;
// the controls every game shares are listed below it. A modal: it opens at
// its top with the focus on its heading, keeps Tab inside, closes with Esc,
// a click outside or Close, and gives the focus back to what opened it.
// On a touch device (a coarse pointer) the finger's controls come first.
import { useRef, type ReactNode } from 'react';
import { useCoarsePointer } from '../touch.ts';
import { useModal } from './use-modal.ts';

/** The controls every game shares, for a finger. */
export const TOUCH_CONTROLS: readonly string[] = [
  'Throw: put a finger on the dice, drag and let go (faster drags throw harder), or tap Throw.',
  'Choose: tap a die or a piece, then a lit place on the board, or tap the buttons in the panel under the board.',
  'Flick: press on the die, pull back (away from where it should go) and let go.',
  'Turn the table with two fingers, pinch to zoom; one finger never turns it. ⟲ (Reset view) brings the whole board back.',
  "Scores and Log open the folded panels; ☰ Game saves, loads, sets the bots' speed and starts over.",
  'Undo takes back your last decision until you confirm it.',
];

/** What a game's help names among the shared controls: what is thrown, and whether the game has flicks at all. */
export interface SharedControls {
  thrown: string;
  flicks: boolean;
}
const ALL_CONTROLS: SharedControls = { thrown: 'dice', flicks: true };

const helpButton = () => document.querySelector<HTMLElement>('.session-hud .hud-help');

export function RulesHelp({ title, open, onClose, children, controls = ALL_CONTROLS }: { title: string; open: boolean; onClose(): void; children?: ReactNode; controls?: SharedControls }) {
  const card = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const touch = useCoarsePointer();
  useModal(card, open, { heading, onClose, fallback: helpButton });
  if (!open) return null;
  return (
    <div className="session-cover rules" onClick={onClose}>
      <div ref={card} className="cover-card rules-card" role="dialog" aria-modal="true" aria-labelledby="rules-title" data-testid="rules-help" onClick={(e) => e.stopPropagation()}>
        <h2 id="rules-title" ref={heading} tabIndex={-1}>
          {title}: how to play
        </h2>
        {touch && (
          <>
            <h3>Touch</h3>
            <ul data-testid="touch-controls">
              {TOUCH_CONTROLS.filter((line) => controls.flicks || !line.startsWith('Flick')).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
        {children ?? <p>The prompt at the top says what the game waits for; your choices appear as buttons.</p>}
        <h3>{touch ? 'With a keyboard and mouse' : 'Controls'}</h3>
        <ul>
          <li>Throw: drag the {controls.thrown} and let go, or press Space.</li>
          {controls.flicks && <li>Flick: pull back from the die and let go, or aim with ←/→, power with ↑/↓, Enter.</li>}
          <li>Undo (U or Ctrl+Z) takes back your last decision until you confirm it; a settled throw stays.</li>
          <li>Tab moves between the buttons; Esc closes this help and the game menu.</li>
          <li>Board (the strip at the head of the turn panel): Tab to it, then the arrow keys walk the board's targets, each said in words, and Enter acts on the one under the cursor.</li>
          <li>Drag the table to look around, wheel to zoom, Reset view (⟲) to go back. The game saves itself after every move.</li>
        </ul>
        <button className="primary" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
