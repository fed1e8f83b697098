import { PrivacyPolicy } from '../../features/static-pages/components/privacy-policy';

export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
