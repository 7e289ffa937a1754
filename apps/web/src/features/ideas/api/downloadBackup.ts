import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api';

/** Every idea as a JSON backup file (GET /v1/idea-crud/backup). */
export const downloadIdeasBackup = () =>
  downloadFile('/idea-crud/backup', `ideas-backup-${new Date().toISOString().slice(0, 10)}.json`);

export const useIdeasBackup = () => useMutation({ mutationFn: downloadIdeasBackup });
