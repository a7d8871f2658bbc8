import { Box, Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { now } from '@/shared/format';
import { can } from '@/shared/session/abilities';
import { useAuth } from '@/shared/session/auth';
import { FindingsView, type FindingsFilter } from './components/findings-view';
import { LegalValuesSection } from './components/legal-values-section';
import { isRule, resolveMonth } from './findings';
import './texts';

type Tab = 'findings' | 'legal';

/**
 * /compliance: the month's findings of the working-time, youth, minijob and minimum-wage rules, to be
 * acknowledged with a reason, and the legal values the rules read. Month, filters and tab live in the
 * URL (`?month=YYYY-MM&rule=…&employeeId=…&tab=legal`), so the month-end page can link a month.
 */
export default function CompliancePage() {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const [params, setParams] = useSearchParams();
  const maxMonth = now().toFormat('yyyy-MM');
  const month = resolveMonth(params.get('month'), maxMonth);
  const employeeId = Number(params.get('employeeId'));
  const filter: FindingsFilter = {
    yearMonth: month > maxMonth ? maxMonth : month,
    rule: isRule(params.get('rule')) ? params.get('rule') : null,
    employeeId: params.get('employeeId') && Number.isInteger(employeeId) ? employeeId : null,
  };
  const tab: Tab = params.get('tab') === 'legal' ? 'legal' : 'findings';

  const set = (entries: Record<string, string | null>) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        for (const [k, v] of Object.entries(entries)) {
          if (v) q.set(k, v);
          else q.delete(k);
        }
        return q;
      },
      { replace: true },
    );
  const onFilter = (next: Partial<FindingsFilter>) =>
    set({
      ...(next.yearMonth !== undefined ? { month: next.yearMonth } : {}),
      ...(next.rule !== undefined ? { rule: next.rule } : {}),
      ...(next.employeeId !== undefined ? { employeeId: next.employeeId == null ? null : String(next.employeeId) } : {}),
    });

  return (
    <Box p={{ base: '3', md: '6' }} pb={{ base: '8', md: '10' }} data-testid="compliance-page">
      <Stack gap="4" maxW="7xl">
        <Tabs.Root value={tab} onValueChange={(e) => set({ tab: e.value === 'legal' ? 'legal' : null })} variant="line" colorPalette="brand" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="findings" minH="11" data-testid="compliance-tab-findings">
              {t('compliance.tabs.findings')}
            </Tabs.Trigger>
            <Tabs.Trigger value="legal" minH="11" data-testid="compliance-tab-legal">
              {t('compliance.tabs.legalValues')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="findings">
            <FindingsView filter={filter} maxMonth={maxMonth} onFilter={onFilter} linkHours={can(auth?.abilities, 'viewOthersMonth')} />
          </Tabs.Content>
          <Tabs.Content value="legal">
            <LegalValuesSection canEdit={can(auth?.abilities, 'editLegalValues')} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Box>
  );
}
