// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The client's file name as display metadata only: no path, control or direction-override characters. */
export function safeFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return base.normalize('NFC').replace(UNSAFE_NAME_CHARACTERS, '').trim().slice(0, 200) || 'file';
}
