import type { Dispatch, SetStateAction } from 'react';
import type { FormValues } from '../formValues';

/** What each step of the form gets: the values, their setter and the errors by field name. */
export interface StepProps {
  values: FormValues;
  set: Dispatch<SetStateAction<FormValues>>;
  errors: Partial<Record<string, string>>;
}
