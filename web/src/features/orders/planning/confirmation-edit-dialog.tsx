import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Formik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConfirmationRowFieldsFragment, useConfirmInventoryMutation } from '@/generated/orders';
import { CheckboxField, ConfirmationFields } from '@/shared/confirmations/confirmation-fields';
import { CONFIRMATION_PREFIXES, type ConfirmationFormValues, confirmationSchema, formValuesOf, toConfirmationInput } from '@/shared/confirmations/confirmation-rules';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { applyServerErrors } from '@/shared/form/server-errors';
import { submitOrWarn } from '@/shared/form/submit-or-warn';
import { formatDate } from '@/shared/format';
import { notify } from '@/shared/notify';

interface Props {
  row: ConfirmationRowFieldsFragment | null;
  onClose: () => void;
}

type PlanningValues = ConfirmationFormValues & { confirm: boolean };

const NONE = { flowers: false, fruitAndVegetables: false, labels: false, storage: false, targetActualComparison: false };
/** While no row is open (the dialog stays mounted for its closing animation). */
const EMPTY: PlanningValues = { categories: NONE, storageRollCageCount: '', storageFreezerRollCageCount: '', comment: '', confirm: false };

/**
 * Planning edit dialog (spec 3 §2.2): categories, roll cages, comment and the confirmation; staff may
 * confirm after expiry, and a confirmed one stays confirmed (the checkbox is locked).
 */
export function ConfirmationEditDialog({ row, onClose }: Props) {
  const { t } = useTranslation();
  const [other, setOther] = useState<string[]>([]);
  const [save] = useConfirmInventoryMutation({ refetchQueries: ['Confirmations', 'OrderConfirmation'], awaitRefetchQueries: true });
  const locked = !!row?.confirmationTimestamp;
  useEffect(() => setOther([]), [row]);

  return (
    <Formik<PlanningValues>
      key={row?.uuid ?? 'none'}
      initialValues={row ? { ...formValuesOf(row), confirm: locked } : EMPTY}
      validationSchema={confirmationSchema}
      onSubmit={async (values, form) => {
        if (!row) return;
        setOther([]);
        try {
          await save({ variables: { uuid: row.uuid, input: toConfirmationInput(values, locked || values.confirm) } });
          notify.success(t('orders.planning.dialog.saved'));
          onClose();
        } catch (err) {
          const { codes, messages, unplaced } = applyServerErrors(err, values, form, CONFIRMATION_PREFIXES);
          if (codes.includes('VALIDATION')) {
            // Paths no field shows stay visible above the buttons.
            setOther(unplaced.map((e) => e.message));
            notify.warning(t('orders.info.checkInput'));
          } else if (codes.includes('NOT_FOUND') || codes.includes('GONE') || codes.includes('TOO_MANY_REQUESTS')) {
            notify.error(t('orders.planning.dialog.failed'), { description: messages.NOT_FOUND ?? messages.GONE ?? messages.TOO_MANY_REQUESTS });
          }
          // Other failures the app's error link has already reported.
        }
      }}
    >
      {(form) => (
        <FormDialog
          open={row !== null}
          onClose={onClose}
          title={t('orders.planning.dialog.title')}
          testId="planning-edit-dialog"
          footer={
            <>
              <Button variant="outline" onClick={onClose} disabled={form.isSubmitting}>
                {t('common.cancel')}
              </Button>
              <Button
                colorPalette="brand"
                loading={form.isSubmitting}
                onClick={() => void submitOrWarn(form, () => notify.warning(t('orders.info.checkInput')))}
                data-testid="planning-edit-save"
              >
                {t('orders.planning.dialog.save')}
              </Button>
            </>
          }
        >
          {row && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void submitOrWarn(form, () => notify.warning(t('orders.info.checkInput')));
              }}
            >
              <Stack gap="4">
                <Stack gap="0.5">
                  <Text fontWeight="semibold">{row.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDate(row.date)} · {row.startTime.slice(0, 5)} · {[row.address, `${row.zip} ${row.city}`.trim()].filter(Boolean).join(', ')}
                  </Text>
                </Stack>
                <ConfirmationFields
                  orderable={{ storage: row.storageOrderable, targetActualComparison: row.targetActualComparisonOrderable }}
                  lockUnorderable="unlessSet"
                  disabled={form.isSubmitting}
                  testPrefix="planning-edit-"
                />
                <Stack gap="1" borderTopWidth="1px" pt="3">
                  <CheckboxField name="confirm" label={t('orders.planning.dialog.confirm')} disabled={locked || form.isSubmitting} colorPalette="green" size="md" testId="planning-edit-confirm" />
                  {locked && (
                    <Text fontSize="sm" color="fg.muted" ps="7">
                      {t('orders.planning.dialog.confirmLocked')}
                    </Text>
                  )}
                </Stack>
                {other.length > 0 && (
                  <Alert.Root status="error" variant="subtle">
                    <Alert.Indicator />
                    <Alert.Description>{other.join(' ')}</Alert.Description>
                  </Alert.Root>
                )}
              </Stack>
            </form>
          )}
        </FormDialog>
      )}
    </Formik>
  );
}
