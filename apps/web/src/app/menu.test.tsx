import { describe, expect, it } from 'vitest';
import { groupInUse, MENU } from './menu';

const group = (key: string) => MENU.find((g) => g.key === key)!;
const labels = (key: string) => group(key).entries.map((e) => e.labelKey);

describe('the menu and the optional records module', () => {
  it('lists a person’s notifications under Notifications, outside the records group the module hides', () => {
    expect(labels('notifications')).toContain('records:kinds.notification.plural');
    expect(labels('records')).not.toContain('records:kinds.notification.plural');
    expect(labels('records')).toContain('records:kinds.country.plural');
  });

  it('hides the records group while the module is off, never the Notifications group', () => {
    expect(groupInUse(group('records'), { recordsEnabled: false })).toBe(false);
    expect(groupInUse(group('records'), { recordsEnabled: true })).toBe(true);
    expect(groupInUse(group('notifications'), { recordsEnabled: false })).toBe(true);
  });
});
