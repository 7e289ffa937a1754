import { describe, expect, it } from 'vitest';
import { isMaskedMobile, maskMobile } from './employeeSheet.js';
import { PRESENTER_CODE_NEEDED, statusLookupQuery } from './ideaSubmission.js';

describe('maskMobile', () => {
  it('shows only the last three digits of a mobile, and nothing of a short one', () => {
    expect(maskMobile('01012345678')).toBe('********678');
    expect(maskMobile(' +201012345678 ')).toBe('**********678');
    expect(maskMobile('0100')).toBe('****');
    expect(maskMobile('')).toBe('');
    expect(isMaskedMobile(maskMobile('01012345678'))).toBe(true);
    expect(isMaskedMobile('01012345678')).toBe(false);
    expect(isMaskedMobile(undefined)).toBe(false);
  });
});

describe('statusLookupQuery', () => {
  it("needs the presenter's code with an idea number, not with an id or an employee code", () => {
    const byNumber = statusLookupQuery.safeParse({ type: 'idea', code: '42' });
    expect(byNumber.success).toBe(false);
    expect(byNumber.error?.issues).toMatchObject([{ path: ['employeeCode'], message: PRESENTER_CODE_NEEDED }]);
    expect(statusLookupQuery.safeParse({ type: 'idea', code: ' 42 ', employeeCode: 'E-1' }).success).toBe(true);
    expect(statusLookupQuery.safeParse({ type: 'idea', code: '00000000-0000-4000-8000-000000000000' }).success).toBe(true);
    expect(statusLookupQuery.safeParse({ type: 'employee', code: '42' }).success).toBe(true);
  });
});
