import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type InventoryCompetencyRowFragment, useSaveInventoryCompetencyMutation } from '@/generated/inventories';
import { COMPETENCY_FLAGS, type CompetencyFlag } from '@/shared/competencies';
import { CompetencyCheckboxes } from '@/shared/competency-checkboxes';
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
        <CompetencyCheckboxes flags={flags} onChange={setFlags} />
      )}
    </FormDialog>
  );
}
