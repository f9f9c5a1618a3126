import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('landing page', () => {
  test('says what Bidhaul does, has the contact link and footer, and passes axe', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Post a delivery');
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByText(/© \d{4} Bidhaul/)).toBeVisible();
    await expectNoAxeViolations(page, '/');
  });

  test('the waiting list: both fields required, then joined with a confirmation e-mail', async ({
    page,
  }) => {
    await page.goto('/');
    const join = page.getByRole('button', { name: 'Join Waiting List' });
    await join.click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in both name and email fields.');
    const email = `beta.${Date.now()}@tester.test`;
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Bea Tester');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await join.click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
      'Thank you for joining our Beta Tester waiting list!',
    );
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');

    await page.getByRole('button', { name: 'Demo inbox' }).click();
    const drawer = page.getByRole('dialog', { name: 'Demo inbox' });
    await expect(drawer.getByRole('listitem').filter({ hasText: `To ${email}` })).toContainText(
      'waiting list',
    );
    await drawer.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Bea Again');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await join.click();
    await expect(page.getByRole('alert')).toHaveText('This email is already on the waiting list.');
  });
});
