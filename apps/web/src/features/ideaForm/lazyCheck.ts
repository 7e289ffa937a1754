/**
 * The submission's check (zod) apart from the form's first paint (issue 28): the public entry starts loading it
 * once the form is drawn; "Send" uses it at once when it is there (it nearly always is) and waits for it when not.
 */
type Check = typeof import('./submissionCheck');
let loaded: Check | undefined;

export function loadSubmissionCheck(): Promise<Check> {
  return import('./submissionCheck').then((m) => {
    loaded = m;
    return m;
  });
}

/** The check if it has arrived. */
export function submissionCheck(): Check | undefined {
  return loaded;
}
