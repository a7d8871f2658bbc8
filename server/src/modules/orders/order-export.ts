import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import type { Order } from './order.entity.js';

export const ORDER_TYPE_LABELS: Record<string, string> = {
  INV: 'Inventur',
  BEV: 'Getränke',
  DRY: 'Trockensortiment',
  MFR: 'Frische',
  MIS: 'Sonstiges',
  MOD: 'Umbau',
};
const de = (iso: string) => DateTime.fromISO(iso).toFormat('dd.MM.yyyy');

/** The orders of a range as an Excel workbook (GET /v2/orders/export). Cells are values, never formulas. */
export async function ordersWorkbook(orders: Order[], from: string, to: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Inventurdienst';
  const ws = wb.addWorksheet('Aufträge', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = [
    { header: 'Auftragsart', key: 'type', width: 16 },
    { header: 'Name', key: 'name', width: 32 },
    { header: 'Adresse', key: 'address', width: 28 },
    { header: 'PLZ', key: 'zip', width: 8 },
    { header: 'Ort', key: 'city', width: 18 },
    { header: 'Positionen', key: 'positions', width: 11 },
    { header: 'Gültig ab', key: 'validFrom', width: 12 },
    { header: 'Gültig bis', key: 'validTo', width: 12 },
    { header: 'Startzeit', key: 'startTime', width: 9 },
    { header: 'Kunde', key: 'customer', width: 28 },
    { header: 'Kostenstelle', key: 'costCenter', width: 14 },
    { header: 'Teamleitung', key: 'teamLeader', width: 22 },
    { header: 'Mitarbeiter', key: 'employees', width: 11 },
    { header: 'Notizen', key: 'notes', width: 40 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const o of orders) {
    ws.addRow({
      type: ORDER_TYPE_LABELS[o.orderType] ?? o.orderType,
      name: o.name,
      address: o.address,
      zip: o.zip,
      city: o.city,
      positions: o.positions,
      validFrom: de(o.validFrom),
      validTo: de(o.validTo),
      startTime: o.startTime,
      customer: o.customer?.name ?? '',
      costCenter: o.costCenter?.costCenter ?? '',
      teamLeader: o.teamLeader ? `${o.teamLeader.firstName} ${o.teamLeader.lastName}` : '',
      employees: o.assignments.count(),
      notes: o.notes,
    });
  }
  ws.autoFilter = { from: 'A1', to: 'N1' };
  wb.title = `Aufträge ${de(from)} – ${de(to)}`;
  return Buffer.from(await wb.xlsx.writeBuffer());
}

