import { Grid, Stack } from '@chakra-ui/react';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { type CompanyLocationFieldsFragment, useSaveCompanyLocationMutation } from '@/generated/inventories';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { CancelButton, SubmitButton, TextareaField, TextField } from '@/shared/form/fields';
import { applyServerErrors } from '@/shared/form/server-errors';
import { notify } from '@/shared/notify';
import { type LocationValues, locationSchema, toLocationInput, zipInput } from '../admin.schema';
import { Section } from './section';
import { useOpeningKey } from '@/shared/form/opening-key';

const EMPTY: LocationValues = { name: '', notes: '', street: '', zip: '', city: '' };
const HANDLED = ['CONFLICT', 'UNAUTHENTICATED', 'FORBIDDEN'];

/** Create or edit a company location: cards Allgemein (name, notes) and Adresse (spec 3 §2.6). */
export function LocationDialog({ open, onClose, location }: { open: boolean; onClose: () => void; location: CompanyLocationFieldsFragment | null }) {
  const opening = useOpeningKey(open);
  const { t } = useTranslation();
  const [save] = useSaveCompanyLocationMutation({ refetchQueries: ['AdminCompanyLocations', 'CustomerCompanyLocations', 'CompanyLocations'] });
  const initial: LocationValues = location ? { name: location.name, notes: location.notes, street: location.street, zip: location.zip, city: location.city } : EMPTY;

  return (
    <Formik<LocationValues>
      key={`${opening}-${location?.id ?? 'new'}`}
      initialValues={initial}
      validationSchema={locationSchema}
      onSubmit={async (values, form) => {
        try {
          await save({ variables: { id: location?.id, input: toLocationInput(values) } });
          notify.success(t(location ? 'inventories.locations.saved' : 'inventories.locations.created'), { duration: 1000 });
          onClose();
        } catch (err) {
          const { codes } = applyServerErrors(err, values, form);
          if (!codes.some((c) => c === 'VALIDATION' || HANDLED.includes(c))) notify.error(t('inventories.locations.failed'));
        }
      }}
    >
      <FormDialog
        open={open}
        onClose={onClose}
        title={t(location ? 'inventories.locations.editTitle' : 'inventories.locations.createTitle')}
        testId="location-dialog"
        footer={
          <>
            <CancelButton onClick={onClose} />
            <SubmitButton>{t('common.save')}</SubmitButton>
          </>
        }
      >
        <Stack gap="4">
          <Section title={t('inventories.locations.general')}>
            <Stack gap="3">
              <TextField name="name" label={t('inventories.locations.name')} required testId="location-name" />
              <TextareaField name="notes" label={t('inventories.locations.notes')} textareaProps={{ rows: 2 }} testId="location-notes" />
            </Stack>
          </Section>
          <Section title={t('inventories.locations.address')}>
            <Stack gap="3">
              <TextField name="street" label={t('inventories.locations.street')} testId="location-street" />
              <Grid templateColumns="minmax(0, 1fr) minmax(0, 2fr)" gap="3">
                <TextField name="zip" label={t('inventories.locations.zip')} normalize={zipInput} testId="location-zip" inputProps={{ inputMode: 'numeric' }} />
                <TextField name="city" label={t('inventories.locations.city')} testId="location-city" />
              </Grid>
            </Stack>
          </Section>
        </Stack>
      </FormDialog>
    </Formik>
  );
}
