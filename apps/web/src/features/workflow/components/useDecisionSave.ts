import { type IdeaOutput, previewStage, type StatusKey } from '@fikra/shared';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback';
import { useConfirm } from '../../../components/useConfirm';
import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/messages';
import { useCurrentUser } from '../../../lib/session';
import { useUpdateStages } from '../api/updateStages';
import { requestBody, type StageFormValues, stageInput } from './stageForms';
import { type Drafts, needsConfirmation } from './timeline';
import { useStaleDialog } from './useStaleDialog';

export type StageForms = Record<StatusKey, FormInstance>;

const valuesOf = <K extends StatusKey>(forms: StageForms, key: K) => forms[key].getFieldsValue(true) as StageFormValues[K];

/** What a stage's form says, as the workflow's input, or undefined while no decision is chosen. */
export function draftOf<K extends StatusKey>(forms: StageForms, key: K) {
  const values = valuesOf(forms, key) as StageFormValues[K] & { accepted?: unknown };
  if (key !== 'replicated' && values.accepted === undefined) return undefined;
  return stageInput(key, values);
}

/**
 * The idea page's one save (issue 26): the workflow's own checks on every stage being decided, at most one
 * confirmation (a rejection or a full replication cannot be undone), then PATCH /v1/idea-crud/:id/status with
 * every stage at once from the version the page loaded. A refusal shows on the stage and field it names.
 */
export function useDecisionSave(idea: IdeaOutput, forms: StageForms, onSaved: (keys: StatusKey[]) => void) {
  const { t, i18n } = useTranslation('ideaPage');
  const notify = useNotify();
  const confirm = useConfirm();
  const showStale = useStaleDialog();
  const update = useUpdateStages();
  const user = useCurrentUser();
  const [checking, setChecking] = useState(false);

  async function check(keys: StatusKey[], drafts: Drafts): Promise<boolean> {
    let ok = true;
    let status = idea.status;
    for (const key of keys) {
      const valid = await forms[key].validateFields().then(
        () => true,
        () => false,
      );
      const { stage, issues } = previewStage(status, key, drafts[key] as never, {
        now: new Date().toISOString(),
        userName: user?.username ?? '',
      });
      status = { ...status, [key]: stage };
      forms[key].setFields(issues.map((i) => ({ name: i.path.split('.'), errors: [translateMessage(t, i) ?? i.message] })));
      ok = ok && valid && issues.length === 0;
    }
    return ok;
  }

  /** A refusal's details name `stages.<key>.<field>`: each goes on its stage's field. */
  function showRefusal(err: ApiError) {
    for (const d of err.details ?? []) {
      const [, key, ...field] = d.path.split('.');
      if (key && key in forms && field.length)
        forms[key as StatusKey].setFields([{ name: field, errors: [translateMessage(t, d) ?? d.message] }]);
    }
  }

  async function save(keys: StatusKey[], drafts: Drafts) {
    if (!keys.length) return;
    setChecking(true);
    const ok = await check(keys, drafts).finally(() => setChecking(false));
    if (!ok) return;
    if (needsConfirmation(drafts, keys) && !(await confirm(t('save.confirmFinal')))) return;
    const stages = Object.fromEntries(
      keys.map((key) => {
        const { version: _version, ...body } = requestBody(key, drafts[key] as never, idea.version);
        return [key, body];
      }),
    );
    try {
      const saved = await update.mutateAsync({ id: idea._id, body: { version: idea.version, stages } });
      const said = keys.map((key) =>
        t('save.stageSaid', { stage: t(`ideaPage:stage.${key}`), decision: decisionWord(saved, key, t) }),
      );
      notify.success(t('save.savedTitle'), new Intl.ListFormat(i18n.language).format(said));
      onSaved(keys);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'STALE_VERSION') showStale();
      else {
        if (err instanceof ApiError) showRefusal(err);
        notify.apiError(err);
      }
    }
  }

  return { save, saving: checking || update.isPending };
}

/** The decision a saved stage now shows, in words ("accepted", "on hold", "fully replicated"…). */
function decisionWord(idea: IdeaOutput, key: StatusKey, t: (k: string) => string): string {
  if (key === 'replicated') return t(`enums:replicationTypes.${idea.status.replicated.type}`);
  const stage = idea.status[key];
  if (stage.accepted === 'hold') return t('enums:decisions.hold');
  if (stage.accepted === false) return t(key === 'implemented' ? 'enums:decisions.notPossible' : 'enums:decisions.rejected');
  return t('enums:decisions.accepted');
}
