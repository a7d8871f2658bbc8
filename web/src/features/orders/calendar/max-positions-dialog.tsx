import { Alert, Button, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CalendarDayFieldsFragment, useSaveCalendarDayMutation } from '@/generated/orders';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { FormField, TextField } from '@/shared/form/fields';
import { formatDate } from '@/shared/format';
import { notify } from '@/shared/notify';
import { reportOrderError } from '../feedback';
import { formatCount, parseMaxPositions } from './calendar-logic';

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
  const [max, setMax] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ maxPositions?: string; note?: string }>({});
  const [save, { loading }] = useSaveCalendarDayMutation({ refetchQueries: ['CalendarDays'], awaitRefetchQueries: true });

  useEffect(() => {
    if (!day) return;
    setMax(String(day.maxPositions));
    setNote(day.note);
    setErrors({});
  }, [day]);

  if (!day) return null;
  const label = formatDate(day.date);

  const submit = async () => {
    if (!canEdit) return;
    const value = parseMaxPositions(max);
    if (value === null) {
      setErrors({ maxPositions: t('orders.calendar.maxDialog.invalidMax') });
      return;
    }
    try {
      await save({ variables: { input: { id: day.id ?? undefined, date: day.date, maxPositions: value, note: note.trim() } } });
      notify.success(t('orders.calendar.maxDialog.saved'));
      onClose();
    } catch (err) {
      setErrors(reportOrderError(err, t));
    }
  };

  return (
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
            <Button colorPalette="brand" loading={loading} onClick={() => void submit()} data-testid="max-positions-save">
              {t('common.save')}
            </Button>
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
          void submit();
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
            label={t('orders.calendar.maxDialog.maxPositions')}
            value={max}
            required
            readOnly={!canEdit}
            error={errors.maxPositions}
            helperText={t('orders.calendar.maxDialog.maxHint', { default: formatCount(defaultMax) })}
            testId="max-positions-input"
            inputProps={{ inputMode: 'numeric', readOnly: !canEdit, autoFocus: canEdit, autoComplete: 'off' }}
            onChange={(v) => {
              setMax(v);
              setErrors((e) => ({ ...e, maxPositions: undefined }));
            }}
          />
          <FormField label={t('orders.calendar.maxDialog.note')} readOnly={!canEdit} error={errors.note}>
            <Textarea value={note} rows={3} autoresize readOnly={!canEdit} data-testid="max-positions-note" onChange={(e) => setNote(e.currentTarget.value)} />
          </FormField>
        </Stack>
      </form>
    </FormDialog>
  );
}
