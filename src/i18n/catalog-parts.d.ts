// The catalog parts the build makes (src/tools/vite-catalog-parts.ts).
declare module 'virtual:catalog-parts' {
  import type { Messages } from '@lingui/core';
  /** 'en-XA' in a test build, else null. */
  export const PSEUDO_LOCALE: string | null;
  /** In a build, the fingerprint of the short message ids the code and catalogs use (src/i18n/id-codes.ts); null in dev and tests. */
  export const ID_CODES: string | null;
  /** language → part ('core', or a game's or room's id) → its loader. */
  export const catalogParts: Record<string, Record<string, () => Promise<{ messages: Messages }>>>;
}
