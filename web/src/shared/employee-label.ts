/**
 * An employee's name with the personnel number, so two employees of one name stay apart in lists,
 * selects and statistics rows: "Lena Hoffmann (2002)", "Hoffmann, Lena (2002)".
 */
export const employeeLabel = (name: string, employeeId: number) => `${name} (${employeeId})`;
