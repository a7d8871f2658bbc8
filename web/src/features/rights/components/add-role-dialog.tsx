import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleSummaryFieldsFragment } from '@/generated/rights';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { SelectField } from '@/shared/form/fields';
import { notify } from '@/shared/notify';

interface AddRoleDialogProps {
  open: boolean;
  onClose: () => void;
  available: readonly RoleSummaryFieldsFragment[];
  saving: boolean;
  /** Resolves true when the role was added (the dialog closes). */
  onAdd: (role: RoleSummaryFieldsFragment) => Promise<boolean>;
}

/** Picks one of the roles the user does not have yet (spec 3 §2.11); none picked: 'Es wurde keine Rolle ausgewählt.' (§5). */
export function AddRoleDialog({ open, onClose, available, saving, onAdd }: AddRoleDialogProps) {
  const { t } = useTranslation();
  const [roleId, setRoleId] = useState('');
  useEffect(() => {
    if (open) setRoleId('');
  }, [open]);
  const chosen = available.find((r) => String(r.id) === roleId);

  const submit = async () => {
    if (!chosen) {
      notify.warning(t('rights.user.noSelection'));
      return;
    }
    if (await onAdd(chosen)) onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('rights.user.addTitle')}
      testId="add-role-dialog"
      modalLock={false}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="brand" loading={saving} onClick={() => void submit()} data-testid="add-role-save">
            {t('common.add')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <SelectField
          label={t('rights.user.role')}
          value={roleId}
          onChange={setRoleId}
          placeholder={t('rights.user.choose')}
          options={available.map((r) => ({ value: String(r.id), label: r.name }))}
          testId="add-role-select"
        />
        {chosen?.description && (
          <Text fontSize="sm" color="fg.muted">
            {chosen.description}
          </Text>
        )}
        {available.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('rights.user.noneAvailable')}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}
