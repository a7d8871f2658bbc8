import { Badge, Button, Card, Center, HStack, Spinner, Text, Wrap } from '@chakra-ui/react';
import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import { type CompetencyFlagsFragment, useEmployeeCompetencyQuery, useSaveEmployeeCompetencyMutation } from '@/generated/employees';
import { COMPETENCY_FLAGS, type CompetencyFlag, competencyLabelKey } from '@/shared/competencies';
import { CompetencyCheckboxes } from '@/shared/competency-checkboxes';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { CancelButton, SubmitButton } from '@/shared/form/fields';
import { useOpeningKey } from '@/shared/form/opening-key';

// flagsOf reads every flag from the fragment: a flag the API does not know fails to compile.
type Flags = Record<CompetencyFlag, boolean>;

const flagsOf = (c: CompetencyFlagsFragment): Flags => Object.fromEntries(COMPETENCY_FLAGS.map((f) => [f, c[f]])) as Flags;

/** Competencies of one employee (spec 1 §2.5: a card outside the tabs) with an edit dialog. */
export function CompetenciesCard({ employeeId, editable }: { employeeId: number; editable: boolean }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useEmployeeCompetencyQuery({ variables: { employeeId } });
  const [open, setOpen] = useState(false);
  const competency = data?.employeeCompetency;
  const held = competency ? COMPETENCY_FLAGS.filter((f) => competency[f]) : [];
  const current = useMemo(() => (competency ? flagsOf(competency) : null), [competency]);

  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }} data-testid="competencies-card">
      <Card.Header>
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Card.Title as="h2" fontSize="lg">
            {t('employees.competencies.title')}
          </Card.Title>
          {editable && competency && (
            <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
              <LuPencil />
              {t('common.edit')}
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="1">
        {loading && !competency ? (
          <Center py="4">
            <Spinner role="status" size="sm" color="brand.solid" aria-label={t('app.loading')} />
          </Center>
        ) : error && !competency ? (
          <HStack gap="3">
            <Text color="fg.error">{t('common.loadFailed')}</Text>
            <Button size="xs" variant="outline" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          </HStack>
        ) : held.length === 0 ? (
          <Text color="fg.muted">{t('employees.competencies.none')}</Text>
        ) : (
          <Wrap gap="2">
            {held.map((f) => (
              <Badge key={f} colorPalette="brand" variant="subtle" size="md">
                {t(competencyLabelKey(f))}
              </Badge>
            ))}
          </Wrap>
        )}
      </Card.Body>
      {current && <CompetenciesDialog open={open} onClose={() => setOpen(false)} employeeId={employeeId} current={current} />}
    </Card.Root>
  );
}

function CompetenciesDialog({ open, onClose, employeeId, current }: { open: boolean; onClose: () => void; employeeId: number; current: Flags }) {
  const opening = useOpeningKey(open);
  const { t } = useTranslation();
  const [save] = useSaveEmployeeCompetencyMutation({
    refetchQueries: ['EmployeeCompetency'],
    // spec 1 §8: save errors of competencies are silently ignored.
    context: { handleErrors: ['VALIDATION', 'CONFLICT', 'NOT_FOUND', 'INTERNAL'] },
  });

  return (
    <Formik<{ flags: Flags }>
      key={opening}
      initialValues={{ flags: current }}
      onSubmit={async ({ flags }) => {
        try {
          await save({ variables: { employeeId, input: flags } });
        } catch {
          // Ignored on purpose (spec 1 §8).
        }
        onClose();
      }}
    >
      <FormDialog
        open={open}
        onClose={onClose}
        title={t('employees.competencies.edit')}
        testId="competencies-dialog"
        footer={
          <>
            <CancelButton onClick={onClose} />
            <SubmitButton>{t('common.save')}</SubmitButton>
          </>
        }
      >
        <CompetencyCheckboxes name="flags" />
      </FormDialog>
    </Formik>
  );
}
