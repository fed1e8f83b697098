/** A news source the catalogue starts with. */
export interface KnownNewsSource {
  name: string;
  /** Fixed brand colour, hex '#rrggbb'. */
  color: string;
  /** Source home page: articles of a feed on this site show under this source's name. */
  homepage: string;
}

/** The sample sources keep these colours; every other source gets one derived from its name. */
export const KNOWN_NEWS_SOURCES: readonly KnownNewsSource[] = [
  {
    name: 'Bicycling South Africa',
    color: '#c8102e',
    homepage: 'https://www.bicycling.co.za',
  },
  {
    name: 'TREAD Magazine',
    color: '#f28c00',
    homepage: 'https://treadmtb.co.za',
  },
  {
    name: 'Bike Hub',
    color: '#0a6ebd',
    homepage: 'https://www.bikehub.co.za',
  },
  {
    name: 'Pinkbike',
    color: '#e5007e',
    homepage: 'https://www.pinkbike.com',
  },
  {
    name: 'Singletrack World',
    color: '#2e7d32',
    homepage: 'https://singletrackworld.com',
  },
];
