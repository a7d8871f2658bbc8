import { Box, Tabs } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '@/shared/session/auth';
import { CompanyLocations } from './components/company-locations';
import { CompetenciesTab } from './competencies/competencies-tab';
import { PerformanceTab } from './performance/performance-tab';
import { TasksTab } from './tasks/tasks-tab';
import { MarketAreas } from './components/market-areas';
import { type InventoryTab, inventoryTabs, selectedTab, tabIndex } from './gates';
import './texts';

/** /inventories (spec 3 §2.6): tabs by query parameter `tab` (index); administration with two sub-tabs. */
export default function InventoriesPage() {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const abilities = auth?.abilities;
  const allowed = useMemo(() => inventoryTabs(abilities ?? []), [abilities]);
  const [params, setParams] = useSearchParams();
  const tab = selectedTab(params.get('tab'), allowed);
  const sub = params.get('sub') === 'areas' ? 'areas' : 'locations';

  const go = (next: { tab?: InventoryTab; sub?: string }) => {
    const p = new URLSearchParams(params);
    if (next.tab) {
      p.set('tab', String(tabIndex(next.tab)));
      p.delete('sub');
    }
    if (next.sub) p.set('sub', next.sub);
    // Each list keeps its own table/list choice: a tab or sub-tab change starts from its default view.
    p.delete('view');
    setParams(p, { replace: true });
  };

  if (!tab) return null;
  return (
    <Box p={{ base: '3', md: '6' }} pb="16">
      <Tabs.Root value={tab} onValueChange={(e) => go({ tab: e.value as InventoryTab })} variant="line" colorPalette="brand" lazyMount unmountOnExit>
        <Tabs.List overflowX="auto" overflowY="hidden" data-testid="inventory-tabs">
          {allowed.map((id) => (
            <Tabs.Trigger
              key={id}
              value={id}
              flexShrink={0}
              px={{ base: '2', md: '4' }}
              fontSize={{ base: 'sm', md: 'md' }}
              // On a phone the list scrolls sideways: the chosen tab is brought into view.
              ref={id === tab ? (el: HTMLButtonElement | null) => el?.scrollIntoView({ block: 'nearest', inline: 'nearest' }) : undefined}
            >
              {t(`inventories.tabs.${id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {allowed.map((id) => (
          <Tabs.Content key={id} value={id}>
            {id === 'administration' ? (
              <Tabs.Root value={sub} onValueChange={(e) => go({ sub: e.value })} variant="enclosed" colorPalette="brand" lazyMount unmountOnExit size="sm">
                <Tabs.List mb="3" data-testid="admin-tabs">
                  <Tabs.Trigger value="locations">{t('inventories.admin.locations')}</Tabs.Trigger>
                  <Tabs.Trigger value="areas">{t('inventories.admin.marketAreas')}</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="locations" pt="0">
                  <CompanyLocations />
                </Tabs.Content>
                <Tabs.Content value="areas" pt="0">
                  <MarketAreas />
                </Tabs.Content>
              </Tabs.Root>
            ) : id === 'tasks' ? (
              <TasksTab />
            ) : id === 'performance' ? (
              <PerformanceTab />
            ) : (
              <CompetenciesTab />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}
