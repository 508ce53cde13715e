// The dice ledger's panel, fetched the first time it is opened: a room's first
// screen never shows it (the game menu or the dice table's button opens it),
// and its code (the chart, the poker table, the replay with its own 3D table,
// the CSV) and its stylesheet are a chunk of their own, not bytes every room
// downloads at start. window.tabletop.ledger() does not wait for it
// (ledger-automation.ts reads the source itself). Closed, it renders nothing,
// as LedgerPanel does; while the chunk (and the physics engine) arrives, nothing either (a few
// milliseconds after the click, from the offline cache after the first visit).
import { lazy, Suspense } from 'react';
import type { LedgerPanelProps } from './LedgerPanel.tsx';

// The replay's table runs the physics engine: a room drawn in the scene worker (?render=worker) has not started it on
// the page, so it starts here (at once when the room already did; from the HTTP cache after the worker's fetch).
const LedgerPanel = lazy(async () => {
  const [panel] = await Promise.all([import('./LedgerPanel.tsx'), import('../../physics/rapier.ts').then((m) => m.initPhysics())]);
  return { default: panel.LedgerPanel };
});

export function LedgerPanelLazy(props: LedgerPanelProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LedgerPanel {...props} />
    </Suspense>
  );
}
