import { describe, expect, it } from 'vitest';
import { keepUnderParents } from './placeLevels';

const name = (_id: string, parentIds: string[] = []) => ({ _id, name: { en: _id, ar: _id }, parentIds });
const names = {
  factoryBusinessUnit: [name('cairo'), name('suez')],
  areaSection: [name('cairo-packing', ['cairo']), name('suez-boilers', ['suez'])],
  department: [name('cairo-maintenance', ['cairo']), name('suez-quality', ['suez'])],
  stage: [name('cairo-inspection', ['cairo-maintenance']), name('suez-audit', ['suez-quality'])],
};

describe('the place filters keep each level under the levels chosen above it', () => {
  it('drops what is under none of the newly chosen parents, down the whole chain', () => {
    const places = {
      factoryBusinessUnit: ['suez'],
      areaSection: ['cairo-packing', 'suez-boilers'],
      department: ['cairo-maintenance'],
      stage: ['cairo-inspection'],
    };
    expect(keepUnderParents(places, 'factoryBusinessUnit', names)).toEqual({
      factoryBusinessUnit: ['suez'],
      areaSection: ['suez-boilers'],
      department: [],
      stage: [],
    });
  });

  it('keeps every choice when the level above has nothing chosen, or its list is not loaded yet', () => {
    const places = { factoryBusinessUnit: [], areaSection: ['cairo-packing'], department: ['suez-quality'] };
    expect(keepUnderParents(places, 'factoryBusinessUnit', names)).toEqual(places);
    expect(keepUnderParents({ department: ['suez-quality'], stage: ['cairo-inspection'] }, 'department', {})).toEqual({
      department: ['suez-quality'],
      stage: ['cairo-inspection'],
    });
  });

  it('leaves the levels above and beside the changed one alone', () => {
    const places = {
      factoryBusinessUnit: ['cairo'],
      areaSection: ['suez-boilers'],
      department: ['cairo-maintenance'],
      stage: ['suez-audit'],
    };
    expect(keepUnderParents(places, 'department', names)).toEqual({ ...places, stage: [] });
  });
});
