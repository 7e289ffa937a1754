import type { IdeaListRequest } from '@fikra/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';

/** The filtered list as an .xlsx made on the server, in the user's language (POST /v1/idea-crud/export). */
export const exportIdeas = (body: IdeaListRequest) =>
  downloadFile(`/idea-crud/export?lang=${currentLanguage()}`, `ideas-${new Date().toISOString().slice(0, 10)}.xlsx`, {
    method: 'POST',
    body,
  });

export const useExportIdeas = () => useMutation({ mutationFn: exportIdeas });
