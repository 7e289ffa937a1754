import { describe, expect, it } from 'vitest';
import { reasonLabel } from './StatusBadges';

const catalog: Record<string, string> = {
  'enums:rejectionReasons.Other': 'أخرى',
  'enums:declineReasons.Already done': 'منفذة من قبل',
  'enums:declineReasons.Not applicable': 'غير قابلة للتطبيق',
};
const t = (key: string) => catalog[key] ?? key;

describe('reasonLabel', () => {
  it('translates a rejection reason of the list, and leaves free text as written', () => {
    expect(reasonLabel(t, 'Other')).toBe('أخرى');
    expect(reasonLabel(t, 'الخط متوقف للصيانة')).toBe('الخط متوقف للصيانة');
    expect(reasonLabel(t, 'Already done before the audit')).toBe('Already done before the audit');
  });

  it("translates a replication decline's reason and keeps the unit's note (no English code in an Arabic reason)", () => {
    expect(reasonLabel(t, 'Already done: نفذنا نفس التعديل العام الماضي.')).toBe('منفذة من قبل: نفذنا نفس التعديل العام الماضي.');
    expect(reasonLabel(t, 'Not applicable')).toBe('غير قابلة للتطبيق');
  });
});
