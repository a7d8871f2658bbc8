import { Button, Center, Grid, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSave } from 'react-icons/lu';
import {
  useCreateCustomerTravelTimeMutation,
  useCustomerCompanyLocationsQuery,
  useCustomerTravelTimesQuery,
  useUpdateCustomerTravelTimeMutation,
} from '@/generated/customers';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { digitsOnly, type HoursMinutes, MAX_HOURS, MAX_MINUTES, splitMinutes, toMinutes } from '../customer.schema';
import { CUSTOMER_TOAST_MS, HANDLED_GLOBALLY } from '../feedback';
import { FormCard } from './customer-fields';

interface Row {
  locationId: number;
  locationName: string;
  travelTimeId: number | null;
  minutes: number;
}

/** Card "Fahrzeiten" (spec 3 §5): one row per company location, hours 0–99 and minutes 0–59, saved as minutes. */
export function TravelTimesCard({ customerId, editable }: { customerId: number; editable: boolean }) {
  const { t } = useTranslation();
  const locations = useCustomerCompanyLocationsQuery();
  const times = useCustomerTravelTimesQuery({ variables: { customerId }, fetchPolicy: 'cache-and-network' });
  const [createTime] = useCreateCustomerTravelTimeMutation();
  const [updateTime] = useUpdateCustomerTravelTimeMutation();
  const [draft, setDraft] = useState<Record<number, HoursMinutes>>({});
  const [saving, setSaving] = useState(false);

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
  useEffect(() => setDraft(Object.fromEntries(rows.map((r) => [r.locationId, splitMinutes(r.minutes)]))), [stored]);

  const invalid = (hm: HoursMinutes | undefined) => !!hm && toMinutes(hm) === null;
  const changed = rows.filter((r) => {
    const hm = draft[r.locationId];
    if (!hm) return false;
    const m = toMinutes(hm);
    // A location without a stored time counts as 0: only a changed value is saved.
    return m !== null && m !== r.minutes;
  });
  const anyInvalid = rows.some((r) => invalid(draft[r.locationId]));

  const save = async () => {
    setSaving(true);
    try {
      for (const r of changed) {
        const travelTime = toMinutes(draft[r.locationId]!)!;
        if (r.travelTimeId === null) await createTime({ variables: { customerId, companyLocationId: r.locationId, travelTime } });
        else await updateTime({ variables: { id: r.travelTimeId, travelTime } });
      }
      await times.refetch();
      notify.success(t('customers.travel.saved'), { duration: CUSTOMER_TOAST_MS });
    } catch (err) {
      if (!errorCodes(err).codes.some((c) => HANDLED_GLOBALLY.includes(c))) notify.error(t('customers.travel.failed'));
      void times.refetch();
    } finally {
      setSaving(false);
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
  } else {
    body = (
      <Stack gap="2" as="ul" listStyleType="none">
        {rows.map((r) => {
          const hm = draft[r.locationId] ?? { hours: '', minutes: '' };
          const set = (change: Partial<HoursMinutes>) => setDraft((d) => ({ ...d, [r.locationId]: { ...hm, ...change } }));
          const hoursBad = hm.hours !== '' && Number(hm.hours) > MAX_HOURS;
          const minutesBad = hm.minutes !== '' && Number(hm.minutes) > MAX_MINUTES;
          return (
            <Grid as="li" key={r.locationId} templateColumns="minmax(0, 1fr) auto" alignItems="center" gap="3" data-testid={`travel-${r.locationName}`}>
              <Text truncate fontWeight="medium">
                {r.locationName}
              </Text>
              <HStack gap="1.5">
                <Input
                  size="sm"
                  w="14"
                  textAlign="end"
                  inputMode="numeric"
                  aria-label={t('customers.travel.hoursLabel', { location: r.locationName })}
                  aria-invalid={hoursBad || undefined}
                  title={hoursBad ? t('customers.validation.hours') : undefined}
                  value={hm.hours}
                  onChange={(e) => set({ hours: digitsOnly(e.currentTarget.value) })}
                  disabled={!editable}
                />
                <Text fontSize="sm" color="fg.muted" w="7">
                  {t('customers.travel.hours')}
                </Text>
                <Input
                  size="sm"
                  w="14"
                  textAlign="end"
                  inputMode="numeric"
                  aria-label={t('customers.travel.minutesLabel', { location: r.locationName })}
                  aria-invalid={minutesBad || undefined}
                  title={minutesBad ? t('customers.validation.minutes') : undefined}
                  value={hm.minutes}
                  onChange={(e) => set({ minutes: digitsOnly(e.currentTarget.value) })}
                  disabled={!editable}
                />
                <Text fontSize="sm" color="fg.muted" w="7">
                  {t('customers.travel.minutes')}
                </Text>
              </HStack>
            </Grid>
          );
        })}
        {anyInvalid && (
          <Text fontSize="sm" color="fg.error">
            {t('customers.validation.minutes')}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <FormCard
      title={t('customers.cards.travelTimes')}
      testId="card-travel-times"
      action={
        editable && (
          <Button size="xs" colorPalette="brand" variant="outline" loading={saving} disabled={changed.length === 0 || anyInvalid} onClick={() => void save()}>
            <LuSave />
            {t('customers.travel.save')}
          </Button>
        )
      }
    >
      {body}
    </FormCard>
  );
}
