import { type ReactNode, useCallback, useState } from 'react';
import { todayIso } from '@/shared/format';
import { HistoryCard, HistoryDialog, type HistoryEntry, type HistoryTexts } from './history-list';

interface HistorySectionProps<T extends HistoryEntry> {
  kind: 'wage' | 'employment';
  entries: readonly T[];
  texts: HistoryTexts;
  canAdd: boolean;
  summary: (entry: T) => ReactNode;
  detail?: (entry: T) => ReactNode;
  /** A warning line under the entry (a wage below the minimum wage), or null. */
  note?: (entry: T) => string | null | undefined;
  /** The edit dialog of one entry (null: a new one). */
  renderEditor: (props: { entry: T | null; open: boolean; onClose: () => void }) => ReactNode;
}

/** A tab's history: card with current/next/future, the history dialog and the edit dialog. */
export function HistorySection<T extends HistoryEntry>({ kind, entries, texts, canAdd, summary, detail, note, renderEditor }: HistorySectionProps<T>) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const [editor, setEditor] = useState<{ entry: T | null } | null>(null);
  const closeEditor = useCallback(() => setEditor(null), []);
  const today = todayIso();
  const view = { entries, today, summary, detail, note, onOpen: (entry: T) => setEditor({ entry }) };
  return (
    <>
      <HistoryCard
        {...view}
        kind={kind}
        texts={texts}
        canAdd={canAdd}
        onAdd={() => setEditor({ entry: null })}
        onShowHistory={() => setHistoryOpen(true)}
      />
      <HistoryDialog
        {...view}
        kind={kind}
        texts={texts}
        canAdd={canAdd}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        onAdd={() => setEditor({ entry: null })}
      />
      {renderEditor({ entry: editor?.entry ?? null, open: editor !== null, onClose: closeEditor })}
    </>
  );
}
