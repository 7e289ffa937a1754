import { z } from 'zod';
import { MAX_SHORT_TEXT } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { ignoredField, listEnvelope, pageQuery, REQUIRED, requiredText, uuid, versionField } from './common.js';

/**
 * Documents and media (spec §3, §7): the reward-and-recognition and SAP-codes PDFs (records created from an
 * uploaded file via `fileId`; the newest one is what the public sees) and the how-to videos.
 */
export const DOCUMENT_KINDS = ['rewardAndRecognition', 'sapCodes'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** Each kind's address under /v1. */
export const DOCUMENT_PATHS: Record<DocumentKind, string> = {
  rewardAndRecognition: 'reward-and-recognition',
  sapCodes: 'sap-codes',
};

/** A stored file as the media pages show it: name, type, size and upload date. */
export const storedFileOutput = z.object({
  _id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number(),
  createdAt: z.string(),
});
export type StoredFileOutput = z.infer<typeof storedFileOutput>;

export const documentCreateBody = z.strictObject({ fileId: uuid });
/** What GET returns can be PUT back: its read-only keys are accepted and ignored. */
export const documentUpdateBody = z.strictObject({
  fileId: uuid,
  version: versionField,
  _id: ignoredField,
  file: ignoredField,
  createdAt: ignoredField,
  updatedAt: ignoredField,
});
export const documentListQuery = z.strictObject({ page: pageQuery.shape.page, limit: pageQuery.shape.limit });

export const documentOutput = z.object({
  _id: z.string(),
  /** the PDF shown: GET /v1/file/:id */
  fileId: z.string(),
  file: storedFileOutput,
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentOutput = z.infer<typeof documentOutput>;
export const documentList = listEnvelope(documentOutput);

/** The text fields of `POST /v1/video` (multipart, beside the `file` part). */
export const videoFields = z.strictObject({
  nameEn: requiredText(REQUIRED, 1, REQUIRED, MAX_SHORT_TEXT),
  nameAr: requiredText(REQUIRED, 1, REQUIRED, MAX_SHORT_TEXT),
});
export type VideoFields = z.infer<typeof videoFields>;
export const videoListQuery = z.strictObject(pageQuery.shape);

export const videoOutput = z.object({
  _id: z.string(),
  videoName: z.object({ en: z.string(), ar: z.string() }),
  /** the video file: GET /v1/file/:id streams it with Range */
  videoId: z.string(),
  file: storedFileOutput,
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VideoOutput = z.infer<typeof videoOutput>;
export const videoList = listEnvelope(videoOutput);

/** Spec §8: what an upload says when it worked and when it did not. */
export const UPLOAD_FAILED = MESSAGES.errorTryAgain;
export const NO_DOCUMENT = MESSAGES.noDocument;
export const NO_VIDEO = MESSAGES.noVideo;
