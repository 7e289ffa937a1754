import { KAIZEN_TYPES, MAX_TEXT, PQCDSM } from '@fikra/shared';
import { useTranslation } from 'react-i18next';
import { ChipGroup } from '../../../components/plain/ChipGroup';
import { Field } from '../../../components/plain/Field';
import { useSimilarTitles } from '../api/similarTitles';
import { PhotoInput } from './PhotoInput';
import type { StepProps } from './stepProps';

/**
 * "Your idea" (issue 28): the title, what to change, a photo from the camera, what it improves (Productivity,
 * Quality, Cost, Delivery, Safety, Morale spelled out, each explained in a line), its kind, and the savings,
 * empty with "0 if you don't know" as help.
 */
export function IdeaStep({ values, set, errors, onBusy }: StepProps & { onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation('shopFloor');
  const similar = useSimilarTitles(values.ideaText, values.places.factoryBusinessUnit);
  const titles = values.places.factoryBusinessUnit && values.ideaText.trim() ? (similar.data?.data ?? []) : [];
  return (
    <section className="sf-card" aria-labelledby="step-idea">
      <h2 className="sf-h2" id="step-idea">
        <span className="sf-step" aria-hidden="true">
          3
        </span>
        {t('form.steps.idea')}
      </h2>
      <Field label={t('form.titleLabel')} required error={errors.ideaText} testId="idea-text-field">
        {(a) => (
          <input
            {...a}
            placeholder={t('form.titleHint')}
            className="sf-input"
            dir="auto"
            maxLength={1000}
            value={values.ideaText}
            onChange={(e) => set((v) => ({ ...v, ideaText: e.target.value }))}
            data-testid="idea-text"
          />
        )}
      </Field>
      {titles.length > 0 && (
        <div className="sf-notice" aria-live="polite" data-testid="similar-ideas">
          <strong>{t('form.similarTitle')}</strong>
          <p className="sf-small" style={{ margin: '2px 0 4px' }}>
            {t('form.similarHint')}
          </p>
          <ul className="sf-list">
            {titles.map((s) => (
              <li key={s.ideaNumber} data-testid="similar-idea">
                <span>{t('mine.ideaNumber', { number: s.ideaNumber })}: </span>
                <span dir="auto">{s.ideaText}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Field label={t('form.descLabel')} required error={errors.ideaDesc} testId="idea-desc-field">
        {(a) => (
          <textarea
            {...a}
            placeholder={t('form.descHint')}
            className="sf-textarea"
            dir="auto"
            rows={3}
            maxLength={MAX_TEXT}
            value={values.ideaDesc}
            onChange={(e) => set((v) => ({ ...v, ideaDesc: e.target.value }))}
            data-testid="idea-desc"
          />
        )}
      </Field>
      <PhotoInput
        value={values.operatorImg}
        onChange={(next) => set((v) => ({ ...v, operatorImg: next(v.operatorImg) }))}
        onBusy={onBusy}
        error={errors.operatorImg}
      />
      <ChipGroup
        legend={t('form.impactLabel')}
        hint={t('form.impactHint')}
        required
        multiple
        error={errors.effectOnPQCDSM}
        chips={PQCDSM.map((p) => ({ value: p, label: t(`enums:pqcdsm.${p}`), explain: t(`explain.pqcdsm.${p}`) }))}
        value={values.effectOnPQCDSM}
        onChange={(effectOnPQCDSM) => set((v) => ({ ...v, effectOnPQCDSM }))}
        testId="pqcdsm"
      />
      <ChipGroup
        legend={t('form.kindLabel')}
        required
        error={errors.kaizenType}
        chips={KAIZEN_TYPES.map((k) => ({ value: k, label: t(`enums:kaizenTypes.${k}`), explain: t(`explain.kaizen.${k}`) }))}
        value={[values.kaizenType]}
        onChange={([kaizenType]) => set((v) => ({ ...v, kaizenType }))}
        testId="kaizen-type"
      />
      <Field
        label={t('form.savingsLabel')}
        required
        help={t('form.savingsHelp')}
        error={errors.estimatedAnualSavings}
        testId="savings-field"
      >
        {(a) => (
          <input
            {...a}
            className="sf-input"
            dir="ltr"
            inputMode="decimal"
            autoComplete="off"
            value={values.savings}
            onChange={(e) => set((v) => ({ ...v, savings: e.target.value }))}
            data-testid="savings"
          />
        )}
      </Field>
    </section>
  );
}
