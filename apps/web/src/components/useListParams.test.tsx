import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadListMemory, saveListMemory } from './listMemory';
import { useListParams } from './useListParams';

const SORTING = { sorts: ['-createdAt', 'ideaNumber', '-ideaNumber'] as const, default: '-createdAt' as const };

function paramsAt(address: string, userId: string | undefined) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;
  return renderHook(() => useListParams(SORTING, { list: 'ideas', userId }), { wrapper });
}

afterEach(() => localStorage.clear());

describe('what a person chose for a list is remembered per user (issue 26)', () => {
  it('a page size and sort chosen are the defaults next time, for that user only', () => {
    const first = paramsAt('/admin/idea', 'u1');
    expect(first.result.current.paging.limit).toBe(10);
    expect(first.result.current.sort).toBe('-createdAt');
    act(() => first.result.current.update({ limit: 25, sort: 'ideaNumber', page: 1 }));
    first.unmount();

    // a reload: the address names neither, the remembered choice is used
    const again = paramsAt('/admin/idea', 'u1');
    expect(again.result.current.paging).toEqual({ page: 1, limit: 25 });
    expect(again.result.current.sort).toBe('ideaNumber');
    // another person on the same browser starts from the list's defaults
    const other = paramsAt('/admin/idea', 'u2');
    expect(other.result.current.paging.limit).toBe(10);
    expect(other.result.current.sort).toBe('-createdAt');
  });

  it('the address wins over the memory (a shared link opens as sent), and nothing is kept without a user', () => {
    saveListMemory('ideas', 'u1', { limit: 25, sort: 'ideaNumber' });
    const linked = paramsAt('/admin/idea?limit=50&sort=-ideaNumber', 'u1');
    expect(linked.result.current.paging.limit).toBe(50);
    expect(linked.result.current.sort).toBe('-ideaNumber');
    const anonymous = paramsAt('/admin/idea', undefined);
    act(() => anonymous.result.current.update({ limit: 100 }));
    expect(Object.keys(localStorage).filter((k) => k.startsWith('list:'))).toEqual(['list:ideas:u1']);
  });

  it('a memory that is not one of the list’s choices falls back to the defaults; hidden columns keep only names', () => {
    localStorage.setItem('list:ideas:u1', JSON.stringify({ limit: 7, sort: 'DROP TABLE', hidden: ['cost', 3, null] }));
    const odd = paramsAt('/admin/idea', 'u1');
    expect(odd.result.current.paging.limit).toBe(10);
    expect(odd.result.current.sort).toBe('-createdAt');
    expect(loadListMemory('ideas', 'u1').hidden).toEqual(['cost']);
    localStorage.setItem('list:ideas:u1', '{not json');
    expect(loadListMemory('ideas', 'u1')).toEqual({});
    saveListMemory('ideas', 'u1', { hidden: ['roi'] });
    saveListMemory('ideas', 'u1', { limit: 25 });
    expect(loadListMemory('ideas', 'u1')).toEqual({ limit: 25, hidden: ['roi'] });
  });
});
