import { AboutUs } from '../../features/static-pages/components/about-us';

export default function AboutUsPage() {
  return <AboutUs />;
}
