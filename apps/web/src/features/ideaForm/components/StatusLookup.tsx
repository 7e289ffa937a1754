import {
  ideaStage,
  isIdeaNumber,
  type PublicIdeaStatus,
  publicReason,
  STATUS_LOOKUP_TYPES,
  type StatusLookupType,
} from '@fikra/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipGroup } from '../../../components/plain/ChipGroup';
import { Field } from '../../../components/plain/Field';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/apiErrorText';
import { fetchIdeaStatus } from '../api/ideaStatus';
import { PlainStatus } from './PlainStatus';

/**
 * The code lookup (spec §8), reworded (issue 27): by employee code, or by idea number with the presenter's code.
 * Each idea reads as its number and one plain status; "no ideas for this code" is information, not an error;
 * no id is shown.
 */
export function StatusLookup({ open }: { open: boolean }) {
  const { t } = useTranslation('shopFloor');
  const [type, setType] = useState<StatusLookupType>('employee');
  const [code, setCode] = useState('');
  const [presenterCode, setPresenterCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<PublicIdeaStatus[] | null>(null);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setFound(null);
    const typed = code.trim();
    if (!typed || (type === 'idea' && (!isIdeaNumber(typed) || !presenterCode.trim()))) {
      setError(t('common:validation.required'));
      return;
    }
    setBusy(true);
    try {
      const res = await fetchIdeaStatus(
        type === 'employee' ? { type, code: typed } : { type, code: typed, employeeCode: presenterCode.trim() },
      );
      setFound(res.data);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) setFound([]);
      else setError(apiErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="sf-card sf-more" open={open || undefined} data-testid="status-lookup">
      <summary>{t('lookup.title')}</summary>
      <p className="sf-muted sf-small">{t('lookup.hint')}</p>
      <form onSubmit={onSubmit} noValidate>
        <ChipGroup
          legend={t('lookup.by')}
          pair
          chips={STATUS_LOOKUP_TYPES.map((v) => ({ value: v, label: t(v === 'employee' ? 'lookup.employee' : 'lookup.number') }))}
          value={[type]}
          onChange={([v]) => {
            setType(v);
            setFound(null);
          }}
          testId="status-type"
        />
        <Field label={type === 'employee' ? t('lookup.code') : t('lookup.ideaNumber')} required error={error}>
          {(a) => (
            <input
              {...a}
              className="sf-input"
              dir="ltr"
              inputMode={type === 'idea' ? 'numeric' : undefined}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              data-testid="status-code"
            />
          )}
        </Field>
        {type === 'idea' && (
          <Field label={t('lookup.presenterCode')} required>
            {(a) => (
              <input
                {...a}
                className="sf-input"
                dir="ltr"
                value={presenterCode}
                onChange={(e) => setPresenterCode(e.target.value)}
                data-testid="status-employee-code"
              />
            )}
          </Field>
        )}
        <button type="submit" className="sf-button sf-primary sf-block" disabled={busy} data-testid="status-submit">
          {t('lookup.submit')}
        </button>
      </form>
      {found && found.length === 0 && (
        <p className="sf-notice" role="status" data-testid="status-none" style={{ marginTop: 12 }}>
          {type === 'employee' ? t('lookup.none') : t('lookup.noneIdea')}
        </p>
      )}
      {found && found.length > 0 && (
        <div role="status" data-testid="status-results" style={{ marginTop: 12 }}>
          <p className="sf-muted sf-small">{t('lookup.found', { count: found.length })}</p>
          <ul className="sf-list">
            {found.map((idea) => (
              <li key={idea.ideaNumber} className="sf-item" data-testid="idea-status-card" data-idea-number={idea.ideaNumber}>
                <span className="sf-item-head">{t('mine.ideaNumber', { number: idea.ideaNumber })}</span>
                {idea.ideaText && <span dir="auto">{idea.ideaText}</span>}
                <PlainStatus stage={ideaStage(idea.status)} reason={publicReason(idea.status)} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </details>
  );
}
