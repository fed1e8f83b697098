import type { ReactNode } from 'react';
import { Box, Heading, Text, VStack } from '@chakra-ui/react';

interface Props {
  icon?: ReactNode;
  title: string;
  description?: string;
  headingLevel?: 'h3' | 'h4';
  children?: ReactNode;
}

export function EmptyState({ icon, title, description, headingLevel = 'h3', children }: Props) {
  return (
    <VStack
      gap="3"
      py="12"
      px="6"
      textAlign="center"
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="gray.300"
    >
      {icon && (
        <Box color="gray.500" aria-hidden="true">
          {icon}
        </Box>
      )}
      <Heading as={headingLevel} size="md" color="gray.800">
        {title}
      </Heading>
      {description && (
        <Text color="gray.600" maxW="md">
          {description}
        </Text>
      )}
      {children}
    </VStack>
  );
}
