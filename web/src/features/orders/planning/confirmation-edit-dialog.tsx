import { Alert, Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConfirmationRowFieldsFragment, useConfirmInventoryMutation } from '@/generated/orders';
import { ConfirmationFields } from '@/shared/confirmations/confirmation-fields';
import {
  type ConfirmationErrors,
  type ConfirmationFormValues,
  errorsByPath,
  FORM_PATHS,
  formValuesOf,
  toConfirmationInput,
  validateConfirmation,
} from '@/shared/confirmations/confirmation-rules';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { errorCodes } from '@/shared/graphql-errors';
import { formatDate } from '@/shared/format';
import { notify } from '@/shared/notify';

interface Props {
  row: ConfirmationRowFieldsFragment | null;
  onClose: () => void;
}

/**
 * Planning edit dialog (spec 3 §2.2): categories, roll cages, comment and the confirmation; staff may
 * confirm after expiry, and a confirmed one stays confirmed (the checkbox is locked).
 */
export function ConfirmationEditDialog({ row, onClose }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ConfirmationFormValues | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [errors, setErrors] = useState<ConfirmationErrors>({});
  const [other, setOther] = useState<string[]>([]);
  const [save, { loading }] = useConfirmInventoryMutation({ refetchQueries: ['Confirmations', 'OrderConfirmation'], awaitRefetchQueries: true });

  useEffect(() => {
    if (!row) return;
    setValues(formValuesOf(row));
    setConfirm(!!row.confirmationTimestamp);
    setErrors({});
    setOther([]);
  }, [row]);

  const locked = !!row?.confirmationTimestamp;

  const submit = async () => {
    if (!row || !values) return;
    const found = validateConfirmation(values, {
      required: t('confirmations.validation.required'),
      wholeNumber: t('confirmations.validation.wholeNumber'),
    });
    setErrors(found);
    setOther([]);
    if (Object.keys(found).length > 0) {
      notify.warning(t('orders.info.checkInput'));
      return;
    }
    try {
      await save({ variables: { uuid: row.uuid, input: toConfirmationInput(values, locked || confirm) } });
      notify.success(t('orders.planning.dialog.saved'));
      onClose();
    } catch (err) {
      const { codes, fieldErrors, messages } = errorCodes(err);
      if (codes.includes('VALIDATION')) {
        setErrors(errorsByPath(fieldErrors));
        // Paths no field shows stay visible above the buttons.
        setOther(fieldErrors.filter((e) => !(FORM_PATHS as readonly string[]).includes(e.path)).map((e) => e.message));
        notify.warning(t('orders.info.checkInput'));
      } else if (codes.includes('NOT_FOUND') || codes.includes('GONE') || codes.includes('TOO_MANY_REQUESTS')) {
        notify.error(t('orders.planning.dialog.failed'), { description: messages.NOT_FOUND ?? messages.GONE ?? messages.TOO_MANY_REQUESTS });
      }
      // Other failures the app's error link has already reported.
    }
  };

  return (
    <FormDialog
      open={row !== null}
      onClose={onClose}
      title={t('orders.planning.dialog.title')}
      testId="planning-edit-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={loading}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="brand" loading={loading} onClick={() => void submit()} data-testid="planning-edit-save">
            {t('orders.planning.dialog.save')}
          </Button>
        </>
      }
    >
      {row && values && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
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
              values={values}
              errors={errors}
              orderable={{ storage: row.storageOrderable, targetActualComparison: row.targetActualComparisonOrderable }}
              lockUnorderable={false}
              disabled={loading}
              testPrefix="planning-edit-"
              onChange={(next, paths) => {
                setValues(next);
                setErrors((e) => {
                  const rest = { ...e };
                  for (const p of paths) delete rest[p];
                  return rest;
                });
              }}
            />
            <Stack gap="1" borderTopWidth="1px" pt="3">
              <Checkbox.Root
                checked={locked || confirm}
                disabled={locked || loading}
                colorPalette="green"
                data-testid="planning-edit-confirm"
                onCheckedChange={(e) => setConfirm(e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('orders.planning.dialog.confirm')}</Checkbox.Label>
              </Checkbox.Root>
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
  );
}
