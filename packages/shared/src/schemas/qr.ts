import { z } from 'zod';
import { IDEA_HIERARCHY } from '../domain/ideaForm.js';
import { MESSAGES } from '../messages.js';
import { refOutput, uuid } from './common.js';

/** Where a poster can be printed: every level of the idea's place below the company. */
export const QR_LEVELS = IDEA_HIERARCHY.filter((l) => l.field !== 'company');
export const QR_KINDS: readonly string[] = QR_LEVELS.map((l) => l.kind);

export const QR_NOT_POSTER_KIND = MESSAGES.qrNotPosterKind;
export const QR_STALE = MESSAGES.qrStale;

/** An opaque poster token: letters and digits only, so it survives any QR reader and URL. */
export const qrToken = z.string().regex(/^[A-Za-z0-9]{6,32}$/, { error: MESSAGES.invalidId });

export const qrRecordParams = z.object({ masterDataId: uuid });
export const qrTokenParams = z.object({ token: qrToken });
export const qrSheetParams = z.object({ factoryBusinessUnitId: uuid });

/** A poster of one record: where its code points, and the token inside that address. */
export const qrPoster = z.object({
  url: z.string(),
  /**
   * False when the address is the one the admin's browser used (PUBLIC_URL is not set) and it is a loopback name
   * or a bare IP address: a printed code would not open on the plant's phones, so the page refuses to print it.
   */
  printable: z.boolean(),
  token: z.string(),
  record: refOutput.extend({ kind: z.string() }),
  /** the record and its parents, by the idea form's field names */
  place: z.record(z.string(), refOutput),
});
export type QrPoster = z.infer<typeof qrPoster>;

export const qrSheet = z.object({ data: z.array(qrPoster) });
export type QrSheet = z.infer<typeof qrSheet>;

/** What a scanned code resolves to: the record and every parent, by the idea form's field names. */
export const qrResolved = z.object({ data: z.record(z.string(), refOutput) });
export type QrResolved = z.infer<typeof qrResolved>;
