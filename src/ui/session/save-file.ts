// Save files in the browser: download the current record, read a picked file.
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file's text; a file too large to be a save is refused before reading. */
export async function readPickedFile(file: File, maxBytes = 20_000_000): Promise<string> {
  if (file.size > maxBytes) throw new Error(`The file is ${Math.round(file.size / 1e6)} MB; a save is far smaller.`);
  return file.text();
}
