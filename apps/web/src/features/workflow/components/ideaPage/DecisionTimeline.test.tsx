import {
  catalogs,
  type IdeaStatus,
  initialIdeaStatus,
  messageCatalogs,
  type Role,
  STATUS_KEYS,
  type StatusKey,
  type UserOutput,
} from '@fikra/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../test/render';
import type { IdeaWithHistory } from '../../../../api/idea';
import { clearSession, saveSession } from '../../../../lib/session';
import { DecisionTimeline } from './DecisionTimeline';

// the similar-ideas hint asks the server; it has its own tests
vi.mock('../DuplicateHints', () => ({ DuplicateHints: () => null }));

const UNIT = '11111111-1111-4111-8111-111111111111';
const WORDS: Record<'en' | 'ar', Record<'accepted' | 'due' | 'notReached' | 'change' | 'by' | 'choose', string>> = {
  en: {
    accepted: 'Accepted',
    due: 'Due',
    notReached: 'Not reached yet',
    change: 'Change',
    by: 'Decided by',
    choose: 'Choose a decision to save it',
  },
  ar: {
    accepted: 'مقبول',
    due: 'مستحقة',
    notReached: 'لم تصل إليها بعد',
    change: 'تغيير',
    by: 'قرّر',
    choose: '',
  },
};

beforeAll(() => {
  for (const [ns, resources] of Object.entries(catalogs.ar)) i18n.addResourceBundle('ar', ns, resources);
  i18n.addResourceBundle('ar', 'messages', messageCatalogs.ar);
  WORDS.ar.by = i18n.getFixedT('ar', 'ideaPage')('summary.by');
  WORDS.ar.choose = i18n.getFixedT('ar', 'ideaPage')('save.chooseDecision');
});
afterEach(() => clearSession());
afterAll(() => i18n.changeLanguage('en'));

function signIn(role: Role) {
  const user = { _id: 'u1', username: 'Decider', email: 'd@plant.example', userType: role };
  saveSession('token', { ...user, factoryBusinessUnit: { _id: UNIT, name: { en: 'Plant', ar: 'المصنع' } } } as UserOutput);
}

const decided = (status: IdeaStatus, key: Exclude<StatusKey, 'replicated'>, by: string) => {
  Object.assign(status[key], { value: true, accepted: true, date: '2026-11-02T09:00:00.000Z' });
  if (key === 'evaluated') status.evaluated.evaluatedBy = by;
};

function ideaWith(status: IdeaStatus): IdeaWithHistory {
  return {
    _id: 'idea-1',
    ideaNumber: 12,
    version: 3,
    status,
    history: [],
    factoryBusinessUnit: { _id: UNIT, name: { en: 'Plant', ar: 'المصنع' } },
    duplicateOf: null,
  } as unknown as IdeaWithHistory;
}

function renderTimeline(status: IdeaStatus) {
  renderWithProviders(
    <MemoryRouter>
      <DecisionTimeline idea={ideaWith(status)} />
    </MemoryRouter>,
  );
  const item = (key: StatusKey) => document.querySelector<HTMLElement>(`[data-stage-item="${key}"]`)!;
  return { item, states: () => STATUS_KEYS.map((key) => item(key).dataset.state) };
}

describe.each(['en', 'ar'] as const)('the decision timeline of the idea page (%s)', (lang) => {
  const w = WORDS[lang];
  beforeAll(() => i18n.changeLanguage(lang));

  it('a decided stage is a read-only summary, the due stage the one open form with nothing chosen, later ones closed', async () => {
    signIn('ADMIN');
    const status = initialIdeaStatus();
    decided(status, 'evaluated', 'Mona Adel');
    const { item, states } = renderTimeline(status);
    expect(states()).toEqual(['decided', 'open', 'waiting', 'waiting', 'waiting']);

    // evaluation: its decision, who decided, no form and nothing to change (an accepted stage is locked)
    const evaluation = within(item('evaluated'));
    expect(evaluation.getByText(w.accepted, { selector: '.ant-tag' })).toBeTruthy();
    expect(evaluation.getByText(w.by)).toBeTruthy();
    expect(evaluation.getByText('Mona Adel')).toBeTruthy();
    expect(item('evaluated').querySelectorAll('input, textarea, .ant-select')).toHaveLength(0);
    expect(evaluation.queryByRole('button', { name: w.change })).toBeNull();

    // approval: due, its form open, no decision preselected, and the save waits for one
    const approval = within(item('approved'));
    expect(approval.getByText(w.due, { selector: '.ant-tag' })).toBeTruthy();
    const choices = approval.getAllByRole('radio');
    expect(choices).toHaveLength(3);
    expect(choices.filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
    expect(screen.getByTestId('pending-changes').textContent).toBe(w.choose);
    expect((screen.getByTestId('submit-status') as HTMLButtonElement).disabled).toBe(true);

    // implementation, reward, replication: not reached yet, nothing to fill in
    for (const key of ['implemented', 'rewarded', 'replicated'] as const) {
      expect(within(item(key)).getByText(w.notReached, { selector: '.ant-tag' })).toBeTruthy();
      expect(item(key).querySelectorAll('input, textarea, .ant-select, button')).toHaveLength(0);
    }

    // choosing Accepted opens the next stage at once (several stages in one save) and enables the save
    await userEvent.click(approval.getByRole('radio', { name: w.accepted }).closest('label')!);
    expect(states()).toEqual(['decided', 'open', 'open', 'waiting', 'waiting']);
    expect((screen.getByTestId('submit-status') as HTMLButtonElement).disabled).toBe(false);
  });

  it('a replication already saved shows its summary with "Change", which opens its form', async () => {
    signIn('ADMIN');
    const status = initialIdeaStatus();
    for (const key of ['evaluated', 'approved', 'implemented', 'rewarded'] as const) decided(status, key, 'Mona Adel');
    status.replicated = { value: true, date: '2026-11-20T09:00:00.000Z', type: 'Partially Replicated' };
    const { item, states } = renderTimeline(status);
    expect(states()).toEqual(['decided', 'decided', 'decided', 'decided', 'summary']);
    for (const key of ['evaluated', 'approved', 'implemented', 'rewarded'] as const) {
      expect(within(item(key)).queryByRole('button', { name: w.change })).toBeNull();
    }
    await userEvent.click(within(item('replicated')).getByRole('button', { name: w.change }));
    expect(states()).toEqual(['decided', 'decided', 'decided', 'decided', 'open']);
  });

  it('a role that does not decide the due stage sees it waiting for someone else, with no form and no save', () => {
    signIn('USER');
    const { item } = renderTimeline(initialIdeaStatus());
    expect(item('evaluated').dataset.state).toBe('open');
    expect(item('evaluated').querySelectorAll('input, textarea, .ant-select')).toHaveLength(0);
    expect(within(item('evaluated')).getByText(i18n.t('ideaPage:timeline.notYours'))).toBeTruthy();
    expect(screen.queryByTestId('submit-status')).toBeNull();
  });
});
