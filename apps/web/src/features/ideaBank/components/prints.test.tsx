import { catalogs, type IdeaOutput } from '@fikra/shared';
import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { CompanyHeader } from './CompanyHeader';
import { Journal } from './Journal';
import { PrintedOplTable } from './PrintedOplTable';
import { isolate } from './printFormat';

const idea = (logo: string | null) =>
  ({
    ideaNumber: 42,
    createdAt: '2026-03-01T10:00:00.000Z',
    company: { _id: 'c1', name: { en: 'Acme Foods', ar: 'أكمي للأغذية' }, logo },
  }) as unknown as IdeaOutput;

const rows = [
  { id: 1, kpi: 'Quality', period: 'Monthly', before: 10, after: 4, saving: 6, note: '' },
  { id: 2, kpi: 'Scrap per shift', period: 'Daily', before: 3, after: 1, saving: 2, note: '' },
] as never;

describe('the printed reports (issue 30)', () => {
  it('a company without a logo gets a small placeholder, not the logo box, and its name in the header', () => {
    renderWithProviders(<CompanyHeader idea={idea(null)} title="Knowledge report" />);
    expect(screen.getByTestId('print-logo-placeholder').className).toBe('bank-logo-none');
    expect(document.querySelector('.bank-logo')).toBeNull();
    expect(screen.getByTestId('print-company-header').textContent).toContain('Acme Foods');
  });

  it("a company's logo is printed once, in the logo box", () => {
    renderWithProviders(<CompanyHeader idea={idea('f9')} title="Knowledge report" />);
    expect(document.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: /Acme Foods/ }).getAttribute('src')).toBe('/v1/file/f9');
  });

  it('sets an English code apart inside Arabic, so its brackets stay put', () => {
    expect(isolate('E-1001')).toBe('\u2068E-1001\u2069');
  });

  describe('in Arabic', () => {
    beforeAll(async () => {
      i18n.addResourceBundle('ar', 'ideaBank', catalogs.ar.ideaBank);
      i18n.addResourceBundle('ar', 'enums', catalogs.ar.enums);
      await i18n.changeLanguage('ar');
    });
    afterAll(() => i18n.changeLanguage('en'));

    it('titles the journal in Arabic, and keeps an English idea in its own direction (its full stop at its end)', () => {
      const english = {
        ...idea(null),
        ideaText: 'Interlocked guard on the carton erector',
        ideaDesc: 'Operators reach into the erector to clear jams. A guard stops it.',
        effectOnPQCDSM: [],
        operatorImg: [],
        opl: null,
        status: {
          implemented: { before: [], after: [], PQCDSM_Impact: [], oplDescription: [], savings: 0, cost: 0, roi: 0 },
          approved: { estimatedSavings: { amount: 0, type: 'Hard Saving' } },
          evaluated: { questions: { responsiblePerson: [] } },
        },
      } as unknown as IdeaOutput;
      renderWithProviders(<Journal idea={english} />);
      expect(screen.getByTestId('print-company-header').textContent).toContain('تقرير تنفيذ فكرة كايزن');
      expect(screen.getByText('Interlocked guard on the carton erector').getAttribute('dir')).toBe('auto');
      expect(screen.getByText(/A guard stops it\./).getAttribute('dir')).toBe('auto');
    });

    it("prints the OPL KPI names in the report's language, a KPI typed by hand as typed", () => {
      renderWithProviders(<PrintedOplTable rows={rows} />);
      const cells = [...document.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent);
      expect(cells).toEqual([catalogs.ar.enums.pqcdsm.Quality, 'Scrap per shift']);
    });
  });
});
