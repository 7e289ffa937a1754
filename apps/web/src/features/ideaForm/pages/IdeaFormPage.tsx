import type { HierarchyField, IdeaSubmitted } from '@fikra/shared';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/apiErrorText';
import { translateMessage } from '../../../lib/messages';
import { useLocationHref } from '../../../lib/miniRouter';
import { useFormPlaces } from '../api/places';
import { useQrPlace } from '../api/resolveQr';
import { newIdempotencyKey, submitIdea } from '../api/submitIdea';
import { IdeaStep } from '../components/IdeaStep';
import { MoreDetails } from '../components/MoreDetails';
import { SentScreen } from '../components/SentScreen';
import { WhereStep } from '../components/WhereStep';
import { YouStep } from '../components/YouStep';
import { EMPTY_FORM, type FormValues, toBody } from '../formValues';
import { loadSubmissionCheck, submissionCheck } from '../lazyCheck';
import { myIdeas } from '../myIdeas/store';
import { isLocalFile } from '../offline/localFiles';
import { forgetUnusedCopies } from '../offline/outbox';
import { isUploadGone, renewUploads } from '../offline/renewUploads';
import { keepForLater, readDraft, useDraft } from '../offline/useOutbox';

type Errors = Partial<Record<string, string>>;

/** A file chosen offline is still on the phone: the idea waits in the outbox until it can be uploaded. */
const hasKeptFiles = (v: FormValues) => [...v.filesRelated, ...v.operatorImg].some((f) => isLocalFile(f._id));

/** Moves to the first field that needs a change, once it is drawn. */
function focusFirstError() {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('.sf-invalid');
    field?.scrollIntoView({ block: 'center' });
    field?.querySelector<HTMLElement>('input, select, textarea, button')?.focus({ preventScroll: true });
  });
}

/**
 * The shop floor's idea form (spec §3–§5, issue 28): You, Where, Your idea, then Send, with the rest behind "More
 * details". The spec's fields and rules (the same shared schema as the server) with plain words; no confirmation
 * (sending is not destructive); the idea's number on success.
 */
export function IdeaFormPage() {
  const { t } = useTranslation('shopFloor');
  const token = useLocationHref().searchParams.get('qr');
  const qr = useQrPlace(token);
  const places = useFormPlaces();
  const [values, setValues] = useState<FormValues>(() => ({ ...EMPTY_FORM, ...readDraft<FormValues>() }));
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{ kind: 'bad' | 'warn' | 'ok'; text: string } | null>(null);
  const [result, setResult] = useState<IdeaSubmitted | null>(null);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(0);
  const idempotencyKey = useRef(newIdempotencyKey());
  const clearDraft = useDraft(values, { enabled: !result });
  const onBusy = useCallback((b: boolean) => setBusy((n) => n + (b ? 1 : -1)), []);
  // the copies of files an earlier visit left behind, apart from the restored draft's
  const restoredFiles = useRef([...values.operatorImg, ...values.filesRelated].map((f) => f._id));
  useEffect(() => void forgetUnusedCopies(restoredFiles.current), []);

  // the poster's place, by the form's fields
  const qrPlaces = useMemo(
    () => Object.fromEntries(Object.entries(qr.data?.data ?? {}).map(([field, ref]) => [field, ref._id])) as FormValues['places'],
    [qr.data],
  );
  useEffect(() => {
    if (Object.keys(qrPlaces).length) setValues((v) => ({ ...v, places: qrPlaces }));
  }, [qrPlaces]);
  // a plant with one location of idea needs no choice
  const units = places.data?.data.factoryBusinessUnit;
  useEffect(() => {
    if (units?.length === 1 && !token)
      setValues((v) => (v.places.factoryBusinessUnit ? v : { ...v, places: { ...v.places, factoryBusinessUnit: units[0]._id } }));
  }, [units, token]);

  const set = useCallback((next: FormValues | ((v: FormValues) => FormValues)) => {
    setValues(next);
    setNotice(null);
  }, []);
  const showErrors = (found: Errors) => {
    setErrors(found);
    setNotice({ kind: 'bad', text: t('form.fixErrors') });
    focusFirstError();
  };

  const startOver = (keep: FormValues) => {
    clearDraft();
    void forgetUnusedCopies();
    setValues({
      ...EMPTY_FORM,
      ideaPresenterType: keep.ideaPresenterType,
      employeeCode: keep.employeeCode,
      employeeName: keep.employeeName,
      employeePhone: keep.employeePhone,
      places: Object.keys(qrPlaces).length ? qrPlaces : keep.places,
    });
    setErrors({});
    idempotencyKey.current = newIdempotencyKey();
  };

  /**
   * Sends the idea. A form left open longer than the server keeps a visitor's unattached uploads finds its files
   * gone: it uploads them again from the copies it holds and sends once more, with the same key (issue 30).
   */
  const send = async (body: ReturnType<typeof toBody>, key: string) => {
    try {
      return await submitIdea({ body, idempotencyKey: key });
    } catch (err) {
      if (!isUploadGone(err)) throw err;
      const renewed = await renewUploads(values);
      if (!renewed) throw err;
      setValues(renewed);
      return submitIdea({ body: toBody(renewed), idempotencyKey: key });
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy > 0) return setNotice({ kind: 'warn', text: t('form.waitUploads') });
    const body = toBody(values);
    // a file kept on the phone has a local id until it is uploaded: the check reads only the uploaded ones
    const uploaded = (files: FormValues['operatorImg']) => files.filter((f) => !isLocalFile(f._id)).map((f) => f._id);
    // the check (zod) is not part of the form's first paint: publicMain starts loading it once the form is drawn
    const { ideaSubmissionBody } = submissionCheck() ?? (await loadSubmissionCheck());
    const checked = ideaSubmissionBody.safeParse({
      ...body,
      operatorImg: uploaded(values.operatorImg),
      filesRelated: uploaded(values.filesRelated),
    });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? '');
        found[field] ??= translateMessage(t, { message: issue.message }) ?? issue.message;
      }
      return showErrors(found);
    }
    setErrors({});
    const key = idempotencyKey.current;
    const keepOnPhone = async () => {
      await keepForLater(body, key);
      startOver(values);
      setNotice({ kind: 'warn', text: t('form.offlineKept') });
      window.scrollTo(0, 0);
    };
    if (!navigator.onLine || hasKeptFiles(values)) return keepOnPhone();
    setSending(true);
    try {
      const sent = await send(body, key);
      await myIdeas.remember({ id: sent._id, ideaNumber: sent.ideaNumber, title: values.ideaText.trim() }).catch(() => undefined);
      clearDraft();
      void forgetUnusedCopies();
      setResult(sent);
      window.scrollTo(0, 0);
    } catch (err) {
      if (err instanceof ApiError && err.status === 0) return keepOnPhone();
      if (err instanceof ApiError && err.details?.length) {
        const found: Errors = {};
        for (const d of err.details) found[d.path.split('.')[0]] ??= translateMessage(t, d) ?? d.message;
        return showErrors(found);
      }
      const text =
        err instanceof ApiError && err.key === 'idempotencyKeyReused' ? t('form.submissionChanged') : apiErrorText(t, err);
      setNotice({ kind: 'bad', text });
    } finally {
      setSending(false);
    }
  };

  if (result)
    return (
      <SentScreen
        result={result}
        onAnother={() => {
          startOver(values);
          setResult(null);
          setNotice(null);
        }}
      />
    );

  const qrNames = token
    ? {
        names: Object.entries(qr.data?.data ?? {}).map(([field, ref]) => ({ field: field as HierarchyField, name: ref.name })),
        error: qr.error,
      }
    : null;
  const step = { values, set, errors };
  return (
    <form onSubmit={onSubmit} noValidate data-testid="idea-form-page">
      <div className="sf-intro">
        <h1 className="sf-h1">{t('form.title')}</h1>
        <p className="sf-muted sf-small" style={{ margin: 0 }}>
          {t('form.subtitle')}
        </p>
      </div>
      {notice?.kind === 'warn' && (
        <p className="sf-notice sf-warn" role="status" data-testid="form-notice">
          {notice.text}
        </p>
      )}
      <YouStep {...step} />
      <WhereStep {...step} places={places} qr={qrNames} />
      <IdeaStep {...step} onBusy={onBusy} />
      <MoreDetails {...step} places={places} onBusy={onBusy} />
      <section className="sf-send" aria-label={t('form.steps.send')}>
        {notice && notice.kind !== 'warn' && (
          <p className={`sf-notice sf-${notice.kind}`} role="alert" data-testid="form-error">
            {notice.text}
          </p>
        )}
        <button type="submit" className="sf-button sf-primary sf-block sf-big" disabled={sending} data-testid="submit-idea">
          {sending ? t('form.sending') : t('form.send')}
        </button>
      </section>
    </form>
  );
}
