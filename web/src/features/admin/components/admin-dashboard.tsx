import type { ComponentType } from 'react';
import { Box, Tabs } from '@chakra-ui/react';
import type { AdminProfile } from '@trailfinder/shared-types';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DashboardHeader } from './dashboard-header';
import { ConditionsTab } from './conditions-tab';
import { EventsTab } from './events-tab';
import { OverviewTab } from './overview-tab';
import { ReviewsTab } from './reviews-tab';
import { SettingsTab } from './settings-tab';
import { TrailsTab } from './trails-tab';
import { VideosTab } from './videos-tab';

/** The spec's four tabs, in its order. */
const TABS = [
  { value: 'overview', label: 'Overview', Panel: OverviewTab },
  { value: 'videos', label: 'Videos', Panel: VideosTab },
  { value: 'trails', label: 'Trails', Panel: TrailsTab },
  { value: 'settings', label: 'Settings', Panel: SettingsTab },
] as const;

/** What this dashboard adds to the spec's four, behind "More" so the four stay as asked. */
const MORE_TABS = [
  { value: 'events', label: 'Events', Panel: EventsTab },
  { value: 'reviews', label: 'Reviews', Panel: ReviewsTab },
  { value: 'conditions', label: 'Conditions', Panel: ConditionsTab },
] as const;

/** A tab another feature brings (the page composes it in, under "More"): e.g. Tracks. */
export interface ExtraAdminTab {
  value: string;
  label: string;
  Panel: ComponentType;
}

/** The extra sections: a second row of tabs inside the "More" tab (each mounts when first opened). */
function MorePanel({ tabs }: { tabs: readonly ExtraAdminTab[] }) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.value} lazyMount variant="enclosed" size="sm" colorPalette="brand">
      <Box overflowX="auto" mb="6">
        <Tabs.List aria-label="More sections" minW="max-content">
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} minH="44px" px="4">
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Box>
      {tabs.map(({ value, Panel }) => (
        <Tabs.Content key={value} value={value} pt="0">
          <Panel />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** The signed-in dashboard: header, the four tabs and "More" (each tab mounts when first opened). */
export function AdminDashboard({ admin, extraTabs = [] }: { admin: AdminProfile; extraTabs?: ExtraAdminTab[] }) {
  const more = [...MORE_TABS, ...extraTabs];
  useDocumentTitle('Admin Dashboard');
  return (
    <Box bg="gray.50" minH="70vh">
      <DashboardHeader username={admin.username} />
      <Box maxW="7xl" mx="auto" px="4" py="6">
        <Tabs.Root defaultValue="overview" lazyMount variant="line" colorPalette="brand">
          <Box overflowX="auto" mb="6">
            <Tabs.List aria-label="Dashboard sections" minW="max-content">
              {TABS.map((t) => (
                <Tabs.Trigger key={t.value} value={t.value} minH="44px" px={{ base: '2.5', sm: '4' }}>
                  {t.label}
                </Tabs.Trigger>
              ))}
              <Tabs.Trigger
                value="more"
                minH="44px"
                px={{ base: '2.5', sm: '4' }}
                title={more.map((t) => t.label).join(', ')}
              >
                More
              </Tabs.Trigger>
            </Tabs.List>
          </Box>
          {TABS.map(({ value, Panel }) => (
            <Tabs.Content key={value} value={value} pt="0">
              <Panel />
            </Tabs.Content>
          ))}
          <Tabs.Content value="more" pt="0">
            <MorePanel tabs={more} />
          </Tabs.Content>
        </Tabs.Root>
      </Box>
    </Box>
  );
}
