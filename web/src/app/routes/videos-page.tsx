import { PageShell } from '../../components/page-shell';

export default function VideosPage() {
  return (
    <PageShell
      title="Mountain Biking Videos"
      subtitle="Trail reviews, gear talk, skills and racing from South African riders and trails."
    />
  );
}
