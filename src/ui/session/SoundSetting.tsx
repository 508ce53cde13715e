// The master volume and mute (issue 16, item 5), for the game menu and the
// dice table: a button that says what it does now ("Sound: on" / "Sound: off")
// and a volume slider. One setting for every room, remembered (src/ui/sound/settings.ts).
import { useStore } from 'zustand';
import { setMuted, setVolume, soundStore } from '../sound/settings.ts';
import './sound-setting.css';

export function SoundSetting() {
  const { volume, muted } = useStore(soundStore);
  const percent = Math.round(volume * 100);
  return (
    <div className="sound-setting" role="group" aria-label="Sound">
      {/* Named by what it shows, as the dice table's button always was; pressing it flips it. */}
      <button type="button" data-testid="sound-toggle" title={muted ? 'Turn the sound on' : 'Turn the sound off'} onClick={() => setMuted(!muted)}>
        {muted ? 'Sound: off' : 'Sound: on'}
      </button>
      <label className="sound-volume">
        <span>Volume</span>
        <input
          type="range"
          data-testid="sound-volume"
          min={0}
          max={100}
          step={5}
          value={percent}
          aria-valuetext={muted ? `${percent} %, muted` : `${percent} %`}
          onChange={(e) => setVolume(Number(e.target.value) / 100)}
        />
      </label>
    </div>
  );
}
