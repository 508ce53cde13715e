// The rules-help overlay frame: the game passes its rules text as children;
// the controls every game shares are listed below it. A modal: it opens at
// its top with the focus on its heading, keeps Tab inside, closes with Esc,
// a click outside or Close, and gives the focus back to what opened it.
// On a touch device (a coarse pointer) the finger's controls come first.
import { useRef, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { useLanguage } from '../../i18n/react.ts';
import { useCoarsePointer } from '../touch.ts';
import { useModal } from './use-modal.ts';

/** The controls every game shares, for a finger. */
export const TOUCH_CONTROLS = [
  /*i18n*/ { id: 'rules.touch.throw', message: 'Throw: put a finger on the dice, drag and let go (faster drags throw harder), or tap Throw.' },
  /*i18n*/ { id: 'rules.touch.choose', message: 'Choose: tap a die or a piece, then a lit place on the board, or tap the buttons in the panel under the board.' },
  /*i18n*/ { id: 'rules.touch.flick', message: 'Flick: press on the die, pull back (away from where it should go) and let go.' },
  /*i18n*/ { id: 'rules.touch.turn', message: 'Turn the table with two fingers, pinch to zoom; one finger never turns it. ⟲ (Reset view) brings the whole board back.' },
  /*i18n*/ { id: 'rules.touch.panels', message: "Scores and Log open the folded panels; ☰ Game saves, loads, sets the bots' speed and starts over." },
  /*i18n*/ { id: 'rules.touch.undo', message: 'Undo takes back your last decision until you confirm it.' },
] as const;

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
  useLanguage();
  useModal(card, open, { heading, onClose, fallback: helpButton });
  if (!open) return null;
  return (
    <div className="session-cover rules" onClick={onClose}>
      <div ref={card} className="cover-card rules-card" role="dialog" aria-modal="true" aria-labelledby="rules-title" data-testid="rules-help" onClick={(e) => e.stopPropagation()}>
        <h2 id="rules-title" ref={heading} tabIndex={-1}>
          {i18n._({ id: 'rules.how-to-play', message: '{title}: how to play', values: { title } })}
        </h2>
        {touch && (
          <>
            <h3>{i18n._({ id: 'rules.touch', message: 'Touch' })}</h3>
            <ul data-testid="touch-controls">
              {TOUCH_CONTROLS.filter((line) => controls.flicks || line.id !== 'rules.touch.flick').map((line) => (
                <li key={line.id}>{i18n._(line)}</li>
              ))}
            </ul>
          </>
        )}
        {children ?? <p>{i18n._({ id: 'rules.prompt', message: 'The prompt at the top says what the game waits for; your choices appear as buttons.' })}</p>}
        <h3>{touch ? i18n._({ id: 'rules.with-keyboard', message: 'With a keyboard and mouse' }) : i18n._({ id: 'rules.controls', message: 'Controls' })}</h3>
        <ul>
          <li>{i18n._({ id: 'rules.controls.throw', message: 'Throw: drag the {thrown} and let go, or press Space.', values: { thrown: controls.thrown } })}</li>
          {controls.flicks && <li>{i18n._({ id: 'rules.controls.flick', message: 'Flick: pull back from the die and let go, or aim with ←/→, power with ↑/↓, Enter.' })}</li>}
          <li>{i18n._({ id: 'rules.controls.undo', message: 'Undo (U or Ctrl+Z) takes back your last decision until you confirm it; a settled throw stays.' })}</li>
          <li>{i18n._({ id: 'rules.controls.tab', message: 'Tab moves between the buttons; Esc closes this help and the game menu.' })}</li>
          <li>
            {i18n._({
              id: 'rules.controls.board',
              message: "Board (the strip at the head of the turn panel): Tab to it, then the arrow keys walk the board's targets, each said in words, and Enter acts on the one under the cursor.",
            })}
          </li>
          <li>{i18n._({ id: 'rules.controls.look', message: 'Drag the table to look around, wheel to zoom, Reset view (⟲) to go back. The game saves itself after every move.' })}</li>
        </ul>
        <button className="primary" onClick={onClose}>
          {i18n._({ id: 'rules.close', message: 'Close' })}
        </button>
      </div>
    </div>
  );
}
