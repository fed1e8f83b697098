import { Text } from '@chakra-ui/react';
import { MARKETING } from '@trailfinder/shared-types/rules';
import { PageShell } from '../../components/page-shell';

export default function AboutUsPage() {
  return (
    <PageShell
      title="About Us"
      subtitle={`A directory of over ${MARKETING.aboutTrails} mountain bike trails across South Africa.`}
    >
      <Text color="gray.700">Built by riders, for riders, in all nine provinces.</Text>
    </PageShell>
  );
}
