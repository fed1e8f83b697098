import { Button, Flex, HStack, Skeleton, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DifficultyBadge } from '../../components/difficulty-badge';
import { PageShell } from '../../components/page-shell';
import { db } from '../../lib/db';
import { useFirstSync } from '../../lib/use-first-sync';

/** Trail detail (a later issue builds the full page); reads the device copy. */
export default function TrailPage() {
  const id = Number(useParams().id);
  const route = useLiveQuery(async () => (Number.isInteger(id) ? ((await db.routes.get(id)) ?? null) : null), [id]);
  const { pending } = useFirstSync();

  if (route === undefined || (route === null && pending)) {
    return (
      <PageShell title="Loading trail..." backLabel="Back to Trails">
        <Skeleton h="40" borderRadius="xl" />
      </PageShell>
    );
  }
  if (route === null) {
    return (
      <PageShell
        title="Trail Not Found"
        subtitle="Sorry, we couldn't find the trail you're looking for."
        backLabel="Back to Trails"
      >
        <Text color="gray.600">This can happen when the trail database has been updated.</Text>
        <Button asChild mt="6" bg="brand.700" color="white" _hover={{ bg: 'brand.800' }}>
          <RouterLink to="/">Browse All Trails</RouterLink>
        </Button>
      </PageShell>
    );
  }
  return (
    <PageShell title={route.name} backLabel="Back to Trails">
      <Flex gap="3" align="center" wrap="wrap">
        <DifficultyBadge difficulty={route.difficulty} />
        <HStack gap="1" color="gray.600">
          <MapPin size={16} aria-hidden="true" />
          <Text>
            {route.location}, {route.province}
          </Text>
        </HStack>
      </Flex>
      <Text mt="6" color="gray.700" fontSize="lg" lineHeight="tall">
        {route.description}
      </Text>
    </PageShell>
  );
}
