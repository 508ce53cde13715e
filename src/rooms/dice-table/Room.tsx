// Entry of the dice-table room (loaded lazily by the shell): starts the
// physics engine, mounts the React tree, registers the automation methods.
import { createRoot } from 'react-dom/client';
import { initPhysics } from '../../physics/rapier.ts';
import type { RoomContext, RoomHandle } from '../types.ts';
import { createDiceTableStore } from '../../store/dice-table.ts';
import { ImpactSound } from '../../ui/impact-sound.ts';
import { RoomErrorBoundary } from '../RoomErrorBoundary.tsx';
import { DiceTableRoom } from './DiceTableRoom.tsx';
import { registerDiceTableAutomation } from './automation.ts';
import type { StageProbe } from './DiceStage.tsx';
import '../../ui/panels.css';

/** ?seed=<n> makes the Roll button's sequence repeatable. */
function seedFrom(params: URLSearchParams): number | string {
  const raw = params.get('seed');
  if (raw === null) return (Date.now() ^ (performance.now() * 1000)) >>> 0;
  const n = Number(raw);
  return /^\d{1,10}$/.test(raw) && n <= 0xffffffff ? n : `The seed must be a whole number from 0 to 4294967295, not ${JSON.stringify(raw.slice(0, 20))}.`;
}

export async function mount(host: HTMLElement, ctx: RoomContext): Promise<RoomHandle> {
  const seed = seedFrom(ctx.params);
  if (typeof seed === 'string') {
    ctx.fail(seed);
    return { unmount() {} };
  }
  ctx.progress(0.55, 'Starting the physics engine…');
  await initPhysics();
  ctx.progress(0.75, 'Setting the table…');
  const table = createDiceTableStore(seed);
  const sound = new ImpactSound();
  const probe: StageProbe = { screenPoints: () => ({ dice: [], cup: null }), shownFaces: () => [] };
  const root = createRoot(host);
  await new Promise<void>((resolve) => {
    root.render(
      <RoomErrorBoundary onError={(message) => ctx.fail(`The dice table could not start: ${message}`)}>
        <DiceTableRoom table={table} sound={sound} probe={probe} onReady={resolve} />
      </RoomErrorBoundary>,
    );
  });
  const unregister = registerDiceTableAutomation(table, probe);
  const onKey = (e: KeyboardEvent) => {
    if (e.code !== 'Space' || e.repeat) return;
    const target = e.target as HTMLElement | null;
    if (target && ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A'].includes(target.tagName)) return;
    e.preventDefault();
    sound.unlock();
    table.actions.throwDice({ source: 'roll' }).catch(() => undefined);
  };
  const unlock = () => sound.unlock();
  window.addEventListener('keydown', onKey);
  window.addEventListener('pointerdown', unlock, { once: true });
  return {
    unmount() {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', unlock);
      unregister();
      root.unmount();
      sound.close();
    },
  };
}
