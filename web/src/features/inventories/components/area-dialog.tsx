import { Stack } from '@chakra-ui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useSaveMarketAreaCategoryMutation, useSaveMarketAreaMutation } from '@/generated/inventories';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { CancelButton, SubmitButton, SwitchField, TextField } from '@/shared/form/fields';
import { applyServerErrors } from '@/shared/form/server-errors';
import { formatDecimalInput } from '@/shared/format';
import { notify } from '@/shared/notify';
import { areaSchema, type AreaValues, parseDeviation, toAreaName } from '../admin.schema';

export type AreaDialogTarget =
  | { kind: 'area'; id: number | null; name: string; active: boolean; deviation: number }
  | { kind: 'category'; id: number | null; marketAreaId: number; name: string; deviation: number };

const HANDLED = ['CONFLICT', 'UNAUTHENTICATED', 'FORBIDDEN'];
/** The server names the deviation by its input field. */
const PREFIXES = { countingSpeedDeviation: 'deviation' };
const deviationText = (n: number) => (n === 0 ? '' : formatDecimalInput(n));

/** Create or edit a market area (name, active, deviation %) or one of its categories (name, deviation). */
export function AreaDialog({ target, onClose }: { target: AreaDialogTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [saveArea] = useSaveMarketAreaMutation({ refetchQueries: ['MarketAreas'] });
  const [saveCategory] = useSaveMarketAreaCategoryMutation({ refetchQueries: ['MarketAreas'] });
  const isArea = target?.kind === 'area';
  const initial: AreaValues = target
    ? { name: target.name, active: target.kind === 'area' ? target.active : true, deviation: deviationText(target.deviation) }
    : { name: '', active: true, deviation: '' };

  const title = isArea
    ? t(target?.id ? 'inventories.areas.editTitle' : 'inventories.areas.createTitle')
    : t(target?.id ? 'inventories.areas.categoryEditTitle' : 'inventories.areas.categoryCreateTitle');
  return (
    <Formik<AreaValues>
      key={target ? `${target.kind}-${target.id ?? 'new'}-${target.kind === 'category' ? target.marketAreaId : ''}` : 'closed'}
      initialValues={initial}
      validationSchema={() => areaSchema(target?.kind ?? 'area')}
      onSubmit={async (values, form) => {
        if (!target) return;
        const countingSpeedDeviation = parseDeviation(values.deviation)!;
        try {
          if (target.kind === 'area') {
            await saveArea({ variables: { id: target.id, input: { name: toAreaName(values.name), active: values.active, countingSpeedDeviation } } });
            notify.success(t(target.id ? 'inventories.areas.saved' : 'inventories.areas.created'), { duration: 1000 });
          } else {
            await saveCategory({
              variables: { id: target.id, input: { name: toAreaName(values.name), countingSpeedDeviation, marketAreaId: target.marketAreaId } },
            });
            notify.success(t(target.id ? 'inventories.areas.categorySaved' : 'inventories.areas.categoryCreated'), { duration: 1000 });
          }
          onClose();
        } catch (err) {
          const { codes, validation } = applyServerErrors(err, values, form, PREFIXES);
          if (!validation && !codes.some((c) => HANDLED.includes(c))) {
            notify.error(t(target.kind === 'area' ? 'inventories.areas.failed' : 'inventories.areas.categoryFailed'));
          }
        }
      }}
    >
      <FormDialog
        open={!!target}
        onClose={onClose}
        title={title}
        size="sm"
        testId={isArea ? 'area-dialog' : 'category-dialog'}
        footer={
          <>
            <CancelButton onClick={onClose} />
            <SubmitButton>{t('common.save')}</SubmitButton>
          </>
        }
      >
        <Form>
          <Stack gap="3">
            <TextField name="name" label={t(isArea ? 'inventories.areas.name' : 'inventories.areas.categoryName')} required testId="area-name" />
            <TextField
              name="deviation"
              label={t(isArea ? 'inventories.areas.deviation' : 'inventories.areas.categoryDeviation')}
              testId="area-deviation"
              inputProps={{ inputMode: 'decimal', placeholder: '0' }}
            />
            {isArea && <SwitchField name="active" label={t('inventories.areas.active')} testId="area-active" />}
          </Stack>
        </Form>
      </FormDialog>
    </Formik>
  );
}
