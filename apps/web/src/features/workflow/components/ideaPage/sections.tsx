import type { ReactNode } from 'react';
import type { IdeaWithHistory } from '../../../../api/idea';
import { HistoryTimeline } from '../HistoryTimeline';
import { DecisionTimeline } from './DecisionTimeline';
import { IdeaDetailsSection } from './IdeaDetailsSection';
import { IdeaMediaSection } from './IdeaMediaSection';
import { OplSection } from './OplSection';
import { ScoreSection } from './ScoreSection';
import { SpreadSection } from './SpreadSection';

/** The part of the idea page a deep link opens (the spec's editIdeaFields, editOPLtable and addScore). */
export type IdeaPageFocus = 'fields' | 'opl' | 'score';

export interface IdeaSectionProps {
  idea: IdeaWithHistory;
  focus?: IdeaPageFocus;
  /** a decision was saved (the page then offers the next idea of the queue) */
  onDecided: () => void;
}

export interface IdeaPageSection {
  key: string;
  /** main: the wide column; side: beside it on a wide screen, below it on a narrow one */
  column: 'main' | 'side';
  render: (props: IdeaSectionProps) => ReactNode;
}

/**
 * The sections of the idea page, in order (issue 26). A feature of the idea (replication, comments…) adds its
 * section here: one entry, and the page lays it out.
 */
export const IDEA_PAGE_SECTIONS: IdeaPageSection[] = [
  { key: 'media', column: 'main', render: ({ idea }) => <IdeaMediaSection idea={idea} /> },
  {
    key: 'fields',
    column: 'main',
    render: ({ idea, focus }) => <IdeaDetailsSection idea={idea} startEditing={focus === 'fields'} />,
  },
  {
    key: 'decisions',
    column: 'main',
    // a save starts the timeline afresh from the saved idea
    render: ({ idea, onDecided }) => <DecisionTimeline key={idea.version} idea={idea} onSaved={onDecided} />,
  },
  { key: 'opl', column: 'main', render: ({ idea }) => <OplSection key={idea.opl?.savedAt ?? 'new'} idea={idea} /> },
  { key: 'spread', column: 'main', render: ({ idea }) => <SpreadSection idea={idea} /> },
  { key: 'score', column: 'side', render: ({ idea, focus }) => <ScoreSection idea={idea} startAdding={focus === 'score'} /> },
  { key: 'history', column: 'side', render: ({ idea }) => <HistoryTimeline entries={idea.history} /> },
];
