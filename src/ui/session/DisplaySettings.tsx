// The game menu's display settings: render quality (sharper signs and labels
// against a faster frame), the interface scale (normal / large / huge, for big
// screens and booths) and fullscreen, shown only where the browser offers it.
// All three apply at once, without a reload, and the first two are remembered.
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { i18n } from '@lingui/core';
import { useLanguage } from '../../i18n/react.ts';
import { QUALITY_CHOICES, QUALITY_LABELS, setQualityChoice, useQualityChoice, useRenderQuality, type QualityChoice } from '../../scene/render-quality.ts';
import { fullscreenSupported, isFullscreen, setUiScale, toggleFullscreen, UI_SCALE_LABELS, UI_SCALES, uiScaleStore, type UiScale } from '../display-settings.ts';
import '../display-scale.ts';
import './display-settings.css';

function useFullscreen(): boolean {
  const [on, setOn] = useState(isFullscreen);
  useEffect(() => {
    const follow = () => setOn(isFullscreen());
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  return on;
}

export function DisplaySettings() {
  useLanguage();
  const choice = useQualityChoice();
  const level = useRenderQuality().level;
  const scale = useStore(uiScaleStore, (s) => s.scale);
  const fullscreen = useFullscreen();
  return (
    <>
      <label className="menu-setting">
        <span>{i18n._({ id: 'ui.settings.quality', message: 'Quality' })}</span>
        <select data-testid="quality" value={choice} onChange={(e) => setQualityChoice(e.target.value as QualityChoice)}>
          {QUALITY_CHOICES.map((c) => (
            <option key={c} value={c}>
              {c === 'auto' ? i18n._({ id: 'ui.settings.quality.auto-now', message: 'Automatic ({level, select, low {low} standard {standard} high {high} other {{level}}})', values: { level } }) : i18n._(QUALITY_LABELS[c])}
            </option>
          ))}
        </select>
      </label>
      <label className="menu-setting">
        <span>{i18n._({ id: 'ui.settings.scale', message: 'Interface size' })}</span>
        <select data-testid="ui-scale" value={scale} onChange={(e) => setUiScale(e.target.value as UiScale)}>
          {UI_SCALES.map((s) => (
            <option key={s} value={s}>
              {i18n._(UI_SCALE_LABELS[s])}
            </option>
          ))}
        </select>
      </label>
      {fullscreenSupported() && (
        <button data-testid="fullscreen" aria-pressed={fullscreen} onClick={() => void toggleFullscreen()}>
          {fullscreen ? i18n._({ id: 'ui.settings.fullscreen-leave', message: 'Leave fullscreen' }) : i18n._({ id: 'ui.settings.fullscreen', message: 'Fullscreen' })}
        </button>
      )}
    </>
  );
}
