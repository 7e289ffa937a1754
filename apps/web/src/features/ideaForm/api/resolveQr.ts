import type { QrResolved } from '@fikra/shared';
import { api } from '../../../lib/api';
import { useLoad } from '../../../lib/useLoad';

/** The place a poster's token names (GET /v1/qr/resolve/:token), by the form's field names. */
export const useQrPlace = (token: string | null) =>
  useLoad(token ? `qr:${token}` : null, () =>
    api.get<QrResolved>(`/qr/resolve/${encodeURIComponent(token as string)}`, { anonymous: true }),
  );
