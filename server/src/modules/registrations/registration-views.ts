import type { EntityManager } from '@mikro-orm/postgresql';
import { Employee } from '../employees/employee.entity.js';
import { completeData, maskIban } from './registration-data.js';
import { Registration, RegistrationFile } from './registration.entity.js';
import { groupOf } from './registration.enums.js';
import type { RegistrationFileInfo, RegistrationView } from './registration.types.js';
import { isMinor } from './registration.validation.js';
import { today } from '../../shared-dates.js';

export function fileInfo(f: RegistrationFile): RegistrationFileInfo {
  return { key: f.key, fileName: f.fileName, context: f.context, contentType: f.contentType, size: f.size, createdAt: f.createdAt };
}

/** What a reader sees of a registration: every section, the IBAN masked. */
export function toView(reg: Registration, files: RegistrationFile[], employeeId: number | null): RegistrationView {
  const data = completeData(reg.data);
  const sorted = [...files].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  return {
    uuid: reg.uuid,
    registrationType: reg.registrationType,
    group: groupOf(reg.registrationType),
    fullName: reg.fullName,
    finished: reg.finishedAt !== null,
    createdAt: reg.createdAt,
    updatedAt: reg.updatedAt,
    finishedAt: reg.finishedAt,
    ...data,
    banking: { ...data.banking, iban: maskIban(data.banking.iban) },
    files: sorted.filter((f) => f.context !== null).map(fileInfo),
    documents: sorted.filter((f) => f.context === null).map(fileInfo),
    employeeId,
    minor: isMinor(data.personal.birthdate, today().toISODate()!),
  } as RegistrationView;
}

/** Views of several registrations with their files and employees in three queries. */
export async function viewsOf(em: EntityManager, regs: Registration[]): Promise<RegistrationView[]> {
  if (regs.length === 0) return [];
  const uuids = regs.map((r) => r.uuid);
  const files = await em.find(RegistrationFile, { registration: { $in: uuids } });
  const employees = await em.find(Employee, { registrationUuid: { $in: uuids } }, { fields: ['id', 'registrationUuid'] });
  return regs.map((r) =>
    toView(
      r,
      files.filter((f) => f.registration?.uuid === r.uuid),
      employees.find((e) => e.registrationUuid === r.uuid)?.id ?? null,
    ),
  );
}
