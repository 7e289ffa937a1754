/**
 * The submission's check (shared `ideaSubmissionBody`, zod), loaded apart from the form's first paint: the public
 * entry starts loading it once the form is drawn, and the form awaits it when "Send" is pressed (issue 28).
 */
export { ideaSubmissionBody } from '@fikra/shared';
