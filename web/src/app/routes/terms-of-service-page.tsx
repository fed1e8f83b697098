import { TermsOfService } from '../../features/static-pages/components/terms-of-service';

export default function TermsOfServicePage() {
  return <TermsOfService />;
}
