// FNV-1a over the UTF-16 code units of a string: a cheap checksum for save
// files (it detects edits and damage, it is not a cryptographic signature).

export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}
