// What may cross to a mirror: structured clone copies plain data (objects,
// arrays, strings, numbers, Map, Set, Date, typed arrays) and throws on the
// rest, or worse, copies a class instance as a bare object without its
// methods. A store whose state holds a function, a class instance (a three
// object, a Rapier handle) or a symbol is refused here, by the path that holds
// it, before anything is posted: a mirror never shows half a state.

export class MirrorCloneError extends Error {
  constructor(
    readonly path: string,
    readonly what: string,
  ) {
    super(`${path} cannot be mirrored: it holds ${what} (only plain data crosses to a mirror)`);
    this.name = 'MirrorCloneError';
  }
}

const PLAIN_PROTOTYPES = new Set<unknown>([Object.prototype, Array.prototype, null]);

/** Throws MirrorCloneError naming the first part of `value` that is not plain data. */
export function assertCloneable(value: unknown, path: string): void {
  walk(value, path, new Set());
}

function walk(value: unknown, path: string, seen: Set<object>): void {
  switch (typeof value) {
    case 'function':
      throw new MirrorCloneError(path, 'a function');
    case 'symbol':
      throw new MirrorCloneError(path, 'a symbol');
    case 'object':
      break;
    default:
      return;
  }
  if (value === null || seen.has(value)) return;
  seen.add(value);
  if (value instanceof Date || value instanceof RegExp || ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return;
  if (value instanceof Map) {
    for (const [k, v] of value) {
      walk(k, `${path}.<key>`, seen);
      walk(v, `${path}.get(${String(k)})`, seen);
    }
    return;
  }
  if (value instanceof Set) {
    for (const v of value) walk(v, `${path}.<item>`, seen);
    return;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (!PLAIN_PROTOTYPES.has(proto)) {
    const name = (proto as { constructor?: { name?: string } }).constructor?.name ?? 'an object with a prototype';
    throw new MirrorCloneError(path, `a class instance (${name})`);
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => walk(v, `${path}[${i}]`, seen));
    return;
  }
  for (const key of Object.keys(value)) walk((value as Record<string, unknown>)[key], `${path}.${key}`, seen);
}
