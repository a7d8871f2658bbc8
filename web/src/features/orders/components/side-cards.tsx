import { Button, Card, Field, HStack, NativeSelect, Spinner, Textarea } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSave } from 'react-icons/lu';
import { useCostCentersQuery } from '@/generated/orders';

/** Card Kostenstelle; in edit mode a choice is saved at once (patchOrder), in create mode with the order. */
export function CostCenterCard({
  value,
  editable,
  saving,
  onChange,
}: {
  value: number | null;
  editable: boolean;
  saving?: boolean;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { data, loading } = useCostCentersQuery({ fetchPolicy: 'cache-first' });
  const options = data?.costCenters ?? [];
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title>{t('orders.info.costCenter')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Field.Root disabled={!editable}>
          <Field.Label htmlFor={id} srOnly>
            {t('orders.info.costCenter')}
          </Field.Label>
          <HStack w="full">
            <NativeSelect.Root disabled={!editable || saving || loading}>
              <NativeSelect.Field
                id={id}
                data-testid="order-cost-center"
                value={value == null ? '' : String(value)}
                onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
              >
                <option value="">{t('orders.info.noCostCenter')}</option>
                {options.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.costCenter} {c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {saving && <Spinner size="sm" color="brand.solid" />}
          </HStack>
        </Field.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** Card Notizen; in edit mode saved on its own with its button. */
export function NotesCard({
  value,
  editable,
  dirty,
  saving,
  onChange,
  onSave,
}: {
  value: string;
  editable: boolean;
  dirty?: boolean;
  saving?: boolean;
  onChange: (v: string) => void;
  onSave?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title>{t('orders.info.notes')}</Card.Title>
      </Card.Header>
      <Card.Body gap="2">
        <Field.Root readOnly={!editable}>
          <Field.Label htmlFor={id} srOnly>
            {t('orders.info.notes')}
          </Field.Label>
          <Textarea
            id={id}
            rows={4}
            autoresize
            value={value}
            placeholder={editable ? t('orders.info.notesPlaceholder') : undefined}
            data-testid="order-notes"
            onChange={(e) => onChange(e.currentTarget.value)}
          />
        </Field.Root>
        {editable && onSave && (
          <HStack justify="flex-end">
            <Button size="sm" variant="outline" disabled={!dirty} loading={saving} onClick={onSave} data-testid="order-notes-save">
              <LuSave />
              {t('orders.info.saveNotes')}
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
