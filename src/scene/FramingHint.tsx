// The line at the board window's foot while a phone's decision framing is a
// focused part of the board (DecisionFraming): one finger slides the view, and
// how many lit places lie off screen now. Never in the way of a tap.
import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { boardWindow, onBoardWindow } from './view-frame.ts';
import { onSlideState, slideState } from './decision-targets.ts';
import './phone-framing.css';

export function slideHint(offScreen: number): string {
  if (offScreen === 0) return i18n._({ id: 'ui.slide', message: 'Slide the board with one finger to see around.' });
  return i18n._({ id: 'ui.slide-more', message: 'Slide the board with one finger: {count, plural, one {# more lit place} other {# more lit places}} off screen.', values: { count: offScreen } });
}

export function FramingHint() {
  const slide = useSyncExternalStore(onSlideState, slideState, slideState);
  const win = useSyncExternalStore(onBoardWindow, boardWindow, boardWindow);
  if (!slide.sliding || !win) return null;
  return (
    <p className="framing-hint" role="status" data-testid="slide-hint" style={{ left: win.x + win.width / 2, top: win.y + win.height - 3, maxWidth: win.width - 16 }}>
      {slideHint(slide.offScreen)}
    </p>
  );
}
