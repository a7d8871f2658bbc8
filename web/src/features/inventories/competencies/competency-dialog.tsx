import { Button, Checkbox, SimpleGrid } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type InventoryCompetencyRowFragment, useSaveInventoryCompetencyMutation } from '@/generated/inventories';
import { COMPETENCY_FLAGS, type CompetencyFlag, competencyLabelKey } from '@/shared/competencies';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { notify } from '@/shared/notify';

type Flags = Record<CompetencyFlag, boolean>;
const flagsOf = (r: InventoryCompetencyRowFragment): Flags => Object.fromEntries(COMPETENCY_FLAGS.map((f) => [f, r[f]])) as Flags;

/** The eleven competencies of one employee as checkboxes, saved with saveEmployeeCompetency. */
export function CompetencyDialog({ row, onClose }: { row: InventoryCompetencyRowFragment | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [flags, setFlags] = useState<Flags | null>(null);
  useEffect(() => setFlags(row ? flagsOf(row) : null), [row]);
  const [save, { loading }] = useSaveInventoryCompetencyMutation({ refetchQueries: ['InventoryCompetencies'], awaitRefetchQueries: true });

  const submit = async () => {
    if (!row || !flags) return;
    try {
      await save({ variables: { employeeId: row.employeeId, input: flags } });
      notify.success(t('inventories.competencies.saved'));
      onClose();
    } catch {
      notify.error(t('inventories.competencies.failed'));
    }
  };

  return (
    <FormDialog
      open={row !== null}
      onClose={onClose}
      title={row ? `${t('inventories.competencies.editTitle')}: ${row.firstName} ${row.lastName}` : ''}
      testId="competency-dialog"
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
      {flags && (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {COMPETENCY_FLAGS.map((f) => (
            <Checkbox.Root key={f} checked={flags[f]} onCheckedChange={(e) => setFlags({ ...flags, [f]: e.checked === true })} colorPalette="brand">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(competencyLabelKey(f))}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      )}
    </FormDialog>
  );
}
