import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { type CalendarDayFieldsFragment, useSaveCalendarDayMutation } from '@/generated/orders';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { SubmitButton, TextareaField, TextField } from '@/shared/form/fields';
import { formatDate } from '@/shared/format';
import { notify } from '@/shared/notify';
import { reportOrderFormError } from '../feedback';
import { formatCount, type MaxPositionsValues, maxPositionsSchema, parseMaxPositions } from './calendar-logic';

interface Props {
  /** The day to edit; null closes the dialog. */
  day: CalendarDayFieldsFragment | null;
  defaultMax: number;
  /** Order_Overview_CreateOrders, _EditOrders or Superadmin; otherwise the dialog only shows the day. */
  canEdit: boolean;
  onClose: () => void;
}

/** Max-positions dialog (spec 3 §2.2, §5): a day's maximum (an integer, 0 = the default) and note. */
export function MaxPositionsDialog({ day, defaultMax, canEdit, onClose }: Props) {
  const { t } = useTranslation();
  const [save] = useSaveCalendarDayMutation({ refetchQueries: ['CalendarDays'], awaitRefetchQueries: true });

  if (!day) return null;
  const label = formatDate(day.date);

  return (
    <Formik<MaxPositionsValues>
      key={`${day.date}-${day.id ?? 'new'}`}
      initialValues={{ maxPositions: String(day.maxPositions), note: day.note }}
      validationSchema={maxPositionsSchema}
      onSubmit={async (values, form) => {
        if (!canEdit) return;
        try {
          await save({ variables: { input: { id: day.id ?? undefined, date: day.date, maxPositions: parseMaxPositions(values.maxPositions)!, note: values.note.trim() } } });
          notify.success(t('orders.calendar.maxDialog.saved'));
          onClose();
        } catch (err) {
          reportOrderFormError(err, values, form, t);
        }
      }}
    >
      {(form) => (
        <FormDialog
          open
          onClose={onClose}
          title={t('orders.calendar.maxDialog.title', { day: label })}
          size="sm"
          testId="max-positions-dialog"
          footer={
            canEdit ? (
              <>
                <Button variant="outline" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <SubmitButton data-testid="max-positions-save">{t('common.save')}</SubmitButton>
              </>
            ) : (
              <Button variant="outline" onClick={onClose}>
                {t('common.close')}
              </Button>
            )
          }
        >
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void form.submitForm();
            }}
          >
            <Stack gap="3">
              <Text fontSize="sm" color="fg.muted" data-testid="max-positions-used">
                {t('orders.calendar.maxDialog.used', { used: formatCount(day.positions), max: formatCount(day.effectiveMaxPositions) })}
              </Text>
              {!canEdit && (
                <Alert.Root status="info" variant="subtle" data-testid="max-positions-read-only">
                  <Alert.Indicator />
                  <Alert.Title fontWeight="normal">{t('orders.calendar.maxDialog.readOnly')}</Alert.Title>
                </Alert.Root>
              )}
              <TextField
                name="maxPositions"
                label={t('orders.calendar.maxDialog.maxPositions')}
                required
                readOnly={!canEdit}
                helperText={t('orders.calendar.maxDialog.maxHint', { default: formatCount(defaultMax) })}
                testId="max-positions-input"
                inputProps={{ inputMode: 'numeric', readOnly: !canEdit, autoFocus: canEdit, autoComplete: 'off' }}
              />
              <TextareaField name="note" label={t('orders.calendar.maxDialog.note')} readOnly={!canEdit} textareaProps={{ rows: 3, readOnly: !canEdit }} testId="max-positions-note" />
            </Stack>
          </form>
        </FormDialog>
      )}
    </Formik>
  );
}
