/**
 * Direction controls (LRM/RLM, ALM, embeddings and overrides, isolates): in a name they can show `exe.pdf` for a
 * file that is really `…fdp.exe`, so a name shown or downloaded never keeps one.
 */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The client's file name as display metadata only: no path, control or direction-override characters. */
export function safeFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base.normalize('NFC').replace(CONTROL_CHARACTERS, '').replace(BIDI_CONTROLS, '').trim().slice(0, 200) || 'file';
}
