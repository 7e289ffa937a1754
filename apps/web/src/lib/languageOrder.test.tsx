import { describe, expect, it } from 'vitest';
import { browserLanguage, nameLanguages } from './i18n';

describe('Arabic first (issue 30)', () => {
  it('orders the two halves of a name by the language the user reads', () => {
    expect(nameLanguages('ar')).toEqual(['ar', 'en']);
    expect(nameLanguages('en')).toEqual(['en', 'ar']);
  });

  it("registration's preferred language is the browser's, Arabic when it is neither of ours", () => {
    expect(browserLanguage(['en-GB', 'ar'])).toBe('en');
    expect(browserLanguage(['ar-EG'])).toBe('ar');
    expect(browserLanguage(['fr-FR', 'en-US'])).toBe('en');
    expect(browserLanguage(['de-DE'])).toBe('ar');
    expect(browserLanguage([])).toBe('ar');
  });
});
