import { Stack, Text } from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { RoleSummaryFieldsFragment } from '@/generated/rights';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { CancelButton, SelectField, SubmitButton } from '@/shared/form/fields';
import { useOpeningKey } from '@/shared/form/opening-key';
import { schemaErrors, yup } from '@/shared/form/yup';
import { notify } from '@/shared/notify';

interface AddRoleDialogProps {
  open: boolean;
  onClose: () => void;
  available: readonly RoleSummaryFieldsFragment[];
  /** Resolves true when the role was added (the dialog closes). */
  onAdd: (role: RoleSummaryFieldsFragment) => Promise<boolean>;
}

interface AddRoleValues {
  roleId: string;
}

/** The one rule (spec 3 §5): a role is chosen, else 'Es wurde keine Rolle ausgewählt.' as a warning. */
export const addRoleSchema = (message: string) => yup.object({ roleId: yup.string().default('').required(message) });

/** Picks one of the roles the user does not have yet (spec 3 §2.11). */
export function AddRoleDialog({ open, onClose, available, onAdd }: AddRoleDialogProps) {
  const { t } = useTranslation();
  const opening = useOpeningKey(open);
  const noSelection = t('rights.user.noSelection');
  return (
    <Formik<AddRoleValues>
      key={opening}
      initialValues={{ roleId: '' }}
      // The rule speaks as a warning toast, not under the field (spec 3 §5): checked on submit, not by formik.
      onSubmit={async (values) => {
        const problem = schemaErrors(addRoleSchema(noSelection), values).roleId;
        if (problem) return void notify.warning(problem);
        const chosen = available.find((r) => String(r.id) === values.roleId && r.manageable);
        if (chosen && (await onAdd(chosen))) onClose();
      }}
    >
      <FormDialog
        open={open}
        onClose={onClose}
        title={t('rights.user.addTitle')}
        testId="add-role-dialog"
        modalLock={false}
        footer={
          <>
            <CancelButton onClick={onClose} />
            <SubmitButton data-testid="add-role-save">
              {t('common.add')}
            </SubmitButton>
          </>
        }
      >
        <RoleChoice available={available} />
      </FormDialog>
    </Formik>
  );
}

function RoleChoice({ available }: { available: readonly RoleSummaryFieldsFragment[] }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<AddRoleValues>();
  const chosen = available.find((r) => String(r.id) === values.roleId);
  return (
    <Stack gap="3">
      <SelectField
        name="roleId"
        label={t('rights.user.role')}
        placeholder={t('rights.user.choose')}
        // Roles with authorities the actor lacks stay visible but cannot be chosen (the server refuses them, 403).
        options={available.map((r) => ({ value: String(r.id), label: r.manageable ? r.name : t('rights.user.notAssignable', { name: r.name }), disabled: !r.manageable }))}
        testId="add-role-select"
      />
      {available.some((r) => !r.manageable) && (
        <Text fontSize="sm" color="fg.muted" data-testid="add-role-hint">
          {t('rights.user.someNotAssignable')}
        </Text>
      )}
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
  );
}
