import { LANGUAGES } from '@fikra/shared';
import { useQuery } from '@tanstack/react-query';
import { loadNamespace } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/queryKeys';

/** Posters speak both languages: the other language's `qr` catalog is loaded beside the page's. */
export const useBothLanguages = () =>
  useQuery({
    queryKey: [...queryKeys.i18n, 'qr', 'both'],
    queryFn: async () => {
      await Promise.all(LANGUAGES.map((lang) => loadNamespace(lang, 'qr')));
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
