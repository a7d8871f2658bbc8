import { Button, Center, Grid, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Formik, getIn, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSave } from 'react-icons/lu';
import {
  useCreateCustomerTravelTimeMutation,
  useCustomerCompanyLocationsQuery,
  useCustomerTravelTimesQuery,
  useUpdateCustomerTravelTimeMutation,
} from '@/generated/customers';
import { useBinding } from '@/shared/form/binding';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { digitsOnly, type HoursMinutes, splitMinutes, toMinutes, travelTimesSchema } from '../customer.schema';
import { CUSTOMER_TOAST_MS, HANDLED_GLOBALLY } from '../feedback';
import { FormCard } from './customer-fields';

interface Row {
  locationId: number;
  locationName: string;
  travelTimeId: number | null;
  minutes: number;
}

interface TravelValues {
  /** One entry per row, in the order of the rows. */
  rows: HoursMinutes[];
}

/** The rows whose typed time differs from the stored one (a location without a stored time counts as 0). */
function changedRows(rows: readonly Row[], values: TravelValues): { row: Row; travelTime: number }[] {
  return rows.flatMap((row, i) => {
    const travelTime = values.rows[i] ? toMinutes(values.rows[i]) : null;
    return travelTime !== null && travelTime !== row.minutes ? [{ row, travelTime }] : [];
  });
}

/** Card "Fahrzeiten" (spec 3 §5): one row per company location, hours 0–99 and minutes 0–59, saved as minutes. */
export function TravelTimesCard({ customerId, editable }: { customerId: number; editable: boolean }) {
  const { t } = useTranslation();
  const locations = useCustomerCompanyLocationsQuery();
  const times = useCustomerTravelTimesQuery({ variables: { customerId }, fetchPolicy: 'cache-and-network' });
  const [createTime] = useCreateCustomerTravelTimeMutation();
  const [updateTime] = useUpdateCustomerTravelTimeMutation();

  const rows: Row[] = useMemo(() => {
    const byLocation = new Map((times.data?.customerTravelTimes ?? []).map((tt) => [tt.companyLocationId, tt]));
    return (locations.data?.companyLocations ?? []).map((l) => {
      const tt = byLocation.get(l.id);
      return { locationId: l.id, locationName: l.name, travelTimeId: tt?.id ?? null, minutes: tt?.travelTime ?? 0 };
    });
  }, [locations.data, times.data]);

  // The inputs start from the stored values, and again whenever those change; a refetch with the same
  // values keeps what the user is typing.
  const stored = rows.map((r) => `${r.locationId}:${r.travelTimeId ?? ''}:${r.minutes}`).join(',');
  const initial: TravelValues = useMemo(() => ({ rows: rows.map((r) => splitMinutes(r.minutes)) }), [stored]);

  const save = async (values: TravelValues) => {
    try {
      for (const { row, travelTime } of changedRows(rows, values)) {
        if (row.travelTimeId === null) await createTime({ variables: { customerId, companyLocationId: row.locationId, travelTime } });
        else await updateTime({ variables: { id: row.travelTimeId, travelTime } });
      }
      await times.refetch();
      notify.success(t('customers.travel.saved'), { duration: CUSTOMER_TOAST_MS });
    } catch (err) {
      if (!errorCodes(err).codes.some((c) => HANDLED_GLOBALLY.includes(c))) notify.error(t('customers.travel.failed'));
      void times.refetch();
    }
  };

  let body;
  if ((locations.error && !locations.data) || (times.error && !times.data)) {
    body = (
      <Stack align="center" py="4" gap="3">
        <Text color="fg.error">{t('common.loadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={() => void Promise.all([locations.refetch(), times.refetch()])}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  } else if (!locations.data || !times.data) {
    body = (
      <Center py="6">
        <Spinner role="status" color="brand.solid" aria-label={t('app.loading')} />
      </Center>
    );
  } else if (rows.length === 0) {
    body = <Text color="fg.muted">{t('customers.travel.none')}</Text>;
  }

  return (
    <Formik<TravelValues> initialValues={initial} enableReinitialize validationSchema={travelTimesSchema} onSubmit={save}>
      <FormCard title={t('customers.cards.travelTimes')} testId="card-travel-times" action={editable && <SaveButton rows={rows} />}>
        {body ?? <TravelRows rows={rows} editable={editable} />}
      </FormCard>
    </Formik>
  );
}

function SaveButton({ rows }: { rows: readonly Row[] }) {
  const { t } = useTranslation();
  const { values, isValid, isSubmitting, submitForm } = useFormikContext<TravelValues>();
  return (
    <Button
      size="xs"
      colorPalette="brand"
      variant="outline"
      loading={isSubmitting}
      disabled={changedRows(rows, values).length === 0 || !isValid}
      onClick={() => void submitForm()}
    >
      <LuSave />
      {t('customers.travel.save')}
    </Button>
  );
}

function TravelRows({ rows, editable }: { rows: readonly Row[]; editable: boolean }) {
  const { t } = useTranslation();
  const { errors } = useFormikContext<TravelValues>();
  return (
    <Stack gap="2" as="ul" listStyleType="none">
      {rows.map((r, i) => (
        <Grid as="li" key={r.locationId} templateColumns="minmax(0, 1fr) auto" alignItems="center" gap="3" data-testid={`travel-${r.locationName}`}>
          <Text truncate fontWeight="medium">
            {r.locationName}
          </Text>
          <HStack gap="1.5">
            <TimePart name={`rows.${i}.hours`} label={t('customers.travel.hoursLabel', { location: r.locationName })} disabled={!editable} />
            <Text fontSize="sm" color="fg.muted" w="7">
              {t('customers.travel.hours')}
            </Text>
            <TimePart name={`rows.${i}.minutes`} label={t('customers.travel.minutesLabel', { location: r.locationName })} disabled={!editable} />
            <Text fontSize="sm" color="fg.muted" w="7">
              {t('customers.travel.minutes')}
            </Text>
          </HStack>
        </Grid>
      ))}
      {errors.rows && (
        <Text fontSize="sm" color="fg.error">
          {t('customers.validation.minutes')}
        </Text>
      )}
    </Stack>
  );
}

/** Hours or minutes of one row: digits only, two at most; out of range marked at once (its rule as the title). */
function TimePart({ name, label, disabled }: { name: string; label: string; disabled: boolean }) {
  const { value, onChange, onBlur } = useBinding<string>({ name });
  const error: unknown = getIn(useFormikContext<TravelValues>().errors, name);
  return (
    <Input
      size="sm"
      w="14"
      textAlign="end"
      inputMode="numeric"
      aria-label={label}
      aria-invalid={!!error || undefined}
      title={typeof error === 'string' ? error : undefined}
      value={value ?? ''}
      onChange={(e) => onChange(digitsOnly(e.currentTarget.value))}
      onBlur={onBlur}
      disabled={disabled}
    />
  );
}
