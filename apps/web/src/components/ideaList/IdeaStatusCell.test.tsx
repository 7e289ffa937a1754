import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IdeaStatusCell } from './IdeaStatusCell';
import { openOnRowClick } from './rowClick';

describe('the ideas tables’ one status cell (issue 26)', () => {
  it('says where a new idea is: evaluation, waiting for a decision', () => {
    render(<IdeaStatusCell decisions={['pending', 'pending', 'pending', 'pending']} replicationStatus="Not Replicated" />);
    const cell = screen.getByTestId('status-cell');
    expect(cell.textContent).toBe('Evaluation — waiting for a decision');
    expect(cell.dataset.state).toBe('waiting');
    expect(screen.getAllByTestId('status-cell')).toHaveLength(1);
  });

  it('names the first stage not accepted and its state, with one label only', () => {
    render(
      <IdeaStatusCell
        decisions={['accepted', 'hold', 'pending', 'pending']}
        reasons={{ approved: 'Waiting for the budget' }}
        replicationStatus="Not Replicated"
      />,
    );
    const cell = screen.getByTestId('status-cell');
    expect(cell.textContent).toBe('Approval — on hold');
    expect(cell.dataset.stage).toBe('approved');
  });

  it('a rejected idea and a finished one', () => {
    const { unmount } = render(
      <IdeaStatusCell decisions={['accepted', 'accepted', 'rejected', 'pending']} replicationStatus="Not Replicated" />,
    );
    expect(screen.getByTestId('status-cell').textContent).toBe('Implementation — rejected');
    unmount();
    render(<IdeaStatusCell decisions={['accepted', 'accepted', 'accepted', 'accepted']} replicationStatus="Fully Replicated" />);
    expect(screen.getByTestId('status-cell').textContent).toBe('Done — every stage accepted');
  });

  it('lists the five stages and a reason in its tooltip, and reads them out to a screen reader', async () => {
    render(
      <IdeaStatusCell
        decisions={['accepted', 'rejected', 'pending', 'pending']}
        reasons={{ approved: 'High cost' }}
        replicationStatus="Not Replicated"
      />,
    );
    const cell = screen.getByTestId('status-cell');
    expect(cell.getAttribute('aria-label')).toContain('Approved: Rejected — High cost');
    await userEvent.hover(cell);
    const stages = await screen.findByTestId('status-cell-stages');
    const lines = [...stages.querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toEqual([
      'Evaluated: Accepted',
      'Approved: Rejected — High cost',
      'Implemented: Pending',
      'Rewarded: Pending',
      'Replicated: Not Replicated',
    ]);
  });
});

describe('a click on a table row opens the idea', () => {
  const click = (target: HTMLElement) => {
    const open = vi.fn();
    openOnRowClick(open)({ target } as never);
    return open;
  };

  it('opens on a plain cell', () => {
    const td = document.createElement('td');
    expect(click(td)).toHaveBeenCalledOnce();
  });

  it('leaves links, buttons, menus, thumbnails and the selection box to themselves', () => {
    for (const html of [
      '<a href="/x"><span>t</span></a>',
      '<button><span>t</span></button>',
      '<div class="ant-image"><img></div>',
      '<table><tbody><tr><td class="ant-table-selection-column"><span>t</span></td></tr></tbody></table>',
    ]) {
      const host = document.createElement('div');
      host.innerHTML = html;
      const inner = host.querySelector('span, img') as HTMLElement;
      expect(click(inner)).not.toHaveBeenCalled();
    }
  });
});
