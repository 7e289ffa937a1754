import type { ReactNode } from 'react';

/** A label and its value, as one line of a printed fact grid ('—' when there is nothing to say). */
export function PrintedFact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'bank-fact bank-fact-wide' : 'bank-fact'}>
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}
