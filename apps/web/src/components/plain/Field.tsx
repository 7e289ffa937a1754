import { type ReactElement, type ReactNode, useId } from 'react';

/**
 * One labelled field of the shop-floor pages (no component library there): the control gets the id, and is
 * described by its help and error texts, so a screen reader reads what is wrong where it is fixed.
 */
export function Field({
  label,
  required,
  help,
  error,
  testId,
  children,
}: {
  label: ReactNode;
  required?: boolean;
  help?: ReactNode;
  error?: string;
  testId?: string;
  children: (props: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean;
    'aria-required'?: boolean;
  }) => ReactElement;
}) {
  const id = useId();
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`sf-field${error ? ' sf-invalid' : ''}`} data-testid={testId}>
      <label className="sf-label" htmlFor={id}>
        {label}
        {required && (
          <span className="sf-req" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
      })}
      {error && (
        <p className="sf-error" id={errorId} data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      )}
      {help && (
        <p className="sf-help" id={helpId}>
          {help}
        </p>
      )}
    </div>
  );
}
