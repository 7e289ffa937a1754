-- Documents and media (spec §3, §7): the reward-and-recognition and SAP-codes PDFs and the how-to videos.
-- Their bytes live in files/file_chunks; a foreign key keeps a shown file from the unreferenced-file cleanup.
CREATE TABLE media_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('rewardAndRecognition', 'sapCodes')),
  file_id uuid NOT NULL REFERENCES files(id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_documents_kind_created ON media_documents (kind, created_at DESC, id);

CREATE TABLE videos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name_en text NOT NULL,
  name_ar text NOT NULL,
  file_id uuid NOT NULL REFERENCES files(id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX videos_created ON videos (created_at DESC, id);
