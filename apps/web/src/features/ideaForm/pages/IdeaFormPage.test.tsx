import { catalogs, type FormPlaces, type Language, messageCatalogs } from '@fikra/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/render';
import { loadSubmissionCheck } from '../lazyCheck';
import { IdeaFormPage } from './IdeaFormPage';

// the phone's own storage (IndexedDB) is not in the simulated browser: the form's copies and "my ideas" stand aside
vi.mock('../offline/localFiles', () => ({
  isLocalFile: (id: string) => id.startsWith('local-'),
  forgetCopiesExcept: async () => undefined,
}));
vi.mock('../myIdeas/store', () => ({ myIdeas: { remember: async () => undefined } }));
vi.mock('../offline/outbox', async (actual) => ({
  ...(await actual<typeof import('../offline/outbox')>()),
  forgetUnusedCopies: async () => undefined,
}));

// the simulated browser draws no layout: scrolling to the first error or to the top does nothing
Element.prototype.scrollIntoView ??= () => undefined;
window.scrollTo = () => undefined;

/** Place ids as the server hands them out (UUIDs). */
const ID = {
  co: '00000000-0000-4000-8000-00000000c001',
  plant1: '00000000-0000-4000-8000-0000000000a1',
  plant2: '00000000-0000-4000-8000-0000000000a2',
  hall1: '00000000-0000-4000-8000-0000000000b1',
};
const place = (_id: string, en: string, ar: string, parentIds: string[] = []) => ({ _id, name: { en, ar }, parentIds });
/** Two plants, halls under the first; no AIC, stage or cuts in this plant (those levels are never shown). */
const PLACES: FormPlaces = {
  data: {
    company: [place(ID.co, 'Acme', 'أكمي')],
    factoryBusinessUnit: [
      place(ID.plant1, 'Plant one', 'المصنع الأول', [ID.co]),
      place(ID.plant2, 'Plant two', 'المصنع الثاني', [ID.co]),
    ],
    areaSection: [place(ID.hall1, 'Hall one', 'الصالة الأولى', [ID.plant1])],
    AICMiniBusiness: [],
    department: [],
    stage: [],
    firstCut: [],
    secondCut: [],
  },
} as FormPlaces;
const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

function phoneApi() {
  return fakeApi({
    'GET /v1/idea-crud/places': () => PLACES,
    'GET /v1/employee-sheet/code/E-1001': () => ({ data: { name: 'Mona Hassan', mobile: '010*****678' } }),
    'GET /v1/idea-crud/similar': () => ({ data: [] }),
    'POST /v1/idea-crud': () => ({ _id: UUID, ideaNumber: 1234 }),
  });
}

for (const lang of ['en', 'ar'] as const satisfies Language[]) {
  const sf = catalogs[lang].shopFloor as unknown as {
    form: Record<string, string> & { steps: Record<string, string> };
    sent: Record<string, string>;
  };
  const enums = catalogs[lang].enums as unknown as { ideaFields: Record<string, string>; pqcdsm: Record<string, string> };

  describe(`the shop floor's form, step by step (issue 28, ${lang})`, () => {
    beforeAll(async () => {
      if (lang === 'ar') {
        for (const ns of ['common', 'enums', 'shopFloor'] as const) i18n.addResourceBundle('ar', ns, catalogs.ar[ns]);
        i18n.addResourceBundle('ar', 'messages', messageCatalogs.ar);
      }
      await i18n.changeLanguage(lang);
      // as the public entry does once the form is drawn: "Send" then checks at once
      await loadSubmissionCheck();
    });
    afterAll(() => i18n.changeLanguage('en'));
    beforeEach(() => {
      localStorage.clear();
      window.history.replaceState(null, '', '/auth/form');
    });

    it('shows You, Where, Your idea and Send in that order, and only the place levels the plant uses', async () => {
      phoneApi();
      render(<IdeaFormPage />);
      const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(headings).toEqual([`1${sf.form.steps.you}`, `2${sf.form.steps.where}`, `3${sf.form.steps.idea}`]);
      expect(screen.getByRole('region', { name: sf.form.steps.send }).contains(screen.getByTestId('submit-idea'))).toBe(true);
      // Where: the location of idea first; the specific location waits for it; no AIC, stage or cut anywhere
      const plants = await screen.findByTestId('select-factoryBusinessUnit');
      expect(screen.queryByTestId('select-areaSection')).toBeNull();
      await userEvent.selectOptions(plants, ID.plant1);
      expect(screen.getByLabelText(new RegExp(enums.ideaFields.areaSection))).toBe(screen.getByTestId('select-areaSection'));
      for (const unused of ['AICMiniBusiness', 'stage', 'firstCut', 'secondCut'])
        expect(screen.queryByTestId(`select-${unused}`)).toBeNull();
      // a plant without halls under it asks for none
      await userEvent.selectOptions(plants, ID.plant2);
      expect(screen.queryByTestId('select-areaSection')).toBeNull();
    });

    it('puts each error on the field the person changes, the employee code first, and sends nothing', async () => {
      const requests = phoneApi();
      render(<IdeaFormPage />);
      await screen.findByTestId('select-factoryBusinessUnit');
      await userEvent.click(screen.getByTestId('submit-idea'));

      expect((await screen.findByTestId('form-error')).textContent).toContain(sf.form.fixErrors);
      // no code yet: "required" under the code, the one field that fills the name; the read-only name is not there
      const common = catalogs[lang].common as unknown as { validation: { required: string } };
      expect(screen.getByTestId('employee-code-field-error').textContent).toBe(common.validation.required);
      expect(screen.queryByTestId('employee-name')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('employee-code')));
      expect(screen.getByTestId('employee-code').getAttribute('aria-invalid')).toBe('true');
      // Where and Your idea: each missing field says so under itself, in the page's language
      for (const field of ['place-factoryBusinessUnit', 'idea-text-field', 'idea-desc-field', 'savings-field']) {
        const error = screen.getByTestId(`${field}-error`);
        expect(error.textContent, field).toBeTruthy();
        expect(error.textContent, field).not.toMatch(lang === 'ar' ? /[A-Za-z]{4}/ : /[\u0600-\u06FF]/);
      }
      expect(within(screen.getByTestId('pqcdsm')).getByText(/./, { selector: '.sf-error' })).toBeTruthy();
      // nothing was sent
      expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    });

    it('says a code the sheet does not know, or a name not filled in yet, on the employee code', async () => {
      phoneApi();
      // the code sheet answers only when the test says so: the form is sent while the code is being looked up
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const api = globalThis.fetch;
      vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
        if (input.includes('/employee-sheet/code/')) await gate;
        return api(input, init);
      });
      render(<IdeaFormPage />);
      const user = userEvent.setup();
      await user.type(screen.getByTestId('employee-code'), 'E-9999');
      await user.click(screen.getByTestId('submit-idea'));
      // no name yet: said on the code that fills it, not on a name field the employee cannot type in
      expect(screen.getByTestId('employee-code-field-error').textContent).toBe(sf.form.nameFromCode);
      expect(screen.queryByTestId('employee-name')).toBeNull();
      // the sheet has no such code: said on the code too
      release();
      await waitFor(() => expect(screen.getByTestId('employee-code-field-error').textContent).toBe(sf.form.notFound), {
        timeout: 4000,
      });
      expect(screen.queryByTestId('employee-name')).toBeNull();
    });

    it('moves from You to Where to Your idea to Send, and shows the number, not the id', async () => {
      const requests = phoneApi();
      render(<IdeaFormPage />);
      const user = userEvent.setup();
      // You: the code fills in the name and the masked phone
      await user.type(screen.getByTestId('employee-code'), 'E-1001');
      expect((await screen.findByTestId('employee-name-found', {}, { timeout: 4000 })).textContent).toContain('Mona Hassan');
      expect(screen.getByTestId('employee-phone-masked').textContent).toContain('010*****678');
      // Where
      await user.selectOptions(await screen.findByTestId('select-factoryBusinessUnit'), ID.plant1);
      await user.selectOptions(screen.getByTestId('select-areaSection'), ID.hall1);
      // Your idea
      await user.type(screen.getByTestId('idea-text'), lang === 'ar' ? 'إعادة استخدام مياه الشطف' : 'Reuse the rinse water');
      await user.type(screen.getByTestId('idea-desc'), lang === 'ar' ? 'تجميع آخر شطف في خزان' : 'Collect the last rinse');
      await user.click(within(screen.getByTestId('pqcdsm')).getByLabelText(enums.pqcdsm.Quality));
      expect((screen.getByTestId('savings') as HTMLInputElement).value).toBe('');
      await user.type(screen.getByTestId('savings'), '0');
      // Send
      await user.click(screen.getByTestId('submit-idea'));
      expect((await screen.findByTestId('idea-submitted')).textContent).toContain(sf.sent.title);
      expect(screen.getByTestId('submitted-number').textContent).toContain('1234');
      expect(document.body.textContent).not.toContain(UUID);
      const sent = requests.find((r) => r.method === 'POST' && r.url.pathname === '/v1/idea-crud');
      expect(sent?.body).toMatchObject({
        lang,
        ideaPresenterType: 'Employee',
        employeeCode: 'E-1001',
        employeeName: 'Mona Hassan',
        factoryBusinessUnit: ID.plant1,
        areaSection: ID.hall1,
        effectOnPQCDSM: ['Quality'],
        estimatedAnualSavings: 0,
      });
      expect(sent?.headers['Idempotency-Key']).toMatch(/^idea-[0-9a-f]{32}$/);
    });
  });
}
