// Save files in the browser: download the current record, read a picked file.
import { MAX_SAVE_CHARS, tooBigMessage } from '../../store/session/save-verify.ts';
/** Hands a text to the browser as a download (a save by default; the dice ledger's CSV names its own type). */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file's text; a file too large to be a save is refused before reading (reading and parsing it would stall the page). */
export async function readPickedFile(file: File, maxBytes = MAX_SAVE_CHARS): Promise<string> {
  if (file.size > maxBytes) throw new Error(tooBigMessage(file.size));
  return file.text();
}
