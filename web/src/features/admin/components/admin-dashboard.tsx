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

const TABS = [
  { value: 'overview', label: 'Overview', Panel: OverviewTab },
  { value: 'videos', label: 'Videos', Panel: VideosTab },
  { value: 'trails', label: 'Trails', Panel: TrailsTab },
  { value: 'events', label: 'Events', Panel: EventsTab },
  { value: 'reviews', label: 'Reviews', Panel: ReviewsTab },
  { value: 'conditions', label: 'Conditions', Panel: ConditionsTab },
  { value: 'settings', label: 'Settings', Panel: SettingsTab },
] as const;

/** A tab another feature brings (the page composes it in): e.g. Tracks. */
export interface ExtraAdminTab {
  value: string;
  label: string;
  Panel: ComponentType;
}

/** The signed-in dashboard: header and tabs (each tab mounts when first opened). */
export function AdminDashboard({ admin, extraTabs = [] }: { admin: AdminProfile; extraTabs?: ExtraAdminTab[] }) {
  const tabs = [...TABS, ...extraTabs];
  useDocumentTitle('Admin Dashboard');
  return (
    <Box bg="gray.50" minH="70vh">
      <DashboardHeader username={admin.username} />
      <Box maxW="7xl" mx="auto" px="4" py="6">
        <Tabs.Root defaultValue="overview" lazyMount variant="line" colorPalette="brand">
          <Box overflowX="auto" mb="6">
            <Tabs.List minW="max-content">
              {tabs.map((t) => (
                <Tabs.Trigger key={t.value} value={t.value} px="4">
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
      </Box>
    </Box>
  );
}
