import { registerEnumType } from 'type-graphql';

export enum WageType {
  WAG = 'WAG',
  SAL = 'SAL',
}
export enum EmploymentType {
  FUL = 'FUL',
  MIN = 'MIN',
  SHO = 'SHO',
  WORKING_STUDENT = 'WORKING_STUDENT',
}
export enum EmployeeStatus {
  ACTIVE = 'ACTIVE',
  INACTIVE = 'INACTIVE',
}

registerEnumType(WageType, { name: 'WageType', description: 'WAG hourly, SAL salary' });
registerEnumType(EmploymentType, { name: 'EmploymentType', description: 'FUL full-time, MIN minor, SHO short-term, WORKING_STUDENT' });
registerEnumType(EmployeeStatus, { name: 'EmployeeStatus' });
