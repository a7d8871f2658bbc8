import { Alert, Badge, Box, Button, Heading, HStack, Stack, Tabs } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuUserCheck } from 'react-icons/lu';
import { useParams, useSearchParams } from 'react-router';
import { type EmployeeDetailsFieldsFragment, useEmployeeQuery } from '@/generated/employees';
import { BackLink as SharedBackLink, RecordGate } from '@/shared/record-gate';
import { can } from '@/shared/session/abilities';
import { useAuth } from '@/shared/session/auth';
import { formatDecimal, todayIso } from '@/shared/format';
import { useEarliestValidFrom } from '@/shared/session/defaults';
import { CompetenciesCard } from './components/competencies-card';
import { CreateEmployeeDialog } from './components/create-employee-dialog';
import { EmployeeActions } from './components/employee-actions';
import { EmploymentEditDialog } from './components/employment-edit-dialog';
import { ExportCard } from './components/export-card';
import { HistorySection } from './components/history-section';
import { PersonalCard } from './components/personal-card';
import { ReactivateDialog } from './components/reactivate-dialog';
import { WageEditDialog } from './components/wage-edit-dialog';
import { type DetailsGates, detailsGates } from './gates';
import { currentEntry } from '@inv/domain';
import { employmentTypeLabel, wageText, wageTypeLabel } from './labels';
import './texts';

const TABS = ['personal', 'wages', 'employments'] as const;
type Tab = (typeof TABS)[number];

/** /employees/{employeeId} (spec 1 §2.5); employeeId is numeric only. */
export default function EmployeeDetailsPage() {
  const { t } = useTranslation();
  const { employeeId: param } = useParams();
  const id = /^\d{1,9}$/.test(param ?? '') ? Number(param) : null;
  const { data, loading, error, refetch } = useEmployeeQuery({
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'cache-and-network',
  });
  const employee = data?.employee;

  return (
    <RecordGate
      invalidId={id === null}
      error={error}
      loading={loading}
      hasData={!!employee}
      refetch={refetch}
      notFoundText={t('employees.details.notFound')}
      notFoundTestId="employee-not-found"
      back={<BackLink />}
    >
      {employee && <EmployeeDetails employee={employee} />}
    </RecordGate>
  );
}

function BackLink() {
  const { t } = useTranslation();
  const { auth } = useAuth();
  if (!can(auth?.abilities, 'openEmployees')) return null;
  return <SharedBackLink to="/employees" label={t('employees.details.backToList')} />;
}

function EmployeeDetails({ employee }: { employee: EmployeeDetailsFieldsFragment }) {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const earliest = useEarliestValidFrom();
  const abilities = auth?.abilities;
  const ownEmployeeId = auth?.employeeId;
  const gates = useMemo(() => detailsGates(abilities ?? [], employee, ownEmployeeId), [abilities, employee, ownEmployeeId]);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) && (requested !== 'wages' || gates.showWagesTab) ? requested : 'personal';
  const [createOpen, setCreateOpen] = useState(false);
  const [reactivateOpen, setReactivateOpen] = useState(false);

  return (
    // From md up the floating action button gets a gutter of its own instead of covering buttons.
    <Box p={{ base: '3', md: '6' }} pe={{ base: '3', md: gates.showActionMenu ? '24' : '6' }} pb="24">
      <Stack gap="4" maxW="6xl">
        <Stack gap="1">
          <BackLink />
          <HStack gap="3" flexWrap="wrap">
            <Heading as="h2" size={{ base: 'lg', md: 'xl' }} data-testid="employee-name">
              {employee.firstName} {employee.lastName}
            </Heading>
            <Badge variant="outline" size="lg" data-testid="employee-id-badge">
              {employee.employeeId}
            </Badge>
            <Badge colorPalette={employee.active ? 'green' : 'gray'} size="lg">
              {t(`employees.enums.status.${employee.active ? 'ACTIVE' : 'INACTIVE'}`)}
            </Badge>
          </HStack>
        </Stack>

        {gates.inactive && (
          <Alert.Root status="warning" data-testid="inactive-banner" flexWrap="wrap" alignItems="center">
            <Alert.Indicator />
            <Alert.Content minW="40">
              <Alert.Title>{t('employees.details.inactiveBanner')}</Alert.Title>
              <Alert.Description>{t('employees.details.inactiveHint')}</Alert.Description>
            </Alert.Content>
            {gates.showReactivate && (
              <Button size="sm" colorPalette="brand" onClick={() => setReactivateOpen(true)}>
                <LuUserCheck />
                {t('employees.details.reactivate')}
              </Button>
            )}
          </Alert.Root>
        )}

        <Tabs.Root
          value={tab}
          onValueChange={(e) => setSearchParams(e.value === 'personal' ? {} : { tab: e.value }, { replace: true })}
          variant="line"
          colorPalette="brand"
          lazyMount
        >
          <Tabs.List overflowX="auto" overflowY="hidden">
            <Tabs.Trigger value="personal">{t('employees.details.tabs.personal')}</Tabs.Trigger>
            {gates.showWagesTab && <Tabs.Trigger value="wages">{t('employees.details.tabs.wages')}</Tabs.Trigger>}
            <Tabs.Trigger value="employments">{t('employees.details.tabs.employments')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="personal">
            <PersonalCard employee={employee} gates={gates} />
          </Tabs.Content>
          {gates.showWagesTab && (
            <Tabs.Content value="wages">
              <Stack gap="4">
                <WageSection employee={employee} gates={gates} earliest={earliest} />
                {gates.showExportCard && <ExportCard employee={employee} editable={gates.canEditExport} />}
              </Stack>
            </Tabs.Content>
          )}
          <Tabs.Content value="employments">
            <EmploymentSection employee={employee} gates={gates} earliest={earliest} />
          </Tabs.Content>
        </Tabs.Root>

        <CompetenciesCard employeeId={employee.employeeId} editable={gates.canEditCompetencies} />
      </Stack>

      {gates.showActionMenu && <EmployeeActions employee={employee} canCreate={gates.canCreate} onCreate={() => setCreateOpen(true)} />}
      {gates.canCreate && gates.superadmin && <CreateEmployeeDialog open={createOpen} onClose={() => setCreateOpen(false)} />}
      {gates.showReactivate && (
        <ReactivateDialog employee={employee} open={reactivateOpen} onClose={() => setReactivateOpen(false)} earliest={earliest} />
      )}
    </Box>
  );
}

interface SectionProps {
  employee: EmployeeDetailsFieldsFragment;
  gates: DetailsGates;
  earliest: string;
}

function WageSection({ employee, gates, earliest }: SectionProps) {
  const { t } = useTranslation();
  const template = currentEntry(employee.wages, todayIso()) ?? employee.wages.at(-1) ?? null;
  return (
    <HistorySection
      kind="wage"
      entries={employee.wages}
      texts={{ card: t('employees.history.wageCard'), dialog: t('employees.history.wageHistory'), add: t('employees.history.addWage') }}
      canAdd={gates.canAddWages}
      summary={(w) => wageText(t, w.wage, w.wageType)}
      detail={(w) =>
        w.wageType === 'SAL' && w.targetHours != null
          ? `${wageTypeLabel(t, w.wageType)} · ${t('employees.history.targetHours', { hours: formatDecimal(w.targetHours, { trim: true }) })}`
          : wageTypeLabel(t, w.wageType)
      }
      note={(w) => w.warning}
      renderEditor={(p) => (
        <WageEditDialog {...p} employeeId={employee.employeeId} template={template} gates={gates} earliest={earliest} />
      )}
    />
  );
}

function EmploymentSection({ employee, gates, earliest }: SectionProps) {
  const { t } = useTranslation();
  const template = currentEntry(employee.employments, todayIso()) ?? employee.employments.at(-1) ?? null;
  return (
    <HistorySection
      kind="employment"
      entries={employee.employments}
      texts={{
        card: t('employees.history.employmentCard'),
        dialog: t('employees.history.employmentHistory'),
        add: t('employees.history.addEmployment'),
      }}
      canAdd={gates.canAddEntries}
      summary={(m) => employmentTypeLabel(t, m.employmentType)}
      renderEditor={(p) => (
        <EmploymentEditDialog {...p} employeeId={employee.employeeId} template={template} gates={gates} earliest={earliest} />
      )}
    />
  );
}
