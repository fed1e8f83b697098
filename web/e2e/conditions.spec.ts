import { expect, test } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { acquireAdminLock } from './admin-lock';
import { openPage } from './hydration';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  // A visitor who already answered the cookie question (the banner would cover the form).
  await page.addInitScript(() =>
    localStorage.setItem('trailfinder-consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })),
  );
});

interface Trail {
  id: number;
  name: string;
}
interface Conditions {
  verdict: string | null;
  reports: { condition: string; note: string | null }[];
}

test('a condition reported offline is sent once when the phone is back online', async ({ page, context, request }) => {
  // A province no other journey reports on.
  const [trail] = (await (await request.get('/api/routes?province=Limpopo')).json()) as Trail[];
  await openPage(page, `/routes/${trail.id}`);
  await expect(page.getByRole('heading', { level: 1, name: trail.name })).toBeVisible();
  const block = page.getByRole('region', { name: 'Trail conditions' });
  await expect(block.getByTestId('verdict-badge')).toHaveText(/^Riding: (Good|Fair|Poor|Closed)$/);
  await expect(block.getByText(/^As of /)).toBeVisible();

  await context.setOffline(true);
  const note = `Ruts below the dam wall ${Date.now()}`;
  await block.getByRole('button', { name: 'Report how the trail is today' }).click();
  const form = block.getByRole('form', { name: 'Report conditions' });
  await form.getByRole('radio', { name: 'Muddy' }).click();
  await form.getByLabel('Note (optional)').fill(note);
  await form.getByRole('button', { name: 'Report conditions' }).click();
  await expect(form.getByRole('status')).toHaveText(/will be sent when you're back online/);
  const mine = block.getByTestId('rider-report').filter({ hasText: note });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Waiting to send');

  await context.setOffline(false);
  await expect(mine).not.toContainText('Waiting to send');
  await expect(mine).toContainText('Muddy');
  await expect(mine).toHaveCount(1);
  const stored = (await (await request.get(`/api/routes/${trail.id}/conditions`)).json()) as Conditions;
  expect(stored.reports.filter((r) => r.note === note)).toHaveLength(1);
  await expect(mine).toHaveCount(1);
});

test('a note with a link is refused on the phone before anything is sent', async ({ page, request }) => {
  const [, trail] = (await (await request.get('/api/routes?province=Limpopo')).json()) as Trail[];
  await openPage(page, `/routes/${trail.id}`);
  await page.getByRole('button', { name: 'Report how the trail is today' }).click();
  const form = page.getByRole('form', { name: 'Report conditions' });
  await form.getByRole('radio', { name: 'Dry' }).click();
  await form.getByLabel('Note (optional)').fill('pics on www.example.com');
  await expect(form.getByText('Note must not contain links')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Report conditions' })).toBeDisabled();
});

test("the trail manager's closure shows on the trail page and on the trail's card, also offline", async ({
  page,
  context,
  request,
}) => {
  const [, , trail] = (await (await request.get('/api/routes?province=Limpopo')).json()) as Trail[];
  const release = await acquireAdminLock();
  try {
    const login = await request.post('/api/admin/login', {
      data: { username: 'admin', password: E2E_ADMIN_PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    const put = await request.put(`/api/admin/routes/${trail.id}/status`, {
      headers: { authorization: `Bearer ${token}` },
      data: { status: 'closed', notice: 'Closed for the Limpopo enduro' },
    });
    expect(put.status()).toBe(200);
  } finally {
    release();
  }

  await page.goto(`/?search=${encodeURIComponent(trail.name)}`);
  // The phone's compact card is an article named after its trail.
  const card = page.getByRole('article', { name: trail.name, exact: true });
  await expect(card.getByTestId('trail-status')).toHaveText('Closed');

  await page.goto(`/routes/${trail.id}`);
  const block = page.getByRole('region', { name: 'Trail conditions' });
  await expect(block.getByRole('note')).toContainText('Closed for the Limpopo enduro');
  await expect(block.getByTestId('verdict-badge')).toHaveText('Riding: Closed');

  // Offline, from the synced status: the same verdict, worked out on the phone.
  await context.setOffline(true);
  await expect(block.getByTestId('verdict-badge')).toHaveText('Riding: Closed');
  await expect(block.getByText(/from this device/)).toBeVisible();
});

test('the admin hides a troll report from the dashboard and it leaves the trail page', async ({ page, request }) => {
  const [, , , trail] = (await (await request.get('/api/routes?province=Limpopo')).json()) as Trail[];
  const note = `Fake closure ${Date.now()}`;
  const posted = await request.post(`/api/routes/${trail.id}/conditions`, {
    data: { clientId: `e2e-troll-${Date.now()}`, condition: 'closed', note },
  });
  expect(posted.status()).toBe(201);

  const release = await acquireAdminLock();
  try {
    await page.goto('/dashboard');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Welcome back, admin')).toBeVisible();
    await page.getByRole('tab', { name: 'More' }).click();
    await page.getByRole('tab', { name: 'Conditions' }).click();
    const row = page.getByRole('row').filter({ hasText: note });
    await row.getByRole('button', { name: /^Hide the closed report on / }).click();
    await expect(row).toContainText('Hidden');
  } finally {
    release();
  }

  await page.goto(`/routes/${trail.id}`);
  const block = page.getByRole('region', { name: 'Trail conditions' });
  await expect(block.getByTestId('verdict-badge')).not.toHaveText('Riding: Closed');
  await expect(block.getByText(note)).toHaveCount(0);
});
