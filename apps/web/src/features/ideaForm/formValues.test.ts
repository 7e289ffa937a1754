import type { FormPlaces } from '@fikra/shared';
import { describe, expect, it } from 'vitest';
import { choosePlace, EMPTY_FORM, shownLevels, toBody } from './formValues';

const place = (_id: string, parentIds: string[] = []) => ({ _id, name: { en: _id, ar: _id }, parentIds });

/** A plant using the location of idea, the specific location and departments; no AIC, stage or cuts. */
const PLACES: FormPlaces['data'] = {
  company: [place('co')],
  factoryBusinessUnit: [place('plant-1', ['co']), place('plant-2', ['co'])],
  areaSection: [place('hall-1', ['plant-1']), place('hall-2', ['plant-1'])],
  AICMiniBusiness: [],
  department: [place('maint', ['plant-1'])],
  stage: [],
  firstCut: [],
  secondCut: [],
};
const fields = (chosen: Parameters<typeof shownLevels>[1]) => shownLevels(PLACES, chosen).map((l) => l.field);

describe("the form's place levels (issue 28): the hidden-levels rule", () => {
  it('asks the location of idea first; the company is never asked', () => {
    expect(fields({})).toEqual(['factoryBusinessUnit']);
  });

  it('shows a level once the level above it is chosen, with only the records under that choice', () => {
    expect(fields({ factoryBusinessUnit: 'plant-1' })).toEqual(['factoryBusinessUnit', 'areaSection', 'department']);
    const halls = shownLevels(PLACES, { factoryBusinessUnit: 'plant-1' }).find((l) => l.field === 'areaSection');
    expect(halls?.options.map((o) => o._id)).toEqual(['hall-1', 'hall-2']);
  });

  it('never shows a level the plant does not use (no records of its kind), even under a choice', () => {
    const shown = fields({ factoryBusinessUnit: 'plant-1', areaSection: 'hall-1', department: 'maint' });
    expect(shown).not.toContain('AICMinibusiness');
    expect(shown).not.toContain('stage');
    expect(shown).not.toContain('firstCut');
    expect(shown).not.toContain('secondCut');
  });

  it('hides a level with nothing under the chosen parent', () => {
    expect(fields({ factoryBusinessUnit: 'plant-2' })).toEqual(['factoryBusinessUnit']);
  });

  it('shows nothing before the places have loaded', () => {
    expect(shownLevels(undefined, {})).toEqual([]);
  });

  it('a new choice clears the levels under it, and only those', () => {
    const chosen = { factoryBusinessUnit: 'plant-1', areaSection: 'hall-1', department: 'maint' };
    expect(choosePlace(chosen, 'factoryBusinessUnit', 'plant-2')).toEqual({ factoryBusinessUnit: 'plant-2' });
    expect(choosePlace(chosen, 'areaSection', 'hall-2')).toEqual({ ...chosen, areaSection: 'hall-2' });
  });
});

describe("the form's estimated savings (issue 28)", () => {
  it('starts empty (no pre-filled 0), and a typed Arabic-Indic figure is sent as a number', () => {
    expect(EMPTY_FORM.savings).toBe('');
    expect(toBody({ ...EMPTY_FORM, savings: '٢٬٥٠٠' }).estimatedAnualSavings).toBe(2500);
    expect(toBody({ ...EMPTY_FORM, savings: '0' }).estimatedAnualSavings).toBe(0);
  });
});
