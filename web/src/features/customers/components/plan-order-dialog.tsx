import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { TextField } from '@/shared/form/fields';
import { planOrderPath, validatePlanPositions } from '../customer-orders';

interface Props {
  open: boolean;
  onClose: () => void;
  customerId: number;
  initialPositions: number;
  average: number | null;
}

/** "Auftrag planen" (spec 3 §5): positions required, an integer of at least 1; then on to the capacity calendar. */
export function PlanOrderDialog({ open, onClose, customerId, initialPositions, average }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [positions, setPositions] = useState(String(initialPositions));
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (open) {
      setPositions(String(initialPositions));
      setError(undefined);
    }
  }, [open, initialPositions]);

  const submit = () => {
    const result = validatePlanPositions(positions);
    if (typeof result === 'string') {
      setError(result);
      return;
    }
    onClose();
    void navigate(planOrderPath(customerId, result));
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('customers.orders.planTitle')}
      size="sm"
      testId="plan-order-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="brand" onClick={submit}>
            {t('customers.orders.planSubmit')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="3">
          <TextField
            label={t('customers.fields.positions')}
            value={positions}
            onChange={(v) => {
              setPositions(v);
              setError(undefined);
            }}
            error={error}
            required
            testId="plan-positions"
            inputProps={{ inputMode: 'numeric', autoFocus: true }}
          />
          {average !== null && (
            <Text fontSize="sm" color="fg.muted">
              {t('customers.orders.averagePositions', { count: average })}
            </Text>
          )}
        </Stack>
      </form>
    </FormDialog>
  );
}
