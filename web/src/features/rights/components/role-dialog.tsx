import { Button, Stack, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RoleFieldsFragment, useCreateRoleMutation, useUpdateRoleMutation } from '@/generated/rights';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { fieldErrorsFor } from '@/shared/field-errors';
import { FormField, TextField } from '@/shared/form/fields';
import { notify } from '@/shared/notify';
import { reportRightsError, RIGHTS_CHANGE_CONTEXT } from '../rights-errors';

interface Values {
  name: string;
  description: string;
}

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
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({ name: '', description: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateRoleMutation({ context: RIGHTS_CHANGE_CONTEXT, refetchQueries: ['Roles'] });
  const [update, updating] = useUpdateRoleMutation({ context: RIGHTS_CHANGE_CONTEXT, refetchQueries: ['Roles'] });

  useEffect(() => {
    if (open) {
      setValues(role ? { name: role.name, description: role.description } : { name: '', description: '' });
      setErrors({});
    }
  }, [open, role]);

  const submit = async () => {
    const input = { name: values.name.trim(), description: values.description.trim() };
    if (!input.name) {
      setErrors({ name: t('rights.roleDialog.nameRequired') });
      return;
    }
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
      setErrors(fieldErrorsFor(reportRightsError(err, t)));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(role ? 'rights.roleDialog.editTitle' : 'rights.roleDialog.createTitle')}
      testId="role-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="brand" loading={creating.loading || updating.loading} onClick={() => void submit()} data-testid="role-save">
            {t('common.save')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <TextField
          label={t('rights.roleDialog.name')}
          value={values.name}
          onChange={(name) => {
            setValues((v) => ({ ...v, name }));
            setErrors((e) => ({ ...e, name: '' }));
          }}
          error={errors.name || undefined}
          required
          testId="role-name"
        />
        <FormField label={t('rights.roleDialog.description')} error={errors.description || undefined}>
          <Textarea
            value={values.description}
            onChange={(e) => setValues((v) => ({ ...v, description: e.currentTarget.value }))}
            rows={3}
            autoresize
            data-testid="role-description"
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
