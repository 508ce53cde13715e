// The door every client message passes before it reaches the table: its type
// must be one the table knows, its JSON short, its fields of the right types.
// Anything else becomes a typed error for the sender and never touches the game.

import { COMMAND_TYPES, LIMITS, isSeatPlan, type ClientCommand, type TableError, type TableErrorCode } from '../online/protocol.ts';
import type { Gesture } from '../physics/types.ts';
import type { Message } from '../core/message.ts';
import { TABLE_SAID, tableSaid } from '../online/table-said.ts';

/** A refusal: its code, the English (tools, logs) and the same as a message each client says in its reader's language. */
export const tableError = (code: TableErrorCode, message: string, said: Message, ref?: number, rule?: string): TableError => {
  const error: TableError = { type: 'error', code, message, said };
  if (ref !== undefined) error.ref = ref;
  if (rule !== undefined) error.rule = rule;
  return error;
};

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isIndex = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isPoint = (x: unknown): x is { x: number; z: number } => isObject(x) && finite(x.x) && finite(x.z);

/** A drag as the table hands it over: two points on the table and a duration; physics judges whether it is a throw. */
export function parseGesture(x: unknown): Gesture | null {
  if (!isObject(x) || !isPoint(x.from) || !isPoint(x.to) || !finite(x.durationMs)) return null;
  if (x.durationMs <= 0 || x.durationMs > 60_000) return null;
  return { from: { x: x.from.x, z: x.from.z }, to: { x: x.to.x, z: x.to.z }, durationMs: x.durationMs };
}

/** Length of a payload's JSON, or Infinity when it has none (a cycle cannot arrive over the wire, but a huge one can). */
function jsonLength(payload: unknown): number {
  try {
    return JSON.stringify(payload ?? null).length;
  } catch {
    return Infinity;
  }
}

/** The command a message of `type` with `payload` is, or the error that refuses it. */
export function parseCommand(type: unknown, payload: unknown): ClientCommand | TableError {
  if (typeof type !== 'string' || !(COMMAND_TYPES as readonly string[]).includes(type)) {
    return tableError('unknown-message', `the table takes ${COMMAND_TYPES.join(', ')}; not ${JSON.stringify(String(type)).slice(0, 40)}`, tableSaid(TABLE_SAID.unknownMessage));
  }
  const size = jsonLength(payload);
  if (size > LIMITS.maxMessageChars) {
    return tableError('oversized', `a message may be ${LIMITS.maxMessageChars} characters of JSON; this one has ${size}`, tableSaid(TABLE_SAID.oversized, { size, max: LIMITS.maxMessageChars }));
  }
  const p = payload === undefined ? {} : payload;
  if (!isObject(p)) return tableError('malformed', `a "${type}" message is an object`, tableSaid(TABLE_SAID.malformed));
  const id = isIndex(p.id) ? p.id : undefined;
  const bad = (what: string): TableError => tableError('malformed', `a "${type}" message needs ${what}`, tableSaid(TABLE_SAID.malformed), id);
  const play = (): { game: string; seq: number } | TableError => {
    if (typeof p.game !== 'string') return bad('the game id ("game")');
    if (!isIndex(p.seq)) return bad('the count of inputs seen ("seq", a whole number)');
    return { game: p.game, seq: p.seq };
  };
  switch (type) {
    case 'act': {
      const base = play();
      if ('type' in base) return base;
      if (!('action' in p) || p.action === undefined) return bad('an action');
      return { type, id, ...base, action: p.action };
    }
    case 'throw': {
      const base = play();
      if ('type' in base) return base;
      if (p.gesture === undefined || p.gesture === null) return { type, id, ...base };
      const gesture = parseGesture(p.gesture);
      if (!gesture) return tableError('bad-throw', 'a drag is { from: {x, z}, to: {x, z}, durationMs } in finite table centimetres and milliseconds', tableSaid(TABLE_SAID.badDrag), id);
      return { type, id, ...base, gesture };
    }
    case 'flick': {
      const base = play();
      if ('type' in base) return base;
      if (!finite(p.angle) || !finite(p.power)) return tableError('bad-flick', 'a flick is a finite angle (radians) and power (0..1)', tableSaid(TABLE_SAID.badFlick), id);
      if (p.power < 0 || p.power > 1 || Math.abs(p.angle) > 2 * Math.PI) {
        return tableError('bad-flick', `a flick's power is 0..1 and its angle within ±2π; got power ${p.power}, angle ${p.angle}`, tableSaid(TABLE_SAID.badFlick), id);
      }
      return { type, id, ...base, angle: p.angle, power: p.power };
    }
    case 'set-seat':
      if (!isIndex(p.seat) || !isSeatPlan(p.plan)) return bad('a seat index and a plan (human, bot:easy, bot:hard)');
      return { type, id, seat: p.seat, plan: p.plan };
    case 'take-seat':
    case 'hand-to-bot':
      if (!isIndex(p.seat)) return bad('a seat index');
      return { type, id, seat: p.seat };
    case 'start':
    case 'take-back':
      return { type, id };
  }
  return tableError('unknown-message', `unknown message ${type}`, tableSaid(TABLE_SAID.unknownMessage));
}

export const isTableError = (x: unknown): x is TableError => isObject(x) && x.type === 'error';
