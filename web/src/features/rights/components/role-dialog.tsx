import { Stack } from '@chakra-ui/react';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { type RoleFieldsFragment, useCreateRoleMutation, useUpdateRoleMutation } from '@/generated/rights';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { CancelButton, SubmitButton, TextareaField, TextField } from '@/shared/form/fields';
import { applyServerErrors } from '@/shared/form/server-errors';
import { notify } from '@/shared/notify';
import { reportRightsError, RIGHTS_CHANGE_CONTEXT } from '../rights-errors';
import { type RoleValues, roleSchema, toRoleInput } from '../role-form';
import { useOpeningKey } from '@/shared/form/opening-key';

/** Create a role (name, description) or rename / describe an existing one (Authorization_EditRoles). */
export function RoleDialog({
  open,
  onClose,
  role,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  role: Pick<RoleFieldsFragment, 'id' | 'name' | 'description'> | null;
  onCreated?: (role: RoleFieldsFragment) => void;
}) {
  const opening = useOpeningKey(open);
  const { t } = useTranslation();
  const [create] = useCreateRoleMutation({ context: RIGHTS_CHANGE_CONTEXT, refetchQueries: ['Roles'] });
  const [update] = useUpdateRoleMutation({ context: RIGHTS_CHANGE_CONTEXT, refetchQueries: ['Roles'] });

  return (
    <Formik<RoleValues>
      key={`${opening}-${role?.id ?? 'new'}`}
      initialValues={role ? { name: role.name, description: role.description } : { name: '', description: '' }}
      validationSchema={roleSchema}
      onSubmit={async (values, form) => {
        const input = toRoleInput(values);
        try {
          if (role) {
            await update({ variables: { id: role.id, input } });
            notify.success(t('rights.roleDialog.saved'));
          } else {
            const r = await create({ variables: { input } });
            notify.success(t('rights.roleDialog.created'));
            if (r.data) onCreated?.(r.data.createRole);
          }
          onClose();
        } catch (err) {
          reportRightsError(err, t);
          applyServerErrors(err, values, form);
        }
      }}
    >
      <FormDialog
        open={open}
        onClose={onClose}
        title={t(role ? 'rights.roleDialog.editTitle' : 'rights.roleDialog.createTitle')}
        testId="role-dialog"
        footer={
          <>
            <CancelButton onClick={onClose} />
            <SubmitButton data-testid="role-save">{t('common.save')}</SubmitButton>
          </>
        }
      >
        <Stack gap="3">
          <TextField name="name" label={t('rights.roleDialog.name')} required testId="role-name" />
          <TextareaField name="description" label={t('rights.roleDialog.description')} textareaProps={{ rows: 3 }} testId="role-description" />
        </Stack>
      </FormDialog>
    </Formik>
  );
}
