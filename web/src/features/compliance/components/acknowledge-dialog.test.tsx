import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComplianceFindingFieldsFragment } from '@/generated/compliance';
import { renderUi } from '@/test/render';
import { type Seen, scriptedClient } from '@/test/scripted-client';
import { AcknowledgeDialog } from './acknowledge-dialog';
import '../texts';

const finding: ComplianceFindingFieldsFragment = {
  id: 'ARBZG_RUHEZEIT:7:2026-11-03',
  rule: 'ARBZG_RUHEZEIT',
  severity: 'VIOLATION',
  employeeId: 7,
  employeeName: 'Muster, Max',
  date: '2026-11-03',
  message: 'Ruhezeit von 9:30 Std. unterschreitet 11 Std. (ArbZG §5 (1)).',
  figures: '{}',
  acknowledged: false,
  acknowledgedBy: null,
  acknowledgedAt: null,
  acknowledgeReason: null,
};

function open(answer: (v: Record<string, unknown>) => object) {
  const seen: Seen = [];
  const onClose = vi.fn();
  const client = scriptedClient({ AcknowledgeComplianceFinding: (v) => answer(v) }, seen);
  renderUi(<AcknowledgeDialog finding={finding} yearMonth="2026-11" ruleLabel={() => 'Ruhezeit'} onClose={onClose} />, { client });
  return { seen, onClose };
}
const confirm = () => fireEvent.click(screen.getByTestId('compliance-acknowledge-confirm'));
const type = (text: string) => fireEvent.change(screen.getByTestId('compliance-acknowledge-reason'), { target: { value: text } });

afterEach(cleanup);

describe('AcknowledgeDialog', () => {
  it('requires a reason and sends nothing without one', async () => {
    const { seen, onClose } = open(() => ({ data: null }));
    expect(screen.getByText('Ruhezeit · Muster, Max · 03.11.2026')).toBeTruthy();
    type('   ');
    confirm();
    expect(await screen.findByText('Begründung ist erforderlich.')).toBeTruthy();
    expect(seen).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason with the finding and month, then closes', async () => {
    const { seen, onClose } = open((v) => ({
      data: {
        acknowledgeComplianceFinding: { ...finding, acknowledged: true, acknowledgedBy: 'buero', acknowledgedAt: '2026-11-28T10:00:00Z', acknowledgeReason: v.reason },
      },
    }));
    type('  Inventurnacht, mit dem Betriebsrat abgestimmt  ');
    confirm();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(seen).toEqual([
      { name: 'AcknowledgeComplianceFinding', variables: { id: finding.id, yearMonth: '2026-11', reason: 'Inventurnacht, mit dem Betriebsrat abgestimmt' } },
    ]);
  });

  it("shows the server's 422 on the reason at the field and stays open", async () => {
    const { onClose } = open(() => ({
      errors: [{ message: 'Ungültige Eingabe', extensions: { code: 'VALIDATION', errors: [{ path: 'reason', message: 'Begründung ist erforderlich.' }] } }],
    }));
    type('ok');
    confirm();
    expect(await screen.findByTestId('compliance-acknowledge-error')).toHaveProperty('textContent', 'Begründung ist erforderlich.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
