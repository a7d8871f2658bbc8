import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/test/render';
import type { QueuedAction } from '../offline/queue';
import type { OfflineQueueState } from '../offline/use-offline-queue';
import '../texts';
import { OfflineBadge, RefusedPanel } from './offline-status';

const action = (seq: number, over: Partial<QueuedAction> = {}): QueuedAction => ({
  seq,
  clientId: `id-${seq}`,
  orderId: 7,
  date: '2026-07-15',
  time: '08:30',
  employeeId: 2000 + seq,
  employeeName: `Person ${seq}`,
  clockingAction: 'IN',
  worklogType: 'WORK',
  deviceTime: 0,
  offsetMs: 0,
  state: 'waiting',
  ...over,
});
const queue = (over: Partial<OfflineQueueState>): OfflineQueueState => ({ actions: [], online: true, sending: false, needsLogin: false, ...over });

afterEach(cleanup);

describe('the offline badge', () => {
  it('shows the waiting count offline, the sending state online, nothing when all is sent', () => {
    const waiting = [action(1), action(2), action(3), action(4, { state: 'refused', message: 'Nein' })];
    renderUi(<OfflineBadge queue={queue({ online: false, actions: waiting })} />);
    expect(screen.getByTestId('offline-badge').textContent).toBe('Offline · 3 wartend');
    cleanup();
    renderUi(<OfflineBadge queue={queue({ actions: waiting })} />);
    expect(screen.getByTestId('offline-badge').textContent).toBe('Wird übertragen …');
    cleanup();
    renderUi(<OfflineBadge queue={queue({ actions: waiting, needsLogin: true })} />);
    expect(screen.getByTestId('offline-badge').textContent).toBe('Anmeldung nötig · 3 wartend');
    cleanup();
    renderUi(<OfflineBadge queue={queue({ actions: [action(4, { state: 'refused' })] })} />);
    expect(screen.queryByTestId('offline-badge')).toBeNull();
  });
});

describe('the refused panel', () => {
  it('lists each refused action with name, action, time and reason until dismissed', () => {
    const onDismiss = vi.fn();
    renderUi(
      <RefusedPanel
        actions={[action(1), action(2, { state: 'refused', clockingAction: 'OUT', message: 'Der Zeitraum ist bereits abgeschlossen.' }), action(3, { state: 'refused', orderId: 9, message: 'Nein' }), action(4, { state: 'refused', orderId: 8, orderName: 'REWE Kellerweg', message: 'Nein' })]}
        orderId={7}
        onDismiss={onDismiss}
      />,
    );
    const rows = screen.getAllByTestId('refused-action');
    expect(rows).toHaveLength(3);
    expect(rows[0].textContent).toContain('Person 2');
    expect(rows[0].textContent).toContain('Ausstempeln · 15.07.2026 08:30 Uhr');
    expect(rows[0].textContent).toContain('Der Zeitraum ist bereits abgeschlossen.');
    // Another order: by its name when the action carries it, else by its number.
    expect(rows[1].textContent).toContain('Auftrag 9');
    expect(rows[2].textContent).toContain('REWE Kellerweg');
    expect(rows[2].textContent).not.toContain('Auftrag 8');
    fireEvent.click(screen.getByRole('button', { name: 'Meldung zu Person 2 ausblenden' }));
    expect(onDismiss).toHaveBeenCalledWith(2);
  });
  it('is not there without refusals', () => {
    renderUi(<RefusedPanel actions={[action(1)]} orderId={7} onDismiss={() => undefined} />);
    expect(screen.queryByTestId('refused-panel')).toBeNull();
  });
});
