import { z } from 'zod';

/**
 * Upload purposes and the content types each accepts (DESIGN §7). The server detects the type from the
 * bytes and checks it against this list; the web uses it for the file pickers' `accept`.
 */
export const FILE_PURPOSES = ['image', 'pdf', 'spreadsheet', 'video', 'json', 'attachment'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** Purposes anyone may upload (the public idea form); the others need `uploads.manage`. */
export const PUBLIC_UPLOAD_PURPOSES: readonly FilePurpose[] = ['image', 'attachment'];

export const MIME = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  mp4: 'video/mp4',
  webm: 'video/webm',
  json: 'application/json',
} as const;

const IMAGES = [MIME.jpeg, MIME.png, MIME.webp, MIME.gif];
const SPREADSHEETS = [MIME.xls, MIME.xlsx];

export const ALLOWED_TYPES: Record<FilePurpose, readonly string[]> = {
  image: IMAGES,
  pdf: [MIME.pdf],
  spreadsheet: SPREADSHEETS,
  video: [MIME.mp4, MIME.webm],
  json: [MIME.json],
  attachment: [...IMAGES, MIME.pdf, ...SPREADSHEETS, MIME.doc, MIME.docx, MIME.ppt, MIME.pptx],
};

/** File-picker `accept` per purpose (types plus extensions, since some systems only know extensions). */
export const ACCEPT: Record<FilePurpose, string> = {
  image: [...IMAGES, '.jpg', '.jpeg', '.png', '.webp', '.gif'].join(','),
  pdf: '.pdf,application/pdf',
  spreadsheet: [...SPREADSHEETS, '.xls', '.xlsx'].join(','),
  video: '.mp4,.webm,video/mp4,video/webm',
  json: '.json,application/json',
  attachment: [
    ...ALLOWED_TYPES.attachment,
    '.jpg',
    '.jpeg',
    '.png',
    '.webp',
    '.gif',
    '.pdf',
    '.xls',
    '.xlsx',
    '.doc',
    '.docx',
    '.ppt',
    '.pptx',
  ].join(','),
};

export const uploadQuery = z.object({ purpose: z.enum(FILE_PURPOSES).default('attachment') });

/** A stored file as records refer to it (spec §3: `{ _id, filename, contentType }`). */
export const fileRefOutput = z.object({ _id: z.string(), filename: z.string(), contentType: z.string() });
export type FileRefOutput = z.infer<typeof fileRefOutput>;

/** POST /v1/file/cleanup: how many unreferenced files were deleted. */
export const fileCleanupOutput = z.object({ deleted: z.number() });
