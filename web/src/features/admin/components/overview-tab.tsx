import type { ReactNode } from 'react';
import { Badge, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Mountain, Route as RouteIcon, Video as VideoIcon } from 'lucide-react';
import { DASHBOARD_RECENT, VIDEO_CATEGORIES } from '@trailfinder/shared-types/rules';
import type { Trail, Video } from '@trailfinder/shared-types';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { useAdminData } from '../hooks/use-admin-data';
import { StatCard } from './stat-card';
import { byCodeUnits } from '@trailfinder/shared-types/rules';

const newestFirst = <T extends { id: number }>(a: T, b: T, at: (x: T) => string) =>
  byCodeUnits(at(b), at(a)) || b.id - a.id;

/** One line of a recent list: the name and a detail under it, the badges at the right. */
function RecentRow({ title, detail, children }: { title: string; detail: string; children: ReactNode }) {
  return (
    <HStack as="li" justify="space-between" gap="3">
      <Stack gap="0" minW="0">
        <Text fontWeight="semibold" truncate>
          {title}
        </Text>
        <Text fontSize="sm" color="gray.600" truncate>
          {detail}
        </Text>
      </Stack>
      {children}
    </HStack>
  );
}

function RecentList({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <Card.Root bg="white">
      <Card.Header>
        <Heading as="h3" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        {empty ? (
          <Text color="gray.600">Nothing yet.</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {children}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Totals and the 5 most recent trails and videos. */
export function OverviewTab() {
  const stats = useAdminData('stats').data;
  const routes = useAdminData('trails').data;
  const videos = useAdminData('videos').data;
  const recentTrails: Trail[] = [...(routes ?? [])]
    .sort((a, b) => newestFirst(a, b, (r) => r.createdAt))
    .slice(0, DASHBOARD_RECENT);
  const recentVideos: Video[] = [...(videos ?? [])]
    .sort((a, b) => newestFirst(a, b, (v) => v.publishedAt))
    .slice(0, DASHBOARD_RECENT);
  return (
    <Stack gap="6">
      <Heading as="h2" srOnly>
        Overview
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <StatCard
          title="Total Trails"
          value={stats?.totalRoutes ?? routes?.length}
          note="Across all 9 provinces"
          icon={<Mountain />}
        />
        <StatCard title="Total Videos" value={stats?.totalVideos} note="Published videos" icon={<VideoIcon />} />
        <StatCard
          title="Total Distance"
          value={stats ? stats.totalDistance || '0km' : undefined}
          note="Of mapped trails"
          icon={<RouteIcon />}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <RecentList title="Recent Trails" empty={routes !== undefined && recentTrails.length === 0}>
          {recentTrails.map((r) => (
            <RecentRow key={r.id} title={r.name} detail={`${r.location}, ${r.province}`}>
              <DifficultyBadge difficulty={r.difficulty} />
            </RecentRow>
          ))}
        </RecentList>
        <RecentList title="Recent Videos" empty={videos !== undefined && recentVideos.length === 0}>
          {recentVideos.map((v) => (
            <RecentRow key={v.id} title={v.title} detail={VIDEO_CATEGORIES[v.category] ?? v.category}>
              <HStack gap="2" flexShrink={0}>
                {v.featured && <Badge colorPalette="yellow">Featured</Badge>}
                <Badge colorPalette={v.active ? 'green' : 'gray'}>{v.active ? 'Active' : 'Inactive'}</Badge>
              </HStack>
            </RecentRow>
          ))}
        </RecentList>
      </SimpleGrid>
    </Stack>
  );
}
