// Entry of the dice-table room (loaded lazily by the shell): starts the
// physics engine, mounts the React tree, registers the automation methods.
import type { RoomContext, RoomHandle } from '../types.ts';
import { createDiceTableStore } from '../../store/dice-table.ts';
import { ImpactSound } from '../../ui/impact-sound.ts';
import { renderRoom, seedFromParams, startPhysics } from '../mount-react-room.tsx';
import { DiceTableRoom } from './DiceTableRoom.tsx';
import { registerDiceTableAutomation } from './automation.ts';
import type { StageProbe } from './DiceStage.tsx';
import '../../ui/panels.css';

export async function mount(host: HTMLElement, ctx: RoomContext): Promise<RoomHandle> {
  // ?seed=<n> makes the Roll button's sequence repeatable.
  const seed = seedFromParams(ctx.params);
  if (typeof seed === 'string') {
    ctx.fail(seed);
    return { unmount() {} };
  }
  await startPhysics(ctx, 'Setting the table…');
  const table = createDiceTableStore(seed);
  const sound = new ImpactSound();
  const probe: StageProbe = { screenPoints: () => ({ dice: [], cup: null }), shownFaces: () => [] };
  const root = await renderRoom(host, ctx, 'The dice table', (onReady) => <DiceTableRoom table={table} sound={sound} probe={probe} onReady={onReady} />);
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
