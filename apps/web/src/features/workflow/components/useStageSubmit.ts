import { diffChanges, type IdeaOutput, previewStage, STATUS_KEYS, type StatusKey } from '@fikra/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { useConfirm } from '../../../components/useConfirm';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/messages';
import { useCurrentUser } from '../../../lib/session';
import { ideaHistoryQueryOptions } from '../api/getIdeaHistory';
import { useUpdateStatus } from '../api/updateStatus';
import { requestBody, type StageFormValues, stageFormValues, stageInput } from './stageForms';
import { useStaleDialog, useStayOnPage } from './useStayOnPage';

export type StageForms = Record<StatusKey, FormInstance>;

const valuesOf = <K extends StatusKey>(forms: StageForms, key: K) => forms[key].getFieldsValue(true) as StageFormValues[K];

/**
 * Unsaved changes per stage and the final Submit (spec §4): check every changed stage, confirm, save them one
 * by one in stage order with the version the edit started from, say 'Saved Successfully' after each, then
 * ask whether to stay. A stale version tells the user someone else changed the idea and offers a reload.
 */
export function useStageSubmit(idea: IdeaOutput, forms: StageForms) {
  const { t } = useTranslation('workflow');
  const notify = useNotify();
  const confirm = useConfirm();
  const askStay = useStayOnPage(paths.admin.ideas.href());
  const showStale = useStaleDialog();
  const queryClient = useQueryClient();
  const update = useUpdateStatus();
  const user = useCurrentUser();
  const [changed, setChanged] = useState<StatusKey[]>([]);
  const [saving, setSaving] = useState(false);
  /** the version this page started editing from; moves on with each of our own saves */
  const version = useRef(idea.version);
  const status = useRef(idea.status);

  const onValuesChange = useCallback(
    (key: StatusKey) => {
      const now = stageInput(key, valuesOf(forms, key));
      const initial = stageInput(key, stageFormValues(key, status.current));
      const differs = Object.keys(diffChanges(initial, now)).length > 0;
      setChanged((keys) => STATUS_KEYS.filter((k) => (k === key ? differs : keys.includes(k))));
    },
    [forms],
  );

  /** The workflow's own checks on each changed stage, shown on its fields. */
  async function checkChanged(): Promise<boolean> {
    let ok = true;
    for (const key of changed) {
      const valid = await forms[key].validateFields().then(
        () => true,
        () => false,
      );
      const { issues } = previewStage(status.current, key, stageInput(key, valuesOf(forms, key)), {
        now: new Date().toISOString(),
        userName: user?.username ?? '',
      });
      forms[key].setFields(issues.map((i) => ({ name: i.path.split('.'), errors: [translateMessage(t, i) ?? i.message] })));
      ok = ok && valid && issues.length === 0;
    }
    return ok;
  }

  async function submit() {
    if (!changed.length || !(await checkChanged())) return;
    if (!(await confirm(t('common:confirm.submit')))) return;
    setSaving(true);
    let current: StatusKey | undefined;
    try {
      for (const key of changed) {
        current = key;
        const body = requestBody(key, stageInput(key, valuesOf(forms, key)), version.current);
        const saved = await update.mutateAsync({ id: idea._id, key, body });
        version.current = saved.version;
        status.current = saved.status;
        setChanged((keys) => keys.filter((k) => k !== key));
        notify.success(t('common:messages.savedTitle'), t('common:messages.saved'));
      }
      await queryClient.invalidateQueries({ queryKey: ideaHistoryQueryOptions(idea._id).queryKey });
      askStay();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'STALE_VERSION') showStale();
      else {
        if (err instanceof ApiError && err.details && current) {
          forms[current].setFields(
            err.details.map((d) => ({ name: d.path.split('.'), errors: [translateMessage(t, d) ?? d.message] })),
          );
        }
        notify.apiError(err);
      }
    } finally {
      setSaving(false);
    }
  }

  return { changed, saving, onValuesChange, submit };
}
