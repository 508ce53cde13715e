// Entry of the shooting-gallery room (loaded lazily by the shell): starts
// the physics engine, mounts the React tree, registers the automation.
// ?seed=<n> makes the rounds' line-ups repeatable.
import { createRoot } from 'react-dom/client';
import { initPhysics } from '../../physics/rapier.ts';
import type { RoomContext, RoomHandle } from '../types.ts';
import { ImpactSound } from '../../ui/impact-sound.ts';
import { RoomErrorBoundary } from '../RoomErrorBoundary.tsx';
import { GalleryRoom } from './GalleryRoom.tsx';
import { registerGalleryAutomation } from './automation.ts';
import { createGalleryStore } from './store.ts';
import type { StageProbe } from './GalleryStage.tsx';
import '../../ui/panels.css';
import './gallery.css';

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
  ctx.progress(0.75, 'Setting up the gallery…');
  const gallery = createGalleryStore(seed);
  const sound = new ImpactSound();
  const probe: StageProbe = {
    screenPoint: () => {
      throw new Error('the gallery is not drawn yet');
    },
  };
  const root = createRoot(host);
  await new Promise<void>((resolve) => {
    root.render(
      <RoomErrorBoundary onError={(message) => ctx.fail(`The shooting gallery could not start: ${message}`)}>
        <GalleryRoom gallery={gallery} sound={sound} probe={probe} onReady={resolve} />
      </RoomErrorBoundary>,
    );
  });
  const unregister = registerGalleryAutomation(gallery, probe);
  const unlock = () => sound.unlock();
  window.addEventListener('pointerdown', unlock, { once: true });
  window.addEventListener('keydown', unlock, { once: true });
  return {
    unmount() {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
      unregister();
      root.unmount();
      sound.close();
    },
  };
}
