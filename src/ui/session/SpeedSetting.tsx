// The game menu's speed setting for watching bots: normal, or fast (shorter
// pauses, pieces jump instead of gliding). Remembered for every game (speed.ts).
import { useStore } from 'zustand';
import { setSpeed, SPEED_LABELS, SPEEDS, speedStore, type Speed } from '../../store/session/speed.ts';

export function SpeedSetting() {
  const speed = useStore(speedStore, (s) => s.speed);
  return (
    <label className="menu-speed">
      <span>Bot speed</span>
      <select data-testid="speed" value={speed} onChange={(e) => setSpeed(e.target.value as Speed)}>
        {SPEEDS.map((s) => (
          <option key={s} value={s}>
            {SPEED_LABELS[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
