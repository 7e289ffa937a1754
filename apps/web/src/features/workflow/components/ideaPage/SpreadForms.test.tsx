import { catalogs } from '@fikra/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../../../test/render';
import type { IdeaWithHistory } from '../../../../api/idea';
import { ProposeModal } from './SpreadForms';

const name = (en: string, ar: string) => ({ en, ar });
const units = [
  { _id: 'cairo', name: name('Cairo works', 'مصنع القاهرة'), parentIds: ['delta'] },
  { _id: 'alex', name: name('Alexandria works', 'مصنع الإسكندرية'), parentIds: ['delta'] },
  { _id: 'suez', name: name('Suez works', 'مصنع السويس'), parentIds: ['delta'] },
  { _id: 'aswan', name: name('Aswan works', 'مصنع أسوان'), parentIds: ['delta'] },
];
const places: Record<string, { _id: string; name: { en: string; ar: string }; parentIds: string[] }[]> = {
  alex: [
    { _id: 'alex-line-2', name: name('Alexandria line 2', 'خط الإسكندرية 2'), parentIds: ['alex'] },
    { _id: 'alex-store', name: name('Alexandria store', 'مخزن الإسكندرية'), parentIds: ['alex'] },
  ],
  suez: [{ _id: 'suez-line-1', name: name('Suez line 1', 'خط السويس 1'), parentIds: ['suez'] }],
};
const idea = { _id: 'idea-1', version: 3, factoryBusinessUnit: { _id: 'cairo', name: units[0].name } } as IdeaWithHistory;

const user = userEvent.setup({ pointerEventsCheck: 0 });
/** The open list of a select (antd draws it apart from the select; its a11y list names the select). */
async function listOf(combobox: HTMLElement) {
  return waitFor(() => {
    const list = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    const dropdown = list?.closest('.ant-select-dropdown');
    expect(dropdown).toBeTruthy();
    return dropdown as HTMLElement;
  });
}
const optionTexts = (dropdown: HTMLElement) =>
  [...dropdown.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
/** Opens the select, (checks what it offers,) clicks the option and closes the list. */
async function choose(combobox: HTMLElement, option: string, offered?: string[]) {
  await user.click(combobox);
  const dropdown = await listOf(combobox);
  await waitFor(() => expect(optionTexts(dropdown)).toContain(option));
  if (offered) expect(optionTexts(dropdown)).toEqual(offered);
  await user.click(within(dropdown).getByText(option));
  await user.keyboard('{Escape}');
}
/** Opens the select and checks what it offers. */
async function offers(combobox: HTMLElement, offered: string[]) {
  await user.click(combobox);
  const dropdown = await listOf(combobox);
  await waitFor(() => expect(optionTexts(dropdown)).toEqual(offered));
}

function api() {
  return fakeApi({
    'GET /v1/factory-businessUnit/names': () => ({ data: units }),
    'GET /v1/area-section/names': (r) => ({ data: places[r.url.searchParams.get('parentId') ?? ''] ?? [] }),
    'POST /v1/idea-crud/:id/replications': (r) => ({
      data: (r.body as { targets: unknown[] }).targets.map((_, n) => ({ _id: `r${n}`, ideaNumber: 100 + n })),
    }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('ProposeModal: units, and a specific location in each', () => {
  it("offers every unit but the idea's own and those already proposed; each chosen unit offers its own locations", async () => {
    const requests = api();
    const onClose = vi.fn();
    renderWithProviders(<ProposeModal idea={idea} taken={['aswan']} open onClose={onClose} />);
    const unitsBox = screen.getByRole('combobox', { name: 'Units' });
    // no location is asked before a unit is chosen
    expect(screen.queryByTestId('spread-places')).toBeNull();
    await choose(unitsBox, 'Alexandria works', ['Alexandria works', 'Suez works']);
    await choose(unitsBox, 'Suez works');
    expect(within(screen.getByTestId('spread-places')).getByText('Specific location in each unit (optional)')).toBeTruthy();
    const alexPlace = screen.getByRole('combobox', { name: 'Specific location in Alexandria works' });
    const suezPlace = screen.getByRole('combobox', { name: 'Specific location in Suez works' });
    await choose(alexPlace, 'Alexandria line 2', ['Alexandria line 2', 'Alexandria store']);
    await offers(suezPlace, ['Suez line 1']);
    await user.keyboard('{Escape}');
    // Suez is left as the whole unit
    await user.type(screen.getByLabelText('Note'), 'Same capper');
    await user.click(screen.getByTestId('spread-propose-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url.pathname).toBe('/v1/idea-crud/idea-1/replications');
    expect(post.body).toEqual({
      targets: [{ factoryBusinessUnit: 'alex', areaSection: 'alex-line-2' }, { factoryBusinessUnit: 'suez' }],
      note: 'Same capper',
    });
    // each unit's locations are asked of the server under that unit
    const asked = requests.filter((r) => r.url.pathname === '/v1/area-section/names').map((r) => r.url.search);
    expect(new Set(asked)).toEqual(new Set(['?parentId=alex', '?parentId=suez']));
  });

  it("a unit taken off the list takes its location with it: it is not sent with another unit's", async () => {
    const requests = api();
    renderWithProviders(<ProposeModal idea={idea} taken={[]} open onClose={() => {}} />);
    const unitsBox = screen.getByRole('combobox', { name: 'Units' });
    await choose(unitsBox, 'Alexandria works');
    await choose(screen.getByRole('combobox', { name: 'Specific location in Alexandria works' }), 'Alexandria store');
    await choose(unitsBox, 'Aswan works');
    // Alexandria chosen again in the list is taken off it
    await choose(unitsBox, 'Alexandria works');
    expect(screen.queryByRole('combobox', { name: 'Specific location in Alexandria works' })).toBeNull();
    await user.click(screen.getByTestId('spread-propose-submit'));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ targets: [{ factoryBusinessUnit: 'aswan' }] });
  });

  describe('in Arabic', () => {
    beforeAll(async () => {
      i18n.addResourceBundle('ar', 'spread', catalogs.ar.spread);
      i18n.addResourceBundle('ar', 'common', catalogs.ar.common);
      await i18n.changeLanguage('ar');
    });
    afterAll(() => i18n.changeLanguage('en'));

    it('names the units and their locations in Arabic', async () => {
      api();
      renderWithProviders(<ProposeModal idea={idea} taken={[]} open onClose={() => {}} />);
      const unitsBox = screen.getByRole('combobox', { name: catalogs.ar.spread.units });
      await choose(unitsBox, 'مصنع الإسكندرية');
      expect(screen.getByText(catalogs.ar.spread.places)).toBeTruthy();
      const place = screen.getByRole('combobox', { name: 'المكان المحدد في مصنع الإسكندرية' });
      await offers(place, ['خط الإسكندرية 2', 'مخزن الإسكندرية']);
    });
  });
});
