import { Link as RouterLink } from 'react-router-dom';
import { BRAND } from '../../../config/app-config';
import { ContactEmail } from './contact-email';
import { LegalPage, type LegalSection } from './legal-page';

export const TERMS_UPDATED = 'January 16, 2025';

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Using this site',
    body: (
      <p>
        By using {BRAND.name} you agree to these terms. If you do not agree, please do not use the site. The directory
        is free and needs no account; how we handle personal information is set out in our{' '}
        <RouterLink to="/privacy-policy">Privacy Policy</RouterLink>.
      </p>
    ),
  },
  {
    id: 'own-risk',
    title: 'Ride at your own risk',
    body: (
      <>
        <p>
          Mountain biking is a risky sport. Falls, mechanical failures, weather, wildlife and other trail users can
          cause serious injury. You ride every trail, and take part in every event, at your own risk and are responsible
          for judging whether a trail suits your ability, fitness and equipment.
        </p>
        <ul>
          <li>
            Always wear a helmet, carry water, a spares kit and a charged phone, and tell someone where you are going.
          </li>
          <li>Ride within your ability: difficulty ratings are a guide, not a promise.</li>
          <li>Obey trail signs, closures and the rules of the landowner or trail operator.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'trail-information',
    title: 'Trail information may change',
    body: (
      <>
        <p>
          We work hard to keep trail details accurate, but trails change. Distances, difficulty, facilities, access
          times, permit fees and routes may differ from what the site shows, and trails may close for maintenance,
          races, fire risk or weather. Weather and trail-condition information comes from outside forecast services and
          can be wrong.
        </p>
        <p>
          Check with the trail operator before you go, buy the permit where one is required, and never ride on private
          land without permission. Navigation links open a third-party maps service; check the route yourself.
        </p>
      </>
    ),
  },
  {
    id: 'events-news-links',
    title: 'Events, news and other websites',
    body: (
      <p>
        Event dates, fees and registration details come from the organisers and may change; confirm them on the
        organiser&apos;s website before you enter. News articles and videos belong to their publishers and creators, and
        links to other websites are provided for convenience. We are not responsible for their content or practices.
      </p>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews',
    body: (
      <>
        <p>Reviews help other riders. When you post one, it must:</p>
        <ul>
          <li>describe your own, genuine experience of the trail;</li>
          <li>be respectful: no abuse, threats, discrimination or offensive language;</li>
          <li>not include anyone else&apos;s personal information, or advertising, spam or links;</li>
          <li>not break the law or infringe anyone&apos;s rights.</li>
        </ul>
        <p>
          You keep ownership of what you write and allow us to publish it on the site. We may edit out personal
          information, and may remove any review that breaks these rules.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'How content is managed',
    body: (
      <p>
        Trails, videos and other content are maintained by our administrator, who may add, change or remove them at any
        time without notice, for example when a trail closes. Deleting a trail also removes its reviews.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <p>
        Please do not misuse the site: no attempts to break in or disrupt it, no automated collection of its content
        that places a load on the service, and no use for anything unlawful. We may block access that does.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <p>
        The site&apos;s design, text and trail descriptions belong to {BRAND.name} or its licensors. Photos, videos and
        articles from others remain the property of their owners. Map data is from OpenStreetMap contributors under its
        open licence.
      </p>
    ),
  },
  {
    id: 'advertising',
    title: 'Advertising',
    body: (
      <p>
        Ads help keep the directory free. An advertisement is not an endorsement: deal with advertisers at your own
        discretion.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'No warranty and limitation of liability',
    body: (
      <p>
        The site is provided as is. To the fullest extent the law allows, including the Consumer Protection Act, 2008,
        {` ${BRAND.name}`} is not liable for any injury, loss or damage arising from your use of the site or of any
        trail, event or product it mentions. Nothing in these terms limits rights that the law does not allow to be
        limited.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and governing law',
    body: (
      <p>
        We may update these terms; the date above shows the latest version, and continuing to use the site means you
        accept it. These terms are governed by the laws of the Republic of South Africa.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms, or a review you would like us to look at: write to <ContactEmail />.
      </p>
    ),
  },
];

export function TermsOfService() {
  return (
    <LegalPage
      title="Terms of Service"
      updated={TERMS_UPDATED}
      intro={
        <p>
          These terms cover your use of {BRAND.name}: the trail directory, map, events, news, videos and reviews. They
          are written to be read, so please take a few minutes.
        </p>
      }
      sections={sections}
    />
  );
}
