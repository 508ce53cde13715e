// Entry of the shooting-gallery room (loaded lazily by the shell): starts
// the physics engine, mounts the React tree, registers the automation.
// ?seed=<n> makes the rounds' line-ups repeatable.
import { i18n } from '@lingui/core';
import type { RoomContext, RoomHandle } from '../types.ts';
import { ImpactSound } from '../../ui/impact-sound.ts';
import { renderRoom, seedFromParams, startPhysics } from '../mount-react-room.tsx';
import { GalleryRoom } from './GalleryRoom.tsx';
import { registerGalleryAutomation } from './automation.ts';
import { createGalleryStore } from './store.ts';
import { workerAimer } from './worker-aim.ts';
import type { StageProbe } from './GalleryStage.tsx';
import '../../ui/panels.css';
import './gallery.css';

export async function mount(host: HTMLElement, ctx: RoomContext): Promise<RoomHandle> {
  const seed = seedFromParams(ctx.params);
  if (typeof seed === 'string') {
    ctx.fail(seed);
    return { unmount() {} };
  }
  await startPhysics(ctx, i18n._({ id: 'shooting-gallery.setting-up', message: 'Setting up the gallery…' }));
  // The bot aims in the game rooms' bot worker, so the page keeps drawing while it searches.
  const aimer = workerAimer();
  const gallery = createGalleryStore(seed, { aimer: aimer.aim });
  const sound = new ImpactSound();
  const probe: StageProbe = {
    screenPoint: () => {
      throw new Error('the gallery is not drawn yet');
    },
  };
  const root = await renderRoom(host, ctx, i18n._({ id: 'room.shooting-gallery', message: 'Shooting gallery' }), (onReady) => <GalleryRoom gallery={gallery} sound={sound} probe={probe} onReady={onReady} />);
  const unregister = registerGalleryAutomation(gallery, probe);
  sound.unlockOnGestures();
  return {
    unmount() {
      unregister();
      gallery.actions.close();
      aimer.dispose();
      root.unmount();
      sound.close();
    },
  };
}
