/** Colours of the order types: those seen for INV, MOD, DRY, MIS (spec 3 §3); BEV and MFR get their own. */
export const ORDER_TYPE_COLORS: Record<string, string> = { INV: 'orange', MOD: 'blue', DRY: 'gray', MIS: 'green', BEV: 'purple', MFR: 'teal' };
