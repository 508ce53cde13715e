// Reads a catalog's text (src/locales/<lang>/messages.po) into id → text. Our
// catalogs are written by `lingui extract`: one msgid and one msgstr per entry,
// each a quoted string possibly continued on the next lines. Used by the
// catalog-parts build plugin and by the catalog checks.
const unquote = (s: string): string => JSON.parse(s) as string;

export function parsePo(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let id: string | null = null;
  let str: string | null = null;
  let into: 'id' | 'str' | null = null;
  const flush = () => {
    if (id) out.set(id, str ?? '');
    id = str = null;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      flush();
      id = unquote(line.slice(6));
      into = 'id';
    } else if (line.startsWith('msgstr ')) {
      str = unquote(line.slice(7));
      into = 'str';
    } else if (line.startsWith('"') && into) {
      if (into === 'id') id = (id ?? '') + unquote(line);
      else str = (str ?? '') + unquote(line);
    } else if (line === '') into = null;
  }
  flush();
  return out;
}
