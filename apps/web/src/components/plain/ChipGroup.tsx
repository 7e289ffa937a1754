import { type ReactNode, useId, useState } from 'react';

export interface Chip<V extends string> {
  value: V;
  label: string;
  /** one line in plain words, shown under the chips for the chip last touched */
  explain?: string;
}

/**
 * Labelled choices drawn as chips (or as two big buttons, `pair`), built on native radio buttons (one choice) or
 * checkboxes (`multiple`), so keyboards and screen readers get the browser's own behaviour. The one-line
 * explanation of the chip last touched (or of the first chosen) reads under them: "5S" is never left unexplained.
 */
export function ChipGroup<V extends string>({
  legend,
  required,
  hint,
  error,
  chips,
  value,
  onChange,
  multiple = false,
  pair = false,
  testId,
}: {
  legend: ReactNode;
  required?: boolean;
  hint?: string;
  error?: string;
  chips: Chip<V>[];
  value: V[];
  onChange: (value: V[]) => void;
  multiple?: boolean;
  /** two big buttons side by side (presenter type) */
  pair?: boolean;
  testId?: string;
}) {
  const id = useId();
  const [touched, setTouched] = useState<V | undefined>(undefined);
  const shown = chips.find((c) => c.value === (touched ?? value[0]));
  const explains = chips.some((c) => c.explain);
  const toggle = (v: V) => {
    setTouched(v);
    if (!multiple) onChange([v]);
    else onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  };
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : '', explains && shown?.explain ? `${id}-explain` : '']
    .join(' ')
    .trim();
  return (
    <fieldset
      className={`sf-field sf-fieldset${error ? ' sf-invalid' : ''}`}
      aria-describedby={describedBy || undefined}
      data-testid={testId}
    >
      <legend className={pair ? 'sf-visually-hidden' : 'sf-label'}>
        {legend}
        {required && (
          <span className="sf-req" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      {hint && (
        <p className="sf-help sf-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div className={pair ? 'sf-pair' : 'sf-chips'}>
        {chips.map((c) => (
          <label key={c.value} className={pair ? 'sf-button sf-big sf-choice' : 'sf-chip'} data-value={c.value}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              className="sf-visually-hidden"
              value={c.value}
              checked={value.includes(c.value)}
              onChange={() => toggle(c.value)}
            />
            {c.label}
          </label>
        ))}
      </div>
      {error && (
        <p className="sf-error" id={`${id}-error`} data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      )}
      {explains && shown?.explain && (
        <p className="sf-help" id={`${id}-explain`} aria-live="polite" data-testid={testId ? `${testId}-explain` : undefined}>
          {`${shown.label}: ${shown.explain}`}
        </p>
      )}
    </fieldset>
  );
}
