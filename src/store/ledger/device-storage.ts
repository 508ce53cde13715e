// Where the device's dice ledger lives: one text in localStorage (the same on
// every page of this site, so the dice table and every game add to it). A
// text that cannot be read is set aside under a key of its own, as it was,
// with a notice, and a fresh ledger starts; no other key is touched. Writing
// reports a failure (quota, private mode) instead of throwing.
import { i18n } from '@lingui/core';
import { emptyLedger, parseLedger, serializeLedger, type StoredLedger } from '../../core/ledger/stored.ts';
import type { StorageLike } from '../session/autosave.ts';

export const LEDGER_KEY = 'frontier-table:dice-ledger';
export const ledgerSetAsideKey = (at: number): string => `frontier-table:dice-ledger:set-aside:${at}`;

export interface DeviceLedgerRead {
  ledger: StoredLedger;
  /** Said once to the player when the stored ledger was damaged and set aside. */
  notice: string | null;
  /** False when writing would overwrite a text that could not be set aside (or storage is blocked): this visit keeps its ledger in memory. */
  writable: boolean;
}

/** The device's localStorage, or null where there is none (or it is blocked). */
export function ledgerStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Reads the stored ledger; a damaged one is set aside (its text kept under its own key) and a fresh one begins. */
export function readDeviceLedger(storage: StorageLike | null, now: number = Date.now()): DeviceLedgerRead {
  let text: string | null;
  try {
    text = storage?.getItem(LEDGER_KEY) ?? null;
  } catch {
    return { ledger: emptyLedger(), notice: i18n._({ id: 'ledger.notice.blocked', message: 'The dice ledger of this device could not be read (storage is blocked); this visit keeps its own.' }), writable: false };
  }
  if (text === null) return { ledger: emptyLedger(), notice: null, writable: storage !== null };
  const read = parseLedger(text);
  if (read.ok) return { ledger: read.ledger, notice: null, writable: true };
  const fresh = emptyLedger();
  let kept = true;
  try {
    storage!.setItem(ledgerSetAsideKey(now), text);
    storage!.setItem(LEDGER_KEY, serializeLedger(fresh));
  } catch {
    kept = false;
  }
  return {
    ledger: fresh,
    writable: kept,
    notice: kept
      ? i18n._({ id: 'ledger.notice.set-aside', message: 'The dice ledger stored on this device was damaged ({reason}). It was set aside under “{key}” and a new ledger started; nothing else was changed.', values: { reason: read.reason, key: ledgerSetAsideKey(now) } })
      : i18n._({ id: 'ledger.notice.damaged', message: 'The dice ledger stored on this device was damaged ({reason}) and could not be set aside; a new ledger is kept for this visit, and the damaged one was left as it was.', values: { reason: read.reason } }),
  };
}

/**
 * The stored ledger as it is now, or null when it is missing or cannot be read
 * (then the caller keeps what it has). Another tab of this site writes the same
 * key, so a play is merged into what is stored at the moment of writing, not
 * into what this page read when it opened: two tabs do not erase each other's plays.
 */
export function rereadDeviceLedger(storage: StorageLike | null): StoredLedger | null {
  try {
    const text = storage?.getItem(LEDGER_KEY) ?? null;
    if (text === null) return null;
    const read = parseLedger(text);
    return read.ok ? read.ledger : null;
  } catch {
    return null;
  }
}

/** Stores the ledger; a message when the storage refused it, else null. */
export function writeDeviceLedger(storage: StorageLike | null, ledger: StoredLedger): string | null {
  if (!storage) return null;
  try {
    storage.setItem(LEDGER_KEY, serializeLedger(ledger));
    return null;
  } catch (e) {
    return i18n._({ id: 'ledger.notice.not-stored', message: 'The dice ledger could not be stored: {reason}', values: { reason: e instanceof Error ? e.message : String(e) } });
  }
}
