import { Button, Grid, Stack, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CompanyLocationFieldsFragment, useSaveCompanyLocationMutation } from '@/generated/inventories';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { fieldErrorsFor } from '@/shared/field-errors';
import { FormField, TextField } from '@/shared/form/fields';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { type LocationValues, toLocationInput, validateLocation, zipInput } from '../admin.schema';
import { Section } from './section';

const EMPTY: LocationValues = { name: '', notes: '', street: '', zip: '', city: '' };
const HANDLED = ['CONFLICT', 'UNAUTHENTICATED', 'FORBIDDEN'];

/** Create or edit a company location: cards Allgemein (name, notes) and Adresse (spec 3 §2.6). */
export function LocationDialog({ open, onClose, location }: { open: boolean; onClose: () => void; location: CompanyLocationFieldsFragment | null }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LocationValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof LocationValues, string>>>({});
  const [save, { loading }] = useSaveCompanyLocationMutation({ refetchQueries: ['AdminCompanyLocations', 'CustomerCompanyLocations', 'CompanyLocations'] });

  useEffect(() => {
    if (open) {
      setValues(location ? { name: location.name, notes: location.notes, street: location.street, zip: location.zip, city: location.city } : EMPTY);
      setErrors({});
    }
  }, [open, location]);

  const set = (change: Partial<LocationValues>) => {
    setValues((v) => ({ ...v, ...change }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(change).map((k) => [k, undefined])) }));
  };

  const submit = async () => {
    const found = validateLocation(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      await save({ variables: { id: location?.id, input: toLocationInput(values) } });
      notify.success(t(location ? 'inventories.locations.saved' : 'inventories.locations.created'), { duration: 1000 });
      onClose();
    } catch (err) {
      const { codes, fieldErrors } = errorCodes(err);
      if (codes.includes('VALIDATION')) setErrors(fieldErrorsFor(fieldErrors));
      else if (!codes.some((c) => HANDLED.includes(c))) notify.error(t('inventories.locations.failed'));
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(location ? 'inventories.locations.editTitle' : 'inventories.locations.createTitle')}
      testId="location-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="brand" loading={loading} onClick={() => void submit()}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Section title={t('inventories.locations.general')}>
          <Stack gap="3">
            <TextField label={t('inventories.locations.name')} value={values.name} onChange={(name) => set({ name })} error={errors.name} required testId="location-name" />
            <FormField label={t('inventories.locations.notes')} error={errors.notes}>
              <Textarea value={values.notes} onChange={(e) => set({ notes: e.currentTarget.value })} rows={2} autoresize data-testid="location-notes" />
            </FormField>
          </Stack>
        </Section>
        <Section title={t('inventories.locations.address')}>
          <Stack gap="3">
            <TextField label={t('inventories.locations.street')} value={values.street} onChange={(street) => set({ street })} error={errors.street} testId="location-street" />
            <Grid templateColumns="minmax(0, 1fr) minmax(0, 2fr)" gap="3">
              <TextField
                label={t('inventories.locations.zip')}
                value={values.zip}
                onChange={(zip) => set({ zip: zipInput(zip) })}
                error={errors.zip}
                testId="location-zip"
                inputProps={{ inputMode: 'numeric' }}
              />
              <TextField label={t('inventories.locations.city')} value={values.city} onChange={(city) => set({ city })} error={errors.city} testId="location-city" />
            </Grid>
          </Stack>
        </Section>
      </Stack>
    </FormDialog>
  );
}
