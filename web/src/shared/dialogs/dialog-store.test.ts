import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAllDialogs, confirmDialog, openLoading, registerDialogCloser, useDialogEntries } from './dialog-store';
import { renderHook } from '@testing-library/react';

afterEach(() => {
  closeAllDialogs();
  vi.useRealTimers();
});

describe('shared dialogs', () => {
  it('closes every dialog at once: confirms resolve false, registered closers run', async () => {
    const closer = vi.fn();
    const unregister = registerDialogCloser(closer);
    const answer = confirmDialog();
    openLoading();
    const { result } = renderHook(() => useDialogEntries());
    expect(result.current).toHaveLength(2);

    closeAllDialogs();
    await expect(answer).resolves.toBe(false);
    expect(closer).toHaveBeenCalledOnce();
    unregister();
  });

  it('turns a loading dialog into a timeout error after 30 s', () => {
    vi.useFakeTimers();
    openLoading();
    const { result, rerender } = renderHook(() => useDialogEntries());
    expect(result.current[0]).toMatchObject({ kind: 'loading', timedOut: false });
    vi.advanceTimersByTime(30_000);
    rerender();
    expect(result.current[0]).toMatchObject({ kind: 'loading', timedOut: true });
  });
});
