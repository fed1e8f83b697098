import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { acquireAdminLock } from './admin-lock';
import { openPage } from './hydration';

// One admin account: logout and password changes revoke every session, so admin tests take turns.
let release: (() => void) | undefined;
test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  release = await acquireAdminLock();
  // A visitor who already answered the cookie question (the banner would cover the page corner).
  await page.addInitScript(() =>
    localStorage.setItem('trailfinder-consent', JSON.stringify({ choice: 'denied', at: new Date().toISOString() })),
  );
});
test.afterEach(() => release?.());

async function logIn(page: Page, password = E2E_ADMIN_PASSWORD) {
  await page.goto('/dashboard');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Welcome back, admin')).toBeVisible();
}

const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /notifications/i }).getByText(title, { exact: true });

async function searchHome(page: Page, text: string) {
  await openPage(page, '/');
  const search = page.getByRole('searchbox', { name: 'Search trails' });
  await search.fill(text);
  await search.press('Enter');
}

test('a wrong password shows the server message; the right one opens the dashboard', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Homepage' })).toBeVisible();
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toBeDisabled();

  await page.getByLabel('Username').fill('admin');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('not-the-password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await login.click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');

  await password.fill(E2E_ADMIN_PASSWORD);
  await login.click();
  await expect(page.getByText('Welcome back, admin')).toBeVisible();
  await expect(page.getByText('Admin Mode')).toBeVisible();
  // The spec's four tabs, and what the dashboard adds behind "More".
  await expect(page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab')).toHaveText([
    'Overview',
    'Videos',
    'Trails',
    'Settings',
    'More',
  ]);
  await page.getByRole('tab', { name: 'More' }).click();
  await expect(page.getByRole('tablist', { name: 'More sections' }).getByRole('tab')).toHaveText([
    'Events',
    'Reviews',
    'Conditions',
    'Tracks',
  ]);
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('Across all 9 provinces')).toBeVisible();
  await expect(page.getByText('Published videos')).toBeVisible();
  await expect(page.getByText(/^\d+km$/)).toBeVisible();

  // The session lives only in the HttpOnly, SameSite=Strict cookie: no web storage holds the token.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'trailfinder_admin');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`)),
  );
  expect(stored.filter((entry) => entry.includes(cookie!.value) || /adminToken/.test(entry))).toEqual([]);
  expect(stored.join('\n')).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\./);
});

test('the admin adds, edits and deletes a trail, and riders see each change', async ({ page, request }) => {
  const name = `E2E Ridge Loop ${Date.now()}`;
  await logIn(page);
  await page.getByRole('tab', { name: 'Trails' }).click();
  await expect(page.getByRole('heading', { name: 'Trail Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Trail' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add New Trail' });
  await expect(dialog.getByLabel('Difficulty')).toHaveValue('moderate');
  await expect(dialog.getByLabel('Rating (1-5)')).toHaveValue('4');
  await dialog.getByLabel('Trail Name').fill(name);
  await dialog.getByLabel('Location').fill('Stellenbosch');
  await dialog.getByLabel('Province').selectOption('Western Cape');
  await dialog.getByLabel('Description').fill('A test loop through the fynbos with a flowing descent.');
  await dialog.getByLabel('Distance (km)').fill('18.5');
  await dialog.getByRole('button', { name: 'Create Trail' }).click();
  await expect(dialog.getByText('Latitude is required')).toBeVisible();
  await expect(dialog.getByText('Longitude is required')).toBeVisible();
  await dialog.getByLabel('Latitude').fill('-33.95');
  await dialog.getByLabel('Longitude').fill('18.92');
  await dialog.getByRole('button', { name: 'Create Trail' }).click();
  await expect(toast(page, 'Trail created')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Stellenbosch');

  await searchHome(page, name);
  await expect(page.locator('#routes').getByTestId('trail-card')).toHaveCount(1);
  await expect(page.locator('#routes').getByTestId('trail-card')).toContainText(name);

  // A rider reviews it; the review must go when the trail goes.
  const [trail] = (await (await request.get(`/api/routes?search=${encodeURIComponent(name)}`)).json()) as {
    id: number;
  }[];
  const review = await request.post(`/api/routes/${trail.id}/reviews`, {
    data: { rating: 5, comment: 'Great flow!', name: 'E2E Rider' },
  });
  expect(review.ok()).toBe(true);

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Trails' }).click();
  await page.getByRole('button', { name: `Edit "${name}"` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Trail' });
  await expect(edit.getByLabel('Trail Name')).toHaveValue(name);
  await expect(edit.getByLabel('Latitude')).toHaveValue('-33.95');
  await edit.getByLabel('Location').fill('Jonkershoek');
  await edit.getByRole('button', { name: 'Update Trail' }).click();
  await expect(toast(page, 'Trail updated')).toBeVisible();
  await expect(row).toContainText('Jonkershoek');

  await searchHome(page, name);
  await expect(page.locator('#routes').getByTestId('trail-card')).toContainText('Jonkershoek');

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Trails' }).click();
  await page.getByRole('button', { name: `Delete "${name}"` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Trail' });
  await expect(confirm).toContainText(
    `Are you sure you want to delete "${name}"? This action cannot be undone and will also remove all associated reviews.`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Trail deleted')).toBeVisible();
  await expect(row).toHaveCount(0);

  await searchHome(page, name);
  await expect(page.getByText('No routes found')).toBeVisible();
  const reviews = await request.get(`/api/routes/${trail.id}/reviews`);
  if (reviews.ok()) expect(await reviews.json()).toEqual([]);
  else expect(reviews.status()).toBe(404);
});

test('the admin changes the password, signs in with the new one, and changes it back', async ({ page, request }) => {
  const newPassword = `${E2E_ADMIN_PASSWORD}-new`;
  try {
    await logIn(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByText('admin@trailfinder.test')).toBeVisible();
    const form = page.getByRole('form', { name: 'Change Password' });
    await form.getByLabel('Current Password').fill(E2E_ADMIN_PASSWORD);
    await form.getByLabel('New Password', { exact: true }).fill('short');
    await form.getByLabel('Confirm New Password').fill('short');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByRole('alert')).toHaveText('New password must be at least 6 characters long');
    await form.getByLabel('New Password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm New Password').fill(`${newPassword}x`);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByRole('alert')).toHaveText('New passwords do not match');
    await form.getByLabel('Confirm New Password').fill(newPassword);
    await form.getByRole('button', { name: 'Change Password' }).click();
    const success = form.getByRole('status').filter({ hasText: 'Password changed successfully' });
    await expect(success).toBeVisible();
    await expect(success).toBeHidden({ timeout: 10_000 });

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await logIn(page, newPassword);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await form.getByLabel('Current Password').fill(newPassword);
    await form.getByLabel('New Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
    await form.getByLabel('Confirm New Password').fill(E2E_ADMIN_PASSWORD);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(success).toBeVisible();
  } finally {
    // Whatever happened above, leave the original password for the other tests.
    const login = await request.post('/api/admin/login', { data: { username: 'admin', password: newPassword } });
    if (login.ok()) {
      const { token } = (await login.json()) as { token: string };
      await request.put('/api/admin/change-password', {
        headers: { authorization: `Bearer ${token}` },
        data: { currentPassword: newPassword, newPassword: E2E_ADMIN_PASSWORD },
      });
    }
  }
});

test('logging out says so and goes back to the home page', async ({ page }) => {
  await logIn(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Epic Trails' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
