import { Link as RouterLink } from 'react-router-dom';
import { BRAND } from '../../../config/app-config';
import { ContactEmail } from './contact-email';
import { LegalPage, type LegalSection } from './legal-page';

export const PRIVACY_UPDATED = 'July 11, 2025';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {BRAND.name} is a free directory of mountain bike trails, events, news and videos across South Africa. For the
        purposes of the Protection of Personal Information Act, 2013 (POPIA) we are the responsible party for the
        personal information described here. You can reach us at <ContactEmail />.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        {BRAND.name} is not intended for children under 13, and we do not knowingly collect personal information from
        them. If you believe a child under 13 has given us personal information, for example in a trail review, please
        contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'on-your-device',
    title: 'What stays on your device',
    body: (
      <>
        <p>
          You do not need an account. To make the directory work without signal, your browser keeps the following on
          your own device, in its local storage and IndexedDB:
        </p>
        <ul>
          <li>your favourite trails and the routes you saved;</li>
          <li>a copy of the trails, events, news and videos, so they open off-grid;</li>
          <li>the last weather you viewed for a trail;</li>
          <li>your cookie choice;</li>
          <li>an anonymous session id: a random number created on your first visit that does not identify you.</li>
        </ul>
        <p>
          Your favourites and saved routes are never sent to us. You can remove all of this at any time by clearing this
          site&apos;s data in your browser settings.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <h3>Interactions (our own analytics)</h3>
        <p>
          When you use the site we record what you do on it: pages viewed, trails opened, searches, the province and
          difficulty filters you choose, and news articles, videos and banners you click. Each record holds the
          anonymous session id, the kind of interaction and its details (for example the trail&apos;s province), your
          browser&apos;s user agent and a one-way, salted hash of your IP address. We never store the IP address itself.
        </p>
        <p>
          We use these records to recommend news that matches the trails you browse (the Personalized news feed) and to
          learn which parts of the site riders find useful. Prefer not to be profiled? Choose Latest in the news
          section, and clear the site&apos;s data to start a new session.
        </p>
        <h3>Reviews</h3>
        <p>
          A review you post is public: the name you type, your rating, your comment and its date. Use a first name or a
          nickname if you prefer.
        </p>
        <h3>Server logs</h3>
        <p>
          Like any website, our server briefly logs requests to keep the service secure and working, for example to stop
          abuse.
        </p>
      </>
    ),
  },
  {
    id: 'ads-and-analytics',
    title: 'Cookies, ads and third-party analytics',
    body: (
      <>
        <p>
          The site is kept free by advertising. Before any third-party ad or analytics script loads, we ask for your
          consent. If you accept, an advertising network (Google AdSense) may show ads and a third-party analytics
          service (Google Analytics) may measure visits. They may set cookies and process your IP address and device
          information under their own privacy policies, which include how they personalise ads.
        </p>
        <p>
          If you decline, no third-party script is loaded and you see banners for our own pages instead. You can change
          your answer at any time with Cookie preferences at the bottom of every page. While no such service is in use,
          we ask nothing and the bottom of the page says so.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share information with',
    body: (
      <p>
        We do not sell personal information. We share it only with the companies that host and run the service for us,
        with the ad and analytics providers above if you have accepted them, and where the law requires it. Trail videos
        and their thumbnails are served by YouTube, which receives your IP address when they load.
      </p>
    ),
  },
  {
    id: 'security-and-retention',
    title: 'Security and how long we keep information',
    body: (
      <p>
        The site is served over an encrypted connection, IP addresses are only stored as hashes, and only our
        administrator can change content. We keep interaction records only as long as they are useful for the purposes
        above, and reviews for as long as they are published.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights under POPIA',
    body: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>ask what personal information we hold about you, and have it corrected or deleted;</li>
          <li>object to the processing of your information and withdraw your consent at any time;</li>
          <li>
            complain to the Information Regulator of South Africa (
            <a href="https://inforegulator.org.za" target="_blank" rel="noopener noreferrer">
              inforegulator.org.za
            </a>
            ).
          </li>
        </ul>
        <p>
          Because we do not know who you are, tell us roughly when and on which device you used the site and we will do
          our best to find your records.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change how we handle personal information we will update this page and its date. Please also read our{' '}
        <RouterLink to="/terms-of-service">Terms of Service</RouterLink>.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about privacy or a request about your information: write to <ContactEmail />.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={PRIVACY_UPDATED}
      intro={
        <p>
          We built {BRAND.name} to collect as little about you as possible: no accounts, your favourites stay on your
          device, and nothing from outside companies loads unless you say yes. This policy explains what we do collect,
          why, and the choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
