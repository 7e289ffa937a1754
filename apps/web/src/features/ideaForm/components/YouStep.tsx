import { PRESENTER_TYPES, TIMINGS } from '@fikra/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipGroup } from '../../../components/plain/ChipGroup';
import { Field } from '../../../components/plain/Field';
import { useSettled } from '../../../lib/useLoad';
import { useEmployeeLookup } from '../api/lookupEmployee';
import type { FormValues } from '../formValues';
import type { StepProps } from './stepProps';

/**
 * "You" (issue 28): two big buttons for who is sending; an employee types the code and reads back the name and
 * masked phone from the code sheet (nothing to retype), a visitor types a code to remember, a name and a phone.
 * A missing name is said on the code field, which is what the employee fixes.
 */
export function YouStep({ values, set, errors }: StepProps) {
  const { t } = useTranslation('shopFloor');
  const isEmployee = values.ideaPresenterType === 'Employee';
  const typed = values.employeeCode.trim();
  const settled = useSettled(isEmployee ? typed : '', TIMINGS.employeeLookupDebounceMs);
  const lookup = useEmployeeLookup(isEmployee && settled ? settled : undefined);
  const match = lookup.data;
  const lookupFailed = isEmployee && !!settled && !!lookup.error;

  useEffect(() => {
    if (!isEmployee || match === undefined || lookup.loading) return;
    set((v) => ({ ...v, employeeName: match?.name ?? '', employeePhone: match?.mobile ?? '' }));
  }, [match, isEmployee, lookup.loading, set]);

  const typing = isEmployee && (typed !== settled || lookup.loading);
  const nameTyped = !isEmployee || lookupFailed;
  const codeError =
    errors.employeeCode ??
    (isEmployee && !typing && match === null && typed ? t('form.notFound') : undefined) ??
    (!nameTyped && errors.employeeName ? t('form.nameFromCode') : undefined);
  const codeHelp = !isEmployee
    ? t('form.visitorCodeHint')
    : typing
      ? t('form.lookingUp')
      : lookupFailed
        ? t('form.lookupUnavailable')
        : t('form.codeHint');

  const choose = (p: FormValues['ideaPresenterType']) =>
    set((v) =>
      v.ideaPresenterType === p ? v : { ...v, ideaPresenterType: p, employeeCode: '', employeeName: '', employeePhone: '' },
    );

  return (
    <section className="sf-card" aria-labelledby="step-you">
      <h2 className="sf-h2" id="step-you">
        <span className="sf-step" aria-hidden="true">
          1
        </span>
        {t('form.steps.you')}
      </h2>
      <ChipGroup
        legend={t('enums:ideaFields.ideaPresenterType')}
        pair
        chips={PRESENTER_TYPES.map((p) => ({ value: p, label: t(`enums:presenterTypes.${p}`) }))}
        value={[values.ideaPresenterType]}
        onChange={([p]) => choose(p)}
        testId="presenter-type"
      />
      <Field
        label={isEmployee ? t('enums:ideaFields.employeeCode') : t('form.visitorCode')}
        required
        help={<span data-testid="employee-code-help">{codeHelp}</span>}
        error={codeError}
        testId="employee-code-field"
      >
        {(a) => (
          <input
            {...a}
            className="sf-input"
            dir="ltr"
            autoComplete="off"
            inputMode={isEmployee ? 'text' : undefined}
            value={values.employeeCode}
            onChange={(e) => set((v) => ({ ...v, employeeCode: e.target.value }))}
            data-testid="employee-code"
          />
        )}
      </Field>
      {isEmployee && match && !typing && (
        <p className="sf-notice" data-testid="employee-found">
          <span>{t('form.foundName')}: </span>
          <strong dir="auto" data-testid="employee-name-found">
            {match.name}
          </strong>
          {match.mobile && (
            <>
              <br />
              <span>{t('form.foundPhone')}: </span>
              <span dir="ltr" data-testid="employee-phone-masked">
                {match.mobile}
              </span>
            </>
          )}
        </p>
      )}
      {nameTyped && (
        <>
          <Field label={t('form.name')} required error={errors.employeeName} testId="employee-name-field">
            {(a) => (
              <input
                {...a}
                className="sf-input"
                dir="auto"
                autoComplete="name"
                value={values.employeeName}
                onChange={(e) => set((v) => ({ ...v, employeeName: e.target.value }))}
                data-testid="employee-name"
              />
            )}
          </Field>
          <Field label={t('form.phone')} error={errors.employeePhone}>
            {(a) => (
              <input
                {...a}
                className="sf-input"
                dir="ltr"
                inputMode="tel"
                autoComplete="tel"
                value={values.employeePhone}
                onChange={(e) => set((v) => ({ ...v, employeePhone: e.target.value }))}
                data-testid="employee-phone"
              />
            )}
          </Field>
        </>
      )}
    </section>
  );
}
