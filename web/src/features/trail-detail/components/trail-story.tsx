import type { ReactNode } from 'react';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { BookOpen, CalendarCheck, CloudSun, Gauge, Hammer, Mountain, ShieldCheck } from 'lucide-react';
import type { Trail } from '@trailfinder/shared-types';
import { ContentCard } from '../../../components/content-card';
import { expectationText, maintenanceText, ridingConditionsText, safetyNotes, terrainText } from '../trail-copy';

function Topic({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Flex gap="3" align="flex-start">
      <Box color="brand.700" mt="0.5" aria-hidden="true" flexShrink={0}>
        {icon}
      </Box>
      <Box>
        <Heading as="h3" size="sm" color="gray.900" mb="1">
          {title}
        </Heading>
        <Box color="gray.700" lineHeight="tall">
          {children}
        </Box>
      </Box>
    </Flex>
  );
}

export function AboutTrail({ description }: { description: string }) {
  return (
    <ContentCard title="About This Trail" icon={<BookOpen size={22} />}>
      <Text color="gray.700" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall" whiteSpace="pre-line">
        {description}
      </Text>
    </ContentCard>
  );
}

export function TrailExperience({ route }: { route: Pick<Trail, 'features' | 'difficulty'> }) {
  return (
    <ContentCard title="Trail Experience" icon={<Mountain size={22} />}>
      <Stack gap="5">
        <Topic icon={<Mountain size={18} />} title="Terrain">
          {terrainText(route.features)}
        </Topic>
        <Topic icon={<Gauge size={18} />} title="What to expect">
          {expectationText(route.difficulty)}
        </Topic>
      </Stack>
    </ContentCard>
  );
}

export function PlanningVisit({ route }: { route: Pick<Trail, 'features' | 'province'> }) {
  return (
    <ContentCard title="Planning Your Visit" icon={<CalendarCheck size={22} />}>
      <Stack gap="5">
        <Topic icon={<CloudSun size={18} />} title="Riding conditions">
          {ridingConditionsText(route.province)}
        </Topic>
        <Topic icon={<Hammer size={18} />} title="Trail maintenance">
          {maintenanceText(route.features)}
        </Topic>
        <Topic icon={<ShieldCheck size={18} />} title="Safety notes">
          <Stack as="ul" ps="5" gap="1" listStyleType="disc">
            {safetyNotes(route.features).map((note) => (
              <li key={note}>{note}</li>
            ))}
          </Stack>
        </Topic>
      </Stack>
    </ContentCard>
  );
}
