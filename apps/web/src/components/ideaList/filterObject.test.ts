import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FILTER_STORAGE_KEY,
  isNewIdeasOnly,
  loadFilterObject,
  saveFilterObject,
  toFilterBody,
  toFilterForm,
  withNewIdeasOnly,
} from './filterObject';

const F1 = '0b9c2a4e-6f1d-4c38-9d55-2f7e1a3b4c5d';
const A1 = '7d1e0c2b-3a4f-4e5d-8c6b-9a0f1e2d3c4b';
const D1 = '3c2b1a0f-9e8d-4c7b-a6f5-e4d3c2b1a0f9';

describe('the ideas list filter body (DESIGN §4)', () => {
  it('uses exactly the spec keys, drops empty in-lists and spans whole days', () => {
    const body = toFilterBody(
      {
        stages: ['approved', 'replicated'],
        replicationTypes: ['Fully Replicated'],
        places: { factoryBusinessUnit: [F1], areaSection: [], department: [D1] },
        dates: [dayjs('2026-03-01T15:00:00'), dayjs('2026-03-31T09:00:00')],
      },
      false,
    );
    expect(body).toEqual({
      'factoryBusinessUnit._id': { in: [F1] },
      'department._id': { in: [D1] },
      'status.approved.value': true,
      'status.replicated.value': true,
      'status.replicated.type': 'Fully Replicated',
      createdAt: { gte: dayjs('2026-03-01').startOf('day').toISOString(), lte: dayjs('2026-03-31').endOf('day').toISOString() },
    });
    expect(toFilterBody({ stages: [], replicationTypes: [], places: {}, dates: null }, false)).toEqual({});
  });

  it('sends several replication types as an in-list and reads them back (issue 30)', () => {
    const types = ['Fully Replicated', 'Partially Replicated'] as const;
    const body = toFilterBody({ stages: [], replicationTypes: [...types], places: {}, dates: null }, false);
    expect(body).toEqual({ 'status.replicated.type': { in: types } });
    expect(toFilterForm(body).replicationTypes).toEqual(types);
  });

  it('round-trips through the panel values, and the new-ideas toggle wins over a chosen evaluated stage', () => {
    const body = toFilterBody(
      { stages: ['implemented'], replicationTypes: [], places: { factoryBusinessUnit: [F1], areaSection: [A1] }, dates: null },
      true,
    );
    expect(body['status.evaluated.value']).toBe(false);
    expect(isNewIdeasOnly(body)).toBe(true);
    expect(toFilterForm(body)).toEqual({
      stages: ['implemented'],
      replicationTypes: [],
      places: { factoryBusinessUnit: [F1], areaSection: [A1] },
      dates: null,
    });
    expect(withNewIdeasOnly({ 'status.evaluated.value': true }, true)).toEqual({ 'status.evaluated.value': false });
    expect(withNewIdeasOnly(body, false)).toEqual({
      'factoryBusinessUnit._id': { in: [F1] },
      'areaSection._id': { in: [A1] },
      'status.implemented.value': true,
    });
  });
});

describe('filterObject in localStorage', () => {
  const store = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  } as Storage;
  afterEach(() => store.clear());

  it('saves under the spec key, restores it, and forgets an empty filter', () => {
    saveFilterObject({ 'status.rewarded.value': true });
    expect(JSON.parse(store.get(FILTER_STORAGE_KEY)!)).toEqual({ 'status.rewarded.value': true });
    expect(loadFilterObject()).toEqual({ 'status.rewarded.value': true });
    saveFilterObject({});
    expect(store.has(FILTER_STORAGE_KEY)).toBe(false);
  });

  it('treats a damaged or outdated saved filter as no filter', () => {
    store.set(FILTER_STORAGE_KEY, '{not json');
    expect(loadFilterObject()).toEqual({});
    store.set(FILTER_STORAGE_KEY, JSON.stringify({ 'status.unknown.value': true }));
    expect(loadFilterObject()).toEqual({});
  });
});
