// The game menu's speed setting for watching bots: normal, or fast (shorter
// pauses, pieces jump instead of gliding). Remembered for every game (speed.ts).
import { useStore } from 'zustand';
import { i18n } from '@lingui/core';
import { useLanguage } from '../../i18n/react.ts';
import { setSpeed, SPEED_LABELS, SPEEDS, speedStore, type Speed } from '../../store/session/speed.ts';

export function SpeedSetting() {
  useLanguage();
  const speed = useStore(speedStore, (s) => s.speed);
  return (
    <label className="menu-speed">
      <span>{i18n._({ id: 'ui.settings.speed', message: 'Bot speed' })}</span>
      <select data-testid="speed" value={speed} onChange={(e) => setSpeed(e.target.value as Speed)}>
        {SPEEDS.map((s) => (
          <option key={s} value={s}>
            {i18n._(SPEED_LABELS[s])}
          </option>
        ))}
      </select>
    </label>
  );
}
