import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FAKE_URL } from '../playwright.config';
import { openPage } from './hydration';

interface Trail {
  id: number;
  name: string;
  province: string;
  distance: number;
  elevation: number;
  duration: string;
  coordinates: string;
  features: string[];
  facilities: Record<string, boolean>;
  routeVariants: { name: string; category: string }[];
  accommodationInfo: { available: boolean } | null;
}

const GRADES: Record<string, string> = {
  green: 'Green Circle',
  blue: 'Blue Square',
  red: 'Red Diamond',
  black: 'Black Diamond',
  'double-black': 'Double Black Diamond',
};

async function trails(request: APIRequestContext): Promise<Trail[]> {
  return (await (await request.get('/api/routes')).json()) as Trail[];
}

/** A trail no other test uses (tests run in parallel and share the server's weather cache). */
async function trailAt(request: APIRequestContext, index: number, pick: (t: Trail) => boolean): Promise<Trail> {
  const matches = (await trails(request)).filter(pick);
  expect(matches.length).toBeGreaterThan(index);
  return matches[index];
}

const trailhead = (t: Trail) => (JSON.parse(t.coordinates) as [number, number][])[0];
const weatherCard = (page: Page) => page.getByRole('region', { name: 'Current Weather' });
const forecastCard = (page: Page) => page.getByRole('region', { name: 'Forecast', exact: true });

async function openTrail(page: Page, trail: Trail, hash = '') {
  await openPage(page, `/routes/${trail.id}${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: trail.name })).toBeVisible();
}

test('a rider opens a trail from the home page and sees its stats, GPS, facilities and variants', async ({
  page,
  request,
}) => {
  test.slow(); // the home page's first sync, then the whole trail page
  const trail = await trailAt(
    request,
    0,
    (t) => t.routeVariants.length >= 3 && Object.values(t.facilities).filter(Boolean).length >= 5,
  );
  await openPage(page, '/');
  const search = page.getByRole('searchbox', { name: 'Search trails' });
  await search.fill(trail.name);
  await search.press('Enter');
  await page.getByRole('link', { name: `View details for ${trail.name}` }).click();

  await expect(page).toHaveURL(new RegExp(`/routes/${trail.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: trail.name })).toBeVisible();
  // The title the server writes into this trail's own page (server-render.spec.ts): opened in the app, the same.
  await expect(page).toHaveTitle(`${trail.name} | Mountain bike trail in ${trail.province} | TrailFinder SA`);

  const stats = page.getByRole('region', { name: 'Route Stats' });
  await expect(stats).toContainText(`Distance${trail.distance} km`);
  await expect(stats).toContainText(`Elevation Gain${trail.elevation} m`);
  await expect(stats).toContainText(`Estimated Time${trail.duration}`);
  const [lat, lng] = trailhead(trail);
  await expect(stats).toContainText(`GPS Coordinates${lat.toFixed(4)}, ${lng.toFixed(4)}`);
  await expect(stats.getByRole('button', { name: 'Start Navigation' })).toBeEnabled();

  const navigate = page.getByRole('link', { name: /Navigate to Trailhead/ });
  await expect(navigate).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`);
  await expect(navigate).toHaveAttribute('target', '_blank');

  const facilities = page.getByRole('region', { name: 'Facilities' });
  await expect(facilities.getByRole('heading', { name: 'Available Facilities' })).toBeVisible();
  if (trail.facilities.coffeeShop) await expect(facilities).toContainText('Coffee Shop');
  if (trail.facilities.toilets) await expect(facilities).toContainText('Toilets');
  if (trail.facilities.parking) await expect(facilities).toContainText('Parking');
  if (!trail.facilities.mechanicalStation) await expect(facilities).not.toContainText('Mechanical Station');

  const variants = page.getByRole('region', { name: 'Route Variants' });
  for (const v of trail.routeVariants) {
    await expect(variants).toContainText(v.name);
    await expect(variants).toContainText(GRADES[v.category]);
  }

  // The mini map (loaded as it comes near the screen): a marker at the trailhead, visible
  // attribution, and a click opens directions.
  const location = page.getByRole('region', { name: 'Trail Location' });
  await location.scrollIntoViewIfNeeded();
  await expect(location.locator('.leaflet-marker-icon')).toBeVisible();
  await expect(location.getByText('OpenStreetMap')).toBeVisible();
  // No internet here: answer for Google Maps so the pop-up keeps its address.
  await page.context().route('https://www.google.com/**', (r) => r.fulfill({ contentType: 'text/html', body: 'Maps' }));
  const [directions] = await Promise.all([
    page.waitForEvent('popup'),
    location.getByRole('button', { name: /Open directions to/ }).click(),
  ]);
  expect(directions.url()).toContain(`destination=${lat},${lng}`);
  await directions.close();

  // Save Route is kept on the device.
  await stats.getByRole('button', { name: 'Save Route' }).click();
  await expect(stats.getByRole('button', { name: 'Remove from Saved' })).toBeVisible();
  await page.reload();
  await expect(stats.getByRole('button', { name: 'Remove from Saved' })).toBeVisible();
});

interface WeatherAnswer {
  weather: {
    temperature: number;
    humidity: number;
    windSpeed: number;
    windDirection: number;
    description: string;
    precipitation: number;
  };
  trailStatus: string;
  recommendation: string;
}

const COMPASS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'];
const compass = (deg: number) => COMPASS[Math.round((((deg % 360) + 360) % 360) / 22.5) % 16];

/** What the API says now (it caches per trail, so the page gets the same answer). */
async function apiWeather(request: APIRequestContext, trail: Trail): Promise<WeatherAnswer> {
  const res = await request.get(`/api/routes/${trail.id}/weather`);
  expect(res.status()).toBe(200);
  return (await res.json()) as WeatherAnswer;
}

async function expectWeatherShown(page: Page, { weather: w, trailStatus, recommendation }: WeatherAnswer) {
  const card = weatherCard(page);
  await expect(card).toContainText(`${Math.round(w.temperature)}°C`);
  await expect(card).toContainText(w.description);
  await expect(card).toContainText(`Humidity${Math.round(w.humidity)}%`);
  await expect(card).toContainText(`Wind speed${Math.round(w.windSpeed)} km/h`);
  await expect(card).toContainText(`Wind direction${compass(w.windDirection)} (${Math.round(w.windDirection)}°)`);
  await expect(card).toContainText(`Precipitation${w.precipitation.toFixed(1)} mm`);
  await expect(card).toContainText(new RegExp(`Trail status: ${trailStatus}`, 'i'));
  await expect(card).toContainText(recommendation);
}

test('the weather comes from the weather service, and the forecast opens to 7 days', async ({ page, request }) => {
  const trail = await trailAt(request, 1, (t) => t.province === 'Gauteng');
  const [lat, lng] = trailhead(trail);
  await request.get(`${FAKE_URL}/__weather?mode=dry&lat=${lat}&lng=${lng}`);
  const answer = await apiWeather(request, trail);
  expect(answer.weather.precipitation).toBe(0);
  await openTrail(page, trail);

  const weather = weatherCard(page);
  await expectWeatherShown(page, answer);
  await expect(weather.getByText('Currently raining')).toHaveCount(0);

  // Collapsed by default, in its own card; opening it fetches the forecast.
  const forecast = forecastCard(page);
  const toggle = forecast.getByRole('button', { name: '7-Day Forecast' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(forecast.getByTestId('forecast-day')).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(forecast.getByTestId('forecast-day')).toHaveCount(7);
  await expect(forecast.getByTestId('forecast-day').first()).toContainText(/\d+° \/ \d+°/);
  await expect(forecast.getByTestId('forecast-day').first()).toContainText(/\d+%/);
  await expect(forecast.getByTestId('forecast-day').first()).toContainText(/\d+ km\/h/);
});

test('when it rains at the trailhead the page warns the rider', async ({ page, request }) => {
  const trail = await trailAt(request, 0, (t) => t.province === 'Mpumalanga');
  const [lat, lng] = trailhead(trail);
  await request.get(`${FAKE_URL}/__weather?mode=rain&lat=${lat}&lng=${lng}`);
  const answer = await apiWeather(request, trail);
  expect(answer.weather.precipitation).toBeGreaterThan(0);
  await openTrail(page, trail);

  const weather = weatherCard(page);
  await expect(weather.getByText('Currently raining')).toBeVisible();
  await expect(weather.getByText('Not good conditions for riding')).toBeVisible();
  await expectWeatherShown(page, answer);
});

test('without weather data the rider is told it is unavailable', async ({ page, request }) => {
  const trail = await trailAt(request, 1, (t) => t.province === 'Mpumalanga');
  // The weather service is down (the API answers 503); nothing was saved on this device before.
  await page.route('**/api/routes/*/weather', (r) =>
    r.fulfill({ status: 503, json: { message: 'Weather data unavailable' } }),
  );
  await page.route('**/api/routes/*/forecast', (r) =>
    r.fulfill({ status: 503, json: { message: 'Forecast data unavailable' } }),
  );
  await openTrail(page, trail);
  const weather = weatherCard(page);
  await expect(weather.getByText('Weather data unavailable')).toBeVisible();
  await forecastCard(page).getByRole('button', { name: '7-Day Forecast' }).click();
  await expect(forecastCard(page).getByText('Forecast data unavailable')).toBeVisible();
});

test('a review submitted appears in the list with the new average', async ({ page, request }) => {
  const trail = await trailAt(request, 0, (t) => t.province === 'Free State');
  const before = (await (await request.get(`/api/routes/${trail.id}/reviews`)).json()) as { rating: number }[];
  const expected = ([...before.map((r) => r.rating), 4].reduce((a, b) => a + b, 0) / (before.length + 1)).toFixed(1);
  await openTrail(page, trail);

  const reviews = page.getByRole('region', { name: 'Reviews' });
  if (before.length === 0) {
    await expect(reviews.getByText('No reviews yet. Be the first to share your experience!')).toBeVisible();
  }
  const form = reviews.getByRole('form', { name: 'Write a review' });
  const submit = form.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();

  // The stars are a radio group: arrow keys choose the rating.
  await form.getByRole('radio', { name: '1 star', exact: true }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();

  const comment = `Loved the <b>berms</b> on the lower loop ${Date.now()}`;
  await form.getByLabel('Your review').fill(comment);
  await expect(submit).toBeDisabled();
  await form.getByLabel('Recommendations').fill('Go early, it gets hot.');
  await form.getByLabel('Your name').fill('   ');
  await expect(submit).toBeDisabled();
  await form.getByLabel('Your name').fill('Naledi');
  await expect(submit).toBeEnabled();
  await submit.click();

  const review = reviews.getByTestId('review').filter({ hasText: comment });
  await expect(review).toContainText('Naledi');
  await expect(review).toContainText('Go early, it gets hot.');
  // Text, never HTML: the tags are shown as typed.
  await expect(review.getByText(comment)).toBeVisible();
  await expect(reviews.getByTestId('review-average')).toContainText(expected);
  // The server recomputed the trail's rating; the page shows the new one.
  const { rating } = (await (await request.get(`/api/routes/${trail.id}`)).json()) as { rating: number };
  await expect(page.getByText(`${rating.toFixed(1)}/5`)).toBeVisible();
  await expect(form.getByLabel('Your review')).toHaveValue('');
  await expect(form.getByLabel('Your name')).toHaveValue('');
  await expect(submit).toBeDisabled();
});

test.describe('sharing', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Copy Link copies the trail address and says so', async ({ page, request, baseURL }) => {
    const trail = await trailAt(request, 0, (t) => t.province === 'Limpopo');
    await openTrail(page, trail);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('menuitem', { name: 'Share on Facebook' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Share on Twitter' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Share on WhatsApp' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Copy Link' }).click();

    await expect(page.getByText('Link copied!')).toBeVisible();
    await expect(page.getByText('The link has been copied to your clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/routes/${trail.id}`);
  });

  test('the share menu works from the keyboard, and gives the focus back when closed', async ({ page, request }) => {
    const trail = await trailAt(request, 2, (t) => t.province === 'Limpopo');
    await openTrail(page, trail);
    const share = page.getByRole('button', { name: 'Share' });
    // The menu holds the focus and marks the item the arrows are on (aria-activedescendant).
    const onItem = async (name: string) => {
      const menu = page.getByRole('menu');
      await expect(menu).toBeFocused();
      const item = menu.getByRole('menuitem', { name });
      await expect(item).toHaveAttribute('data-highlighted', '');
      await expect(menu).toHaveAttribute('aria-activedescendant', (await item.getAttribute('id'))!);
    };
    await share.focus();
    await page.keyboard.press('Enter');
    await onItem('Share on Facebook');
    await page.keyboard.press('ArrowDown');
    await onItem('Share on Twitter');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(share).toBeFocused();
    // And again: the menu made on the first opening opens as before.
    await page.keyboard.press('Enter');
    await onItem('Share on Facebook');
  });

  test('the social items open the provider in a pop-up with the link and hashtags', async ({ page, request }) => {
    const trail = await trailAt(request, 1, (t) => t.province === 'Limpopo');
    await page.context().route('https://twitter.com/**', (r) => r.fulfill({ contentType: 'text/html', body: 'Tweet' }));
    await openTrail(page, trail);
    await page.getByRole('button', { name: 'Share' }).click();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('menuitem', { name: 'Share on Twitter' }).click(),
    ]);
    const url = new URL(popup.url());
    expect(url.hostname).toBe('twitter.com');
    expect(url.searchParams.get('url')).toMatch(new RegExp(`/routes/${trail.id}$`));
    expect(url.searchParams.get('hashtags')).toBe('MTB,SouthAfrica,MountainBiking,Trails,Adventure');
  });
});

test('the accommodation link scrolls to the accommodation section', async ({ page, request }) => {
  const trail = await trailAt(
    request,
    0,
    (t) => t.accommodationInfo?.available === true && t.province === 'Northern Cape',
  );
  await openTrail(page, trail, '#accommodation');
  await expect(page.locator('#accommodation')).toBeInViewport();
});

test('an unknown trail shows Trail Not Found, and Refresh & Browse starts over', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#routes').getByTestId('trail-card').first()).toBeVisible({ timeout: 30_000 });
  await page.goto('/routes/987654');
  await expect(page.getByRole('heading', { level: 1, name: 'Trail Not Found' })).toBeVisible();
  await expect(page.getByText("Sorry, we couldn't find the trail you're looking for.")).toBeVisible();
  await expect(page.getByText(/database has been updated/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse All Trails' })).toHaveAttribute('href', '/');

  await page.getByRole('button', { name: 'Refresh & Browse' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#routes').getByTestId('trail-card').first()).toBeVisible({ timeout: 30_000 });
});
