// The online server runs from source with the long message ids; a production
// page writes them as short codes (src/i18n/id-codes.ts). A page says the
// fingerprint of its map on joining; when it is this server's own (the same
// English catalog), the messages it is sent carry codes (`encodeIds`), else the
// ids. Nothing stored holds a code: the table's record and log keep the ids.
import { fileURLToPath } from 'node:url';
import { idCodesFingerprint } from '../i18n/id-codes.ts';
import { idCodesOfCatalog } from '../tools/short-ids.ts';

const EN_CATALOG = fileURLToPath(new URL('../locales/en/messages.po', import.meta.url));

let ours: { codes: ReadonlyMap<string, string>; fingerprint: string } | null = null;

const serverCodes = () => {
  if (!ours) {
    const codes = idCodesOfCatalog(EN_CATALOG);
    ours = { codes, fingerprint: idCodesFingerprint(codes) };
  }
  return ours;
};

/** The codes to send a page that said `fingerprint` (JoinOptions.ids): this server's map when it is the same, else null (long ids). */
export function codesForPage(fingerprint: unknown): ReadonlyMap<string, string> | null {
  if (typeof fingerprint !== 'string' || fingerprint === '') return null;
  const { codes, fingerprint: own } = serverCodes();
  return fingerprint === own ? codes : null;
}
