// The master volume and mute (issue 16, item 5), for the game menu and the
// dice table: a button that says what it does now ("Sound: on" / "Sound: off")
// and a volume slider. One setting for every room, remembered (src/ui/sound/settings.ts).
import { useStore } from 'zustand';
import { i18n } from '@lingui/core';
import { useLanguage } from '../../i18n/react.ts';
import { setMuted, setVolume, soundStore } from '../sound/settings.ts';
import './sound-setting.css';

export function SoundSetting() {
  useLanguage();
  const { volume, muted } = useStore(soundStore);
  const percent = Math.round(volume * 100);
  return (
    <div className="sound-setting" role="group" aria-label={i18n._({ id: 'ui.sound', message: 'Sound' })}>
      {/* Named by what it shows, as the dice table's button always was; pressing it flips it. */}
      <button type="button" data-testid="sound-toggle" title={muted ? i18n._({ id: 'ui.sound.turn-on', message: 'Turn the sound on' }) : i18n._({ id: 'ui.sound.turn-off', message: 'Turn the sound off' })} onClick={() => setMuted(!muted)}>
        {muted ? i18n._({ id: 'ui.sound.off', message: 'Sound: off' }) : i18n._({ id: 'ui.sound.on', message: 'Sound: on' })}
      </button>
      <label className="sound-volume">
        <span>{i18n._({ id: 'ui.sound.volume', message: 'Volume' })}</span>
        <input
          type="range"
          data-testid="sound-volume"
          min={0}
          max={100}
          step={5}
          value={percent}
          aria-valuetext={muted ? i18n._({ id: 'ui.sound.volume-muted', message: '{percent} %, muted', values: { percent } }) : `${percent} %`}
          onChange={(e) => setVolume(Number(e.target.value) / 100)}
        />
      </label>
    </div>
  );
}
