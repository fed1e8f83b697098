import { useServerConfig } from '../../../lib/server-config';

/** The contact address (CONTACT_EMAIL via /api/config) as a mailto link, or a pointer to the footer. */
export function ContactEmail() {
  const { contactEmail } = useServerConfig();
  if (!contactEmail) return <>the address in the footer of every page</>;
  return <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
}
