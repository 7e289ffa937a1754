import { readFile } from 'node:fs/promises';
import { ALLOWED_TYPES, type FilePurpose, MIME } from '@fikra/shared';
import { fileTypeFromFile } from 'file-type';

/**
 * The content type of a file, taken from its bytes (magic numbers), never from its name or the client's
 * claim. Returns undefined when the bytes are not one of the purpose's allowed types (DESIGN §7): a renamed
 * executable, an HTML page or an SVG posing as a photo all end up here.
 */
export async function detectAllowedType(path: string, purpose: FilePurpose): Promise<string | undefined> {
  const type = await detectType(path, purpose);
  return type && ALLOWED_TYPES[purpose].includes(type) ? type : undefined;
}

async function detectType(path: string, purpose: FilePurpose): Promise<string | undefined> {
  const detected = await fileTypeFromFile(path);
  if (!detected) return purpose === 'json' && (await isJson(path)) ? MIME.json : undefined;
  // legacy Office files (and .msi installers) share the compound-file container: look inside
  if (detected.ext === 'cfb') return legacyOfficeType(await readFile(path));
  return detected.mime;
}

async function isJson(path: string): Promise<boolean> {
  try {
    JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(await readFile(path)));
    return true;
  } catch {
    return false;
  }
}

/** The stream that names each legacy Office format inside a compound file. */
const CFB_STREAMS: [string, string][] = [
  ['Workbook', MIME.xls],
  ['Book', MIME.xls],
  ['WordDocument', MIME.doc],
  ['PowerPoint Document', MIME.ppt],
];

async function legacyOfficeType(bytes: Buffer): Promise<string | undefined> {
  const { CFB } = await import('@e965/xlsx');
  try {
    const container: { FullPaths: string[] } = CFB.read(bytes, { type: 'buffer' });
    const names = new Set(container.FullPaths.map((p) => p.replace(/\/$/, '').split('/').pop()));
    return CFB_STREAMS.find(([stream]) => names.has(stream))?.[1];
  } catch {
    return undefined;
  }
}
