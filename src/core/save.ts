// Save files: a game record wrapped with a format tag, versions and a
// checksum. parseSave never throws: every way a file can be wrong (empty,
// damaged, cut short, someone else's JSON, a game we do not have, an older
// rules version, edited by hand, inputs that no longer replay) comes back as a
// typed error with a message a player can read: English in `message` (tests,
// tools) and the same as a catalog message in `said` (issue 25), which the
// page says in the reader's language.

import type { AnyGameModule } from './contract.ts';
import { message, type Message, type MessageValue } from './message.ts';
import { fnv1a } from './hash.ts';
import { isBotLevel, type GameRecord } from './log.ts';
import { errorText, replay } from './replay.ts';
import { secretError, seedVersionError } from './derive.ts';
import { readsVersion, recordFieldError, strictActions } from './save-validate.ts';

export const SAVE_FORMAT = 'frontier-table-save';
/**
 * 2: a physical input records only its choice (a drag or none, an aim and
 * power); its start is derived (derive.ts). Format 1 recorded start states,
 * which anyone could choose: such saves are refused with a sentence naming
 * the version (see `formatVersionMessage`).
 */
export const SAVE_FORMAT_VERSION = 2;

/** Why a save of another file format is not read, in a player's words. */
export function formatVersionMessage(version: unknown): string {
  if (version === 1) {
    return 'This save uses file format 1, which recorded where each throw started instead of deriving it from the game, so its throws cannot be checked; this version reads format 2 only, and the save is not loaded.';
  }
  return `This save uses file format ${String(version)}; this version reads format ${SAVE_FORMAT_VERSION}.`;
}

export interface SaveFile {
  format: typeof SAVE_FORMAT;
  formatVersion: number;
  moduleId: string;
  moduleVersion: number;
  /** FNV-1a (hex) of JSON.stringify(record). */
  checksum: string;
  record: GameRecord;
}

export type SaveErrorCode =
  | 'empty'
  | 'corrupt'
  | 'truncated'
  | 'foreign'
  | 'format-version'
  | 'unknown-game'
  | 'old-version'
  | 'checksum'
  | 'invalid'
  | 'replay';

export interface SaveError {
  code: SaveErrorCode;
  message: string;
  /** The same as a message (ids `save.error.*`), for the reader's language (`errorText`). */
  said: Message;
  /** For 'replay': the input that no longer applies. */
  index?: number;
}

/** Where parseSave finds a game module by id: a list or a lookup function. */
export type GameLookup = readonly AnyGameModule[] | ((id: string) => AnyGameModule | undefined);

export type ParsedSave =
  | { ok: true; record: GameRecord; module: AnyGameModule; state: unknown }
  | { ok: false; error: SaveError };

export function serializeSave(record: GameRecord<unknown>): string {
  const body = JSON.stringify(record);
  const file: SaveFile = {
    format: SAVE_FORMAT,
    formatVersion: SAVE_FORMAT_VERSION,
    moduleId: record.moduleId,
    moduleVersion: record.moduleVersion,
    checksum: fnv1a(body),
    record,
  };
  return JSON.stringify(file);
}

/** Each way a save is refused, as a catalog message (the English beside each id is `message`'s). */
export const SAVE_SAID = {
  empty: /*i18n*/ { id: 'save.error.empty', message: 'The save file is empty.' },
  truncated: /*i18n*/ { id: 'save.error.truncated', message: 'The save file is cut short (incomplete download or copy?).' },
  corrupt: /*i18n*/ { id: 'save.error.corrupt', message: 'The save file is damaged: it is not valid JSON.' },
  foreign: /*i18n*/ { id: 'save.error.foreign', message: 'This is not a Frontier Table save file.' },
  formatOne: /*i18n*/ {
    id: 'save.error.format-1',
    message: 'This save uses file format 1, which recorded where each throw started instead of deriving it from the game, so its throws cannot be checked; this version reads format 2 only, and the save is not loaded.',
  },
  formatVersion: /*i18n*/ { id: 'save.error.format-version', message: 'This save uses file format {version}; this version reads format {current}.' },
  unknownGame: /*i18n*/ { id: 'save.error.unknown-game', message: 'This save is for a game we do not have ("{game}").' },
  oldVersion: /*i18n*/ { id: 'save.error.old-version', message: 'This {title} save was made with rules version {made}; the current rules are version {current}, so it cannot be resumed.' },
  malformed: /*i18n*/ { id: 'save.error.malformed', message: 'The save file is malformed: {reason}.' },
  headerDisagrees: /*i18n*/ { id: 'save.error.header-disagrees', message: 'The save file is malformed: its header and its game record disagree.' },
  checksum: /*i18n*/ { id: 'save.error.checksum', message: 'The save file was changed or damaged (checksum mismatch).' },
  unreadable: /*i18n*/ { id: 'save.error.unreadable', message: 'The save could not be read: {reason}' },
  setUp: /*i18n*/ { id: 'save.error.set-up', message: 'The saved game cannot be set up: {reason}' },
  moveFails: /*i18n*/ { id: 'save.error.move-fails', message: 'Move {n} of the save no longer applies: {reason}' },
} as const;

const said = (d: { id: string }, values?: Record<string, MessageValue>): Message => message(d.id, values);

const fail = (code: SaveErrorCode, english: string, says: Message, index?: number): ParsedSave => ({
  ok: false,
  error: index === undefined ? { code, message: english, said: says } : { code, message: english, said: says, index },
});

/** A file format this version does not read, as a message. */
const formatVersionSaid = (version: unknown): Message =>
  version === 1 ? said(SAVE_SAID.formatOne) : said(SAVE_SAID.formatVersion, { version: String(version), current: SAVE_FORMAT_VERSION });

export function parseSave(text: unknown, games: GameLookup): ParsedSave {
  try {
    return parseUnsafe(text, games);
  } catch (e) {
    // parseUnsafe guards every step; this is the last net for the promise "never throws".
    return fail('invalid', `The save could not be read: ${errorText(e)}`, said(SAVE_SAID.unreadable, { reason: errorText(e) }));
  }
}

function parseUnsafe(text: unknown, games: GameLookup): ParsedSave {
  if (typeof text !== 'string' || text.trim() === '') return fail('empty', 'The save file is empty.', said(SAVE_SAID.empty));
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return looksTruncated(text)
      ? fail('truncated', 'The save file is cut short (incomplete download or copy?).', said(SAVE_SAID.truncated))
      : fail('corrupt', 'The save file is damaged: it is not valid JSON.', said(SAVE_SAID.corrupt));
  }
  if (!isObject(data) || data['format'] !== SAVE_FORMAT) {
    return fail('foreign', 'This is not a Frontier Table save file.', said(SAVE_SAID.foreign));
  }
  if (data['formatVersion'] !== SAVE_FORMAT_VERSION) {
    return fail('format-version', formatVersionMessage(data['formatVersion']), formatVersionSaid(data['formatVersion']));
  }
  const moduleId = data['moduleId'];
  const module = typeof moduleId === 'string' ? lookup(games, moduleId) : undefined;
  if (!module) return fail('unknown-game', `This save is for a game we do not have ("${String(moduleId)}").`, said(SAVE_SAID.unknownGame, { game: String(moduleId) }));
  if (!readsVersion(module, data['moduleVersion'])) {
    return fail(
      'old-version',
      `This ${module.title} save was made with rules version ${String(data['moduleVersion'])}; the current rules are version ${module.version}, so it cannot be resumed.`,
      said(SAVE_SAID.oldVersion, { title: module.title, made: String(data['moduleVersion']), current: module.version }),
    );
  }
  const record = data['record'];
  // Every field checked before anything else reads the record (a 100,000-deep field would overflow the checksum's stringify).
  const field = recordFieldError(record, module);
  if (field) return fail('invalid', `The save file is malformed: ${field}.`, said(SAVE_SAID.malformed, { reason: field }));
  if (typeof data['checksum'] !== 'string' || fnv1a(JSON.stringify(record)) !== data['checksum']) {
    return fail('checksum', 'The save file was changed or damaged (checksum mismatch).', said(SAVE_SAID.checksum));
  }
  const shape = recordShapeError(record);
  if (shape) return fail('invalid', `The save file is malformed: ${shape}.`, said(SAVE_SAID.malformed, { reason: shape }));
  const saved = record as GameRecord;
  if (saved.moduleId !== moduleId || saved.moduleVersion !== data['moduleVersion']) {
    return fail('invalid', 'The save file is malformed: its header and its game record disagree.', said(SAVE_SAID.headerDisagrees));
  }
  // A record of a version these rules replay unchanged plays on as the current version.
  const rec: GameRecord = saved.moduleVersion === module.version ? saved : { ...saved, moduleVersion: module.version };
  const replayed = replay(strictActions(module), rec);
  if (!replayed.ok) {
    // The rules' own reason, as their message when they give one.
    const reason: MessageValue = replayed.error.said ?? replayed.error.message;
    return replayed.index < 0
      ? fail('replay', `The saved game cannot be set up: ${replayed.error.message}`, said(SAVE_SAID.setUp, { reason }))
      : fail('replay', `Move ${replayed.index + 1} of the save no longer applies: ${replayed.error.message}`, said(SAVE_SAID.moveFails, { n: replayed.index + 1, reason }), replayed.index);
  }
  return { ok: true, record: rec, module, state: replayed.state };
}

function lookup(games: GameLookup, id: string): AnyGameModule | undefined {
  return typeof games === 'function' ? games(id) : games.find((g) => g.id === id);
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Outside strings, JSON holds only these (brackets, separators, numbers, true/false/null, white space). */
const JSON_OUTSIDE_STRINGS = /[\s{}[\],:0-9eE.+\-truefalsn]/;

/**
 * True when the text is the start of a JSON object or list that ends inside a
 * string or with brackets still open: it was cut, not scrambled. Anything
 * else (a picture, a text file with a stray bracket) is damaged, not cut short.
 */
export function looksTruncated(text: string): boolean {
  const first = text.replace(/^\uFEFF/, '').trimStart()[0];
  if (first !== '{' && first !== '[') return false;
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '\uFEFF' && i === 0) continue;
    if (ch !== '"' && !JSON_OUTSIDE_STRINGS.test(ch)) return false;
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') {
      depth--;
      if (depth < 0) return false;
    }
  }
  return inString || depth > 0;
}

function seatShapeError(s: unknown): string | null {
  if (!isObject(s)) return 'a seat is not an object';
  if (s['kind'] === 'human') return null;
  if (s['kind'] === 'bot') return isBotLevel(s['level']) ? null : `unknown bot level ${JSON.stringify(s['level'])}`;
  return `unknown seat kind ${JSON.stringify(s['kind'])}`;
}

function entryShapeError(e: unknown, i: number): string | null {
  if (!isObject(e) || !isObject(e['input'])) return `input ${i + 1} is not an object`;
  const kind = e['input']['kind'];
  if (kind !== 'action' && kind !== 'dice' && kind !== 'flick') return `input ${i + 1} has unknown kind ${JSON.stringify(kind)}`;
  return null;
}

/** Structural check of a record (contents of inputs are the rules' business, via replay). */
export function recordShapeError(r: unknown): string | null {
  if (!isObject(r)) return 'no game record';
  if (typeof r['moduleId'] !== 'string') return 'no game id';
  if (typeof r['moduleVersion'] !== 'number') return 'no rules version';
  if (typeof r['seed'] !== 'number' || !Number.isFinite(r['seed'])) return 'the seed is not a number';
  if (!Array.isArray(r['seats']) || r['seats'].length === 0) return 'no seats';
  for (const s of r['seats'] as unknown[]) {
    const err = seatShapeError(s);
    if (err) return err;
  }
  const options = r['options'];
  if (!isObject(options)) return 'options are not an object';
  for (const [k, v] of Object.entries(options)) {
    if (!['string', 'number', 'boolean'].includes(typeof v)) return `option "${k}" has a bad value`;
  }
  const pv = r['physicsVersion'];
  if (pv !== undefined && !(typeof pv === 'number' && Number.isInteger(pv) && pv >= 1)) return `bad physics version ${JSON.stringify(pv)}`;
  const seeds = seedVersionError(r['seedVersion']) ?? secretError(r as { seed: unknown });
  if (seeds) return seeds;
  if (!Array.isArray(r['inputs'])) return 'no input list';
  for (let i = 0; i < r['inputs'].length; i++) {
    const err = entryShapeError((r['inputs'] as unknown[])[i], i);
    if (err) return err;
  }
  return null;
}
