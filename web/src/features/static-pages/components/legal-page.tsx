import type { ReactNode } from 'react';
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { PageShell } from '../../../components/page-shell';
import { Prose } from './prose';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface Props {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** A policy page: title, 'Last updated ...', a short list of contents, then the numbered sections. */
export function LegalPage({ title, updated, intro, sections }: Props) {
  return (
    <PageShell title={title} subtitle={`Last updated ${updated}`}>
      <Prose>{intro}</Prose>
      <Box
        as="nav"
        aria-label="On this page"
        my="8"
        p="5"
        maxW="70ch"
        bg="white"
        borderRadius="xl"
        borderWidth="1px"
        borderColor="gray.200"
      >
        <Text fontWeight="bold" color="gray.900" mb="2">
          On this page
        </Text>
        <Stack as="ol" gap="1" pl="5" listStyleType="decimal" fontSize="sm">
          {sections.map((s) => (
            <li key={s.id}>
              <Link href={`#${s.id}`} color="brand.700">
                {s.title}
              </Link>
            </li>
          ))}
        </Stack>
      </Box>
      <Prose>
        {sections.map((s, i) => (
          <section key={s.id} aria-labelledby={s.id}>
            <h2 id={s.id}>
              {i + 1}. {s.title}
            </h2>
            {s.body}
          </section>
        ))}
      </Prose>
    </PageShell>
  );
}
