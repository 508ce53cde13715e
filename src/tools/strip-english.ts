// The English beside an id (`{ id: 'lobby.games', message: 'Games' }`) is for
// the reader of the code and for `lingui extract`; at run time the English
// catalog part says the same. The build drops it from the code so each English
// text ships once, in the catalog (issue 25: the English room grows ≤ 5 KB).
// Only a `message` right after an `id` in the same object is dropped, so an
// error object's `message` is never touched.
const STRING = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\$]|\\.)*\`)`;
const DESCRIPTOR_MESSAGE = new RegExp(String.raw`(\bid:\s*'[\w.-]+'\s*),\s*message:\s*${STRING}(?:\s*\+\s*${STRING})*(\s*[,}])`, 'g');

/** The code with the `message` of every `{ id: '…', message: … }` descriptor removed. */
export const stripDescriptorMessages = (code: string): string => code.replace(DESCRIPTOR_MESSAGE, (_all, id: string, end: string) => `${id}${end}`);
