import type { ManifestOptions } from 'vite-plugin-pwa';

/** The web app manifest (what the phone shows when the rider installs the app). */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'TrailFinder SA: Mountain bike trails',
  short_name: 'TrailFinder',
  description:
    'Find mountain bike trails across all nine provinces of South Africa, with maps, weather and favourites that work off-grid.',
  lang: 'en-ZA',
  start_url: '/?source=pwa',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#027a48',
  background_color: '#fafafa',
  categories: ['sports', 'travel', 'navigation'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: '/screenshots/home-narrow.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Search and filter trails across South Africa',
    },
    {
      src: '/screenshots/home-wide.png',
      sizes: '1280x900',
      type: 'image/png',
      form_factor: 'wide',
      label: 'The trail directory with filters and a map',
    },
  ],
};
