import { i18n } from '@/i18n/i18n';
import { yup } from '@/shared/form/yup';
import './texts';

/** The role dialog: name required (spec 3 §5: 'Geben Sie einen Namen an'), description free. */
export interface RoleValues {
  name: string;
  description: string;
}

export const roleSchema = () =>
  yup.object({
    name: yup.string().default('').trim().required(() => i18n.t('rights.roleDialog.nameRequired')),
    description: yup.string().default(''),
  });

export const toRoleInput = (v: RoleValues) => ({ name: v.name.trim(), description: v.description.trim() });

