import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveMarketAreaCategoryMutation, useSaveMarketAreaMutation } from '@/generated/inventories';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { SwitchField, TextField } from '@/shared/form/fields';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { type AreaValues, parseDeviation, toAreaName, validateArea } from '../admin.schema';

export type AreaDialogTarget =
  | { kind: 'area'; id: number | null; name: string; active: boolean; deviation: number }
  | { kind: 'category'; id: number | null; marketAreaId: number; name: string; deviation: number };

const HANDLED = ['CONFLICT', 'UNAUTHENTICATED', 'FORBIDDEN'];
const deviationText = (n: number) => (n === 0 ? '' : n.toLocaleString('de-DE', { useGrouping: false, maximumFractionDigits: 2 }));

/** Create or edit a market area (name, active, deviation %) or one of its categories (name, deviation). */
export function AreaDialog({ target, onClose }: { target: AreaDialogTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<AreaValues>({ name: '', active: true, deviation: '' });
  const [errors, setErrors] = useState<Partial<Record<'name' | 'deviation', string>>>({});
  const [saveArea, area] = useSaveMarketAreaMutation({ refetchQueries: ['MarketAreas'] });
  const [saveCategory, category] = useSaveMarketAreaCategoryMutation({ refetchQueries: ['MarketAreas'] });
  const isArea = target?.kind === 'area';

  useEffect(() => {
    if (!target) return;
    setValues({ name: target.name, active: target.kind === 'area' ? target.active : true, deviation: deviationText(target.deviation) });
    setErrors({});
  }, [target]);

  const submit = async () => {
    if (!target) return;
    const found = validateArea(values, target.kind);
    setErrors(found);
    if (found.name || found.deviation) return;
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
      const { codes, fieldErrors } = errorCodes(err);
      if (codes.includes('VALIDATION')) {
        setErrors({
          name: fieldErrors.find((e) => e.path === 'name')?.message,
          deviation: fieldErrors.find((e) => e.path === 'countingSpeedDeviation')?.message,
        });
      } else if (!codes.some((c) => HANDLED.includes(c))) {
        notify.error(t(target.kind === 'area' ? 'inventories.areas.failed' : 'inventories.areas.categoryFailed'));
      }
    }
  };

  const title = isArea
    ? t(target?.id ? 'inventories.areas.editTitle' : 'inventories.areas.createTitle')
    : t(target?.id ? 'inventories.areas.categoryEditTitle' : 'inventories.areas.categoryCreateTitle');
  return (
    <FormDialog
      open={!!target}
      onClose={onClose}
      title={title}
      size="sm"
      testId={isArea ? 'area-dialog' : 'category-dialog'}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="brand" loading={area.loading || category.loading} onClick={() => void submit()}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="3">
          <TextField
            label={t(isArea ? 'inventories.areas.name' : 'inventories.areas.categoryName')}
            value={values.name}
            onChange={(name) => {
              setValues({ ...values, name });
              setErrors({ ...errors, name: undefined });
            }}
            error={errors.name}
            required
            testId="area-name"
          />
          <TextField
            label={t(isArea ? 'inventories.areas.deviation' : 'inventories.areas.categoryDeviation')}
            value={values.deviation}
            onChange={(deviation) => {
              setValues({ ...values, deviation });
              setErrors({ ...errors, deviation: undefined });
            }}
            error={errors.deviation}
            testId="area-deviation"
            inputProps={{ inputMode: 'decimal', placeholder: '0' }}
          />
          {isArea && <SwitchField label={t('inventories.areas.active')} checked={values.active} onChange={(active) => setValues({ ...values, active })} testId="area-active" />}
        </Stack>
      </form>
    </FormDialog>
  );
}
