import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, FAKE_URL } from '../playwright.config';
import { acquireAdminLock } from './admin-lock';
import { axeViolations } from './axe';
import { openPage } from './hydration';

/**
 * Every state a trail page can show a rider, each made by the stand-in weather service for one
 * trailhead only (other journeys run at the same time) and by the trail manager's status, read in
 * light and dark mode on a phone: the words the rider sees, and no axe violation (colour contrast
 * of every badge and note included).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface State {
  name: string;
  /** How the stand-in answers for this trailhead (scripts/fake-services.mjs, /__weather?mode=). */
  weather: string;
  /** The trail manager's status, if any. */
  manager?: 'open' | 'caution' | 'closed';
  /** The weather card's badge; null: no badge (no weather). */
  badge: string | null;
  /** What else the weather card says. */
  weatherWords: string[];
  /** The conditions card: its verdict badge (from the past 72 h of rain and the manager), and what else it says. */
  riding: string;
  conditionsWords?: string[];
}

const STATES: State[] = [
  {
    name: 'good',
    weather: 'warm',
    badge: 'Trail status: Good',
    weatherWords: ['Good riding conditions.', 'Warm (31.2 °C): take extra water.'],
    riding: 'Riding: Good',
  },
  {
    name: 'fair, the trail manager says open',
    weather: 'hot',
    manager: 'open',
    badge: 'Trail status: Fair',
    weatherWords: ['Hot (37.5 °C)'],
    riding: 'Riding: Good',
    conditionsWords: ['Trail manager: Open'],
  },
  {
    name: 'poor (strong wind)',
    weather: 'windy',
    badge: 'Trail status: Poor',
    weatherWords: ['Strong wind (62 km/h)'],
    riding: 'Riding: Good',
  },
  {
    name: 'rain',
    weather: 'rain',
    badge: 'Trail status: Poor',
    weatherWords: ['Currently raining', 'Not good conditions for riding', "It's raining"],
    riding: 'Riding: Fair',
  },
  {
    name: 'extreme heat, the trail manager says caution',
    weather: 'heat',
    manager: 'caution',
    badge: 'Trail status: Poor',
    weatherWords: ['Extreme heat (41.3 °C)'],
    riding: 'Riding: Fair',
    conditionsWords: ['Trail manager: Caution'],
  },
  {
    name: 'extreme: a thunderstorm',
    weather: 'storm',
    badge: 'Trail status: Closed',
    weatherWords: ['Thunderstorms at the trailhead', 'Currently raining'],
    riding: 'Riding: Poor',
  },
  {
    name: 'closed by the trail manager',
    weather: 'dry',
    manager: 'closed',
    badge: 'Trail status: Excellent',
    weatherWords: ['Excellent riding conditions'],
    riding: 'Riding: Closed',
    conditionsWords: ['Trail manager: Closed', 'Closed for trail-state checks'],
  },
  {
    name: 'unknown: no weather service',
    weather: 'error',
    badge: null,
    weatherWords: ['Weather data unavailable'],
    riding: 'Riding: not known',
  },
];

/** The stand-in keys its places by latitude and longitude to 2 decimals. */
const placeKey = (lat: number, lng: number) => `${lat.toFixed(2)},${lng.toFixed(2)}`;

/** A trailhead in the Karoo no seeded trail shares at the stand-in's 2 decimals (random: runs overlap). */
async function freePlace(request: APIRequestContext): Promise<{ lat: number; lng: number }> {
  const trails = (await (await request.get('/api/routes')).json()) as {
    coordinatesLat: string;
    coordinatesLng: string;
  }[];
  const taken = new Set(trails.map((t) => placeKey(Number(t.coordinatesLat), Number(t.coordinatesLng))));
  for (;;) {
    const lat = -31 + Math.floor(Math.random() * 200) / 100;
    const lng = 21 + Math.floor(Math.random() * 200) / 100;
    if (!taken.has(placeKey(lat, lng))) return { lat, lng };
  }
}

/** A trail made for this state (a made-up trail, never a real one), with the manager's status. */
async function trailFor(request: APIRequestContext, state: State): Promise<{ id: number; name: string }> {
  const at = await freePlace(request);
  const set = await request.get(`${FAKE_URL}/__weather?mode=${state.weather}&lat=${at.lat}&lng=${at.lng}`);
  expect(set.status()).toBe(200);
  const name = `State Check ${state.name} ${Date.now()}`;
  const release = await acquireAdminLock();
  try {
    const login = await request.post('/api/admin/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const made = await request.post('/api/admin/routes', {
      headers,
      data: {
        name,
        location: 'Karoo',
        province: 'Northern Cape',
        difficulty: 'hard',
        description: 'A trail made up by the trail-state journey.',
        distance: 12,
        elevation: 300,
        duration: '2 hours',
        coordinatesLat: at.lat.toFixed(2),
        coordinatesLng: at.lng.toFixed(2),
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: number };
    if (state.manager) {
      const notice = state.manager === 'closed' ? 'Closed for trail-state checks' : undefined;
      const put = await request.put(`/api/admin/routes/${id}/status`, {
        headers,
        data: { status: state.manager, notice },
      });
      expect(put.status(), await put.text()).toBe(200);
    }
    return { id, name };
  } finally {
    release();
  }
}

async function expectStateShown(page: Page, state: State) {
  const weather = page.getByRole('region', { name: 'Current Weather' });
  for (const words of state.weatherWords) await expect(weather.getByText(words).first()).toBeVisible();
  if (state.badge) await expect(weather.getByText(state.badge, { exact: true })).toBeVisible();
  else await expect(weather.getByText(/^Trail status:/)).toHaveCount(0);
  const conditions = page.getByRole('region', { name: 'Trail conditions' });
  await expect(conditions.getByTestId('verdict-badge')).toHaveText(state.riding);
  for (const words of state.conditionsWords ?? []) await expect(conditions.getByText(words).first()).toBeVisible();
}

for (const state of STATES) {
  test(`a trail page in the state "${state.name}" says so and passes axe, light and dark`, async ({
    page,
    request,
  }) => {
    // Two page loads and two full axe runs on a phone-sized page.
    test.setTimeout(180_000);
    await page.addInitScript(() =>
      localStorage.setItem('trailfinder-consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })),
    );
    const trail = await trailFor(request, state);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await openPage(page, `/routes/${trail.id}`);
      const html = page.locator('html');
      if (scheme === 'dark') await expect(html).toHaveAttribute('data-color-mode', 'dark');
      else await expect(html).not.toHaveAttribute('data-color-mode', 'dark');
      await expect(page.getByRole('heading', { level: 1, name: trail.name })).toBeVisible();
      await expectStateShown(page, state);
      expect(await axeViolations(page), `axe on the ${scheme} page`).toEqual([]);
    }
  });
}
