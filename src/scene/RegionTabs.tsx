// On a phone, tabs over the board window's top for the parts of the table the
// lens cuts off (the board publishes them: cards, each seat's mat): a tab
// frames its part (DecisionFraming), "Board" brings back the decision's view.
import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { boardWindow, onBoardWindow } from './view-frame.ts';
import { onShownRegion, onTableRegions, showRegion, shownRegion, tableRegions } from './table-regions.ts';
import { TABS_BAND } from './framing-bands.ts';
import './phone-framing.css';

export function RegionTabs() {
  const regions = useSyncExternalStore(onTableRegions, tableRegions, tableRegions);
  const shown = useSyncExternalStore(onShownRegion, shownRegion, shownRegion);
  const win = useSyncExternalStore(onBoardWindow, boardWindow, boardWindow);
  if (!win || regions.length === 0) return null;
  const tabs = [{ id: null, label: i18n._({ id: 'ui.cursor.board', message: 'Board' }) }, ...regions];
  return (
    <nav className="region-tabs" aria-label={i18n._({ id: 'ui.regions', message: 'Parts of the table' })} data-testid="region-tabs" style={{ left: win.x, top: win.y, width: win.width, height: TABS_BAND }}>
      {tabs.map((t) => (
        <button key={t.id ?? 'board'} type="button" aria-pressed={shown === t.id} data-testid={`region-${t.id ?? 'board'}`} onClick={() => showRegion(t.id)}>
          {t.label}
        </button>
      ))}
    </nav>
  );
}
