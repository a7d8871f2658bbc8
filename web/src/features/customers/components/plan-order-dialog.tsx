import { Stack, Text } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { CancelButton, SubmitButton, TextField } from '@/shared/form/fields';
import { planOrderPath, planOrderSchema, planPositionsOf } from '../customer-orders';
import { useOpeningKey } from '@/shared/form/opening-key';

interface Props {
  open: boolean;
  onClose: () => void;
  customerId: number;
  initialPositions: number;
  average: number | null;
}

/** "Auftrag planen" (spec 3 §5): positions required, an integer of at least 1; then on to the capacity calendar. */
export function PlanOrderDialog({ open, onClose, customerId, initialPositions, average }: Props) {
  const opening = useOpeningKey(open);
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Formik
      key={`${opening}-${initialPositions}`}
      initialValues={{ positions: String(initialPositions) }}
      validationSchema={planOrderSchema}
      onSubmit={async ({ positions }) => {
        onClose();
        void navigate(planOrderPath(customerId, planPositionsOf(positions)));
      }}
    >
      <FormDialog
        open={open}
        onClose={onClose}
        title={t('customers.orders.planTitle')}
        size="sm"
        testId="plan-order-dialog"
        footer={
          <>
            <CancelButton onClick={onClose} />
            <SubmitButton>{t('customers.orders.planSubmit')}</SubmitButton>
          </>
        }
      >
        <Form>
          <Stack gap="3">
            <TextField name="positions" label={t('customers.fields.positions')} required testId="plan-positions" inputProps={{ inputMode: 'numeric', autoFocus: true }} />
            {average !== null && (
              <Text fontSize="sm" color="fg.muted">
                {t('customers.orders.averagePositions', { count: average })}
              </Text>
            )}
          </Stack>
        </Form>
      </FormDialog>
    </Formik>
  );
}
