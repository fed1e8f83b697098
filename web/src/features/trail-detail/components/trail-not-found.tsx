import { useState } from 'react';
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, MapPinOff, RefreshCw } from 'lucide-react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { clearCachedTrails } from '../api';
import { brandSolid } from '../../../config/brand-button';

/** 'Trail Not Found': for a 404 and for any other failure to load the trail. */
export function TrailNotFound() {
  useDocumentTitle('Trail Not Found');
  const navigate = useNavigate();
  const location = useLocation();
  // A shared link opened directly has no page to go back to: go to the trail list instead.
  const goBack = () => void (location.key === 'default' ? navigate('/') : navigate(-1));
  const [clearing, setClearing] = useState(false);
  const refreshAndBrowse = async () => {
    setClearing(true);
    try {
      await clearCachedTrails();
    } catch (err) {
      console.error('Could not clear the cached trails', err);
    }
    void navigate('/');
  };
  return (
    <Flex
      maxW="2xl"
      mx="auto"
      px="4"
      py={{ base: '16', md: '24' }}
      direction="column"
      align="center"
      textAlign="center"
    >
      <Flex w="16" h="16" borderRadius="full" bg="trail.100" color="trail.700" align="center" justify="center" mb="6">
        <MapPinOff size={32} aria-hidden="true" />
      </Flex>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="gray.900">
        Trail Not Found
      </Heading>
      <Text mt="3" fontSize="lg" color="gray.700">
        Sorry, we couldn't find the trail you're looking for.
      </Text>
      <Text mt="2" color="gray.600">
        This can happen when the trail database has been updated and the trail was moved or removed. Refreshing the
        trails saved on this device usually helps.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="8" w={{ base: 'full', sm: 'auto' }}>
        <Button variant="outline" onClick={goBack}>
          <ArrowLeft aria-hidden="true" /> Go Back
        </Button>
        <Button asChild {...brandSolid}>
          <RouterLink to="/">Browse All Trails</RouterLink>
        </Button>
        <Button
          variant="outline"
          borderColor="brand.700"
          color="brand.800"
          loading={clearing}
          onClick={() => void refreshAndBrowse()}
        >
          <RefreshCw aria-hidden="true" /> Refresh &amp; Browse
        </Button>
      </Stack>
    </Flex>
  );
}
