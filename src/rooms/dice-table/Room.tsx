// Entry of the dice-table room (loaded lazily by the shell): starts the
// physics engine, mounts the React tree, registers the automation methods.
import { i18n } from '@lingui/core';
import type { RoomContext, RoomHandle } from '../types.ts';
import { createDiceTableStore } from '../../store/dice-table.ts';
import { ImpactSound } from '../../ui/impact-sound.ts';
import { renderRoom, seedFromParams, startPhysics } from '../mount-react-room.tsx';
import { DiceTableRoom } from './DiceTableRoom.tsx';
import { registerDiceTableAutomation } from './automation.ts';
import type { StageProbe } from './DiceStage.tsx';
import { eventConfig } from '../../event/config.ts';
import { COCKED_HOLD_S, COCKED_THROW, SLOW_MOTION_PACE } from '../../event/cocked-throw.ts';
import type { SlowMotion } from './slow-motion.ts';
import { registerAutomation } from '../../ui/automation.ts';
import type { ReplayFocus } from './ReplayCamera.tsx';
import { createTableLedger } from '../../store/ledger/source.ts';
import { ledgerStorage } from '../../store/ledger/device-storage.ts';
import { registerLedgerAutomation } from '../../ui/ledger/ledger-automation.ts';
import '../../ui/panels.css';

export async function mount(host: HTMLElement, ctx: RoomContext): Promise<RoomHandle> {
  // ?seed=<n> makes the Roll button's sequence repeatable.
  const seed = seedFromParams(ctx.params);
  if (typeof seed === 'string') {
    ctx.fail(seed);
    return { unmount() {} };
  }
  await startPhysics(ctx, i18n._({ id: 'room.setting-table', message: 'Setting the table…' }));
  const table = createDiceTableStore(seed);
  const sound = new ImpactSound();
  const probe: StageProbe = { screenPoints: () => ({ dice: [], cup: null }), shownFaces: () => [] };
  // Event mode's attract loop: a slow-motion replay of a throw that ends with a cocked die (src/event/dice-attract.ts).
  const event = eventConfig();
  const attract = event?.attract === true;
  let markCocked: ((on: boolean) => void) | null = null;
  const replayFocus: ReplayFocus = { current: null };
  const slowMotion: SlowMotion | undefined = attract
    ? {
        pace: SLOW_MOTION_PACE,
        holdS: COCKED_HOLD_S,
        onCocked: (record) => {
          replayFocus.current = record.at?.position ?? null;
          markCocked?.(true);
          // The hold's last frame is the re-throw's first (the stage redraws then); the close-up ends with it.
          setTimeout(() => {
            replayFocus.current = null;
            markCocked?.(false);
          }, (slowMotion?.holdS ?? COCKED_HOLD_S) * 1000);
        },
      }
    : undefined;
  // The dice ledger of this table's throws (kept on the device with every game's); none behind event mode's attract loop.
  const ledger = attract ? null : createTableLedger(table, ledgerStorage());
  const root = await renderRoom(host, ctx, i18n._({ id: 'room.dice-table', message: 'Dice table' }), (onReady) => (
    <DiceTableRoom table={table} sound={sound} probe={probe} onReady={onReady} slowMotion={slowMotion} replayFocus={attract ? replayFocus : undefined} ledger={ledger} />
  ));
  const unregisterTable = registerDiceTableAutomation(table, probe);
  const unregisterLedger = ledger ? registerLedgerAutomation(ledger) : () => undefined;
  const unregister = () => {
    unregisterTable();
    unregisterLedger();
    ledger?.dispose();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.code !== 'Space' || e.repeat) return;
    const target = e.target as HTMLElement | null;
    if (target && ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A'].includes(target.tagName)) return;
    e.preventDefault();
    table.actions.throwDice({ source: 'roll' }).catch(() => undefined);
  };
  // First, so a Space that throws has started the sound before the throw.
  sound.unlockOnGestures();
  window.addEventListener('keydown', onKey);
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    window.removeEventListener('keydown', onKey);
    unregister();
    root.unmount();
    sound.close();
  };
  let stopAttract: (() => void) | null = null;
  if (attract && event) {
    const attractModule = await import('../../event/dice-attract.ts');
    markCocked = attractModule.markCockedMoment;
    // A spec's screenshot of the held moment takes longer than the hold on a busy software renderer: it may lengthen the hold.
    const unregisterHold = registerAutomation({
      setReplayHold(seconds: number) {
        if (!(seconds > 0 && seconds <= 120)) throw new Error(`the hold must be 0 to 120 s, not ${String(seconds)}`);
        if (slowMotion) slowMotion.holdS = seconds;
      },
    });
    stopAttract = attractModule.startDiceAttract(event, ctx.id, {
      throwCocked: () => table.actions.throwDice({ kinds: COCKED_THROW.kinds, seed: COCKED_THROW.seed, source: 'automation' }),
      // The first touch closes the table: no canvas drawing behind the start screen.
      stop: () => {
        unregisterHold();
        close();
      },
    });
  }
  return {
    unmount() {
      stopAttract?.();
      close();
    },
  };
}
