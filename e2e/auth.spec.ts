import type { Page } from '@playwright/test';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  failNextDemoCall,
  signIn,
  test,
} from './fixtures';

const emailBox = (page: Page) => page.getByRole('textbox', { name: 'Email', exact: true });
const passwordBox = (page: Page, name = 'Password') =>
  page.getByRole('textbox', { name, exact: true });

async function openInbox(page: Page) {
  await page.getByRole('button', { name: 'Demo inbox' }).click();
  const drawer = page.getByRole('dialog', { name: 'Demo inbox' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The newest verification code for `to` in the Demo inbox; closes the drawer again. */
async function codeFromInbox(page: Page, to: string): Promise<string> {
  const drawer = await openInbox(page);
  const mail = drawer
    .getByRole('listitem')
    .filter({ hasText: `To ${to}` })
    .first();
  const body = await mail.getByText(/Your verification code is \d{4}/).innerText();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  return /Your verification code is (\d{4})/.exec(body)?.[1] ?? '';
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(code);
}

async function signUp(page: Page, email: string, password = 'Fresh123') {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Carter');
  await emailBox(page).fill(email);
  await passwordBox(page).fill(password);
  await passwordBox(page, 'Confirm Password').fill(password);
  // A UK number as written on a card: sent as its 10-digit national number.
  await page.getByRole('textbox', { name: 'Phone Number (optional)' }).fill('+44 (0)7700 900-123');
  await expect(page.getByRole('textbox', { name: 'Phone Number (optional)' })).toHaveValue(
    '7700900123',
  );
  await page.getByRole('textbox', { name: 'Business Type' }).fill('Retail');
  await page.getByRole('textbox', { name: 'Business Description' }).fill('Furniture, twice a week');
  await page.getByRole('combobox', { name: 'Address' }).fill('Leeds');
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/email-verification/);
}

test.describe('sign in', () => {
  test('the demo customer signs in and lands on /dashboard; Sign Out returns to /login', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Your session has ended')).toHaveCount(0);
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
    ).toEqual([null, null]);
  });

  test('a wrong password is refused and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await emailBox(page).fill(DEMO_EMAIL);
    await passwordBox(page).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'These credentials do not match our records.',
    );
    await expect(page).toHaveURL(/\/login$/);
  });

  test('ten wrong passwords lock the address: even the right one is then refused, with the wait', async ({
    page,
  }) => {
    await page.goto('/login');
    await emailBox(page).fill(DEMO_EMAIL);
    const signInButton = page.getByRole('button', { name: 'Sign In', exact: true });
    // The button is busy from the click until the answer: waiting for it back waits for the answer.
    const attempt = async (password: string) => {
      await passwordBox(page).fill(password);
      await signInButton.click();
      await expect(signInButton).toBeEnabled();
    };
    for (let wrong = 1; wrong < 10; wrong++) {
      await attempt(`wrong-password-${wrong}`);
      await expect(page.getByRole('alert')).toContainText(
        'These credentials do not match our records.',
      );
    }
    const lock = 'Too many failed sign-in attempts for this email. Try again in 5 minutes.';
    await attempt('wrong-password-10');
    await expect(page.getByRole('alert')).toContainText(lock);
    await attempt(DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toContainText(lock);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('show/hide reveals the password; the view passes axe', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const password = passwordBox(page);
    await password.fill(DEMO_PASSWORD);
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(page, '/login');
  });

  test('a deep link while signed out comes back after sign-in', async ({ page }) => {
    await page.goto('/history?x=1');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await emailBox(page).fill(DEMO_EMAIL);
    await passwordBox(page).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/history\?x=1$/);
  });

  for (const hostile of [
    'https://evil.example',
    '//evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
  ]) {
    test(`a hostile redirect target (${hostile}) ends on /dashboard`, async ({ page }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(hostile)}`);
      await emailBox(page).fill(DEMO_EMAIL);
      await passwordBox(page).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
    });
  }

  test('a session ended by a 401 says so on the sign-in view', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    // A token the server no longer knows: the next call answers 401.
    await page.evaluate(() => localStorage.setItem('token', 'a-token-the-server-forgot'));
    await page.goto('/my-loads');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-loads$/);
    await expect(page.getByText('Your session has ended')).toBeVisible();
  });
});

test.describe('sign up and verify', () => {
  test('sign up, read the code in the Demo inbox, verify, land on /dashboard', async ({ page }) => {
    const email = `sam.${Date.now()}@carter.test`;
    await signUp(page, email);
    await expect(page.getByText('The code expires in 10 minutes.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    await expectNoAxeViolations(page, '/email-verification');
    const code = await codeFromInbox(page, email);
    expect(code).toMatch(/^\d{4}$/);
    await typeCode(page, code);
    await expect(page.getByRole('textbox', { name: 'Digit 4 of 4' })).toHaveValue(code[3] ?? '');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('header-email')).toHaveText(email);
  });

  test('the sign-up form shows its validation texts and passes axe', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectNoAxeViolations(page, '/signup');
    await passwordBox(page).fill('abc');
    await passwordBox(page, 'Confirm Password').fill('abd');
    await emailBox(page).fill('not-an-email');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Email is invalid')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First Name' })).toBeFocused();
    await expect(page.getByText('UK address suggestions')).toBeVisible();
  });

  test('an empty Confirm Password is asked for; a different one does not match', async ({ page }) => {
    await page.goto('/signup');
    const confirm = passwordBox(page, 'Confirm Password');
    await passwordBox(page).fill('Fresh123');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(confirm).toHaveAccessibleDescription('Please confirm your password');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await confirm.fill('Fresh124');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    await expect(page.getByText('Please confirm your password')).toHaveCount(0);
  });

  test('an existing e-mail is refused at sign-up', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'First Name' }).fill('Dana');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Again');
    await emailBox(page).fill(DEMO_EMAIL);
    await passwordBox(page).fill('Another1');
    await passwordBox(page, 'Confirm Password').fill('Another1');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('alert').first()).toContainText(
      'The email has already been taken.',
    );
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a wrong code is refused; Backspace moves back; pasting the right code fills the boxes', async ({
    page,
  }) => {
    const email = `wrong.${Date.now()}@carter.test`;
    await signUp(page, email);
    const code = await codeFromInbox(page, email);
    const wrong = code === '0000' ? '1111' : '0000';
    await typeCode(page, wrong);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid OTP');
    await page.getByRole('textbox', { name: 'Digit 4 of 4' }).focus();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect(page.getByRole('textbox', { name: 'Digit 3 of 4' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Digit 3 of 4' })).toHaveValue('');
    await page.getByRole('textbox', { name: 'Digit 1 of 4' }).evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, code);
    for (const [i, digit] of Array.from(code).entries()) {
      await expect(page.getByRole('textbox', { name: `Digit ${i + 1} of 4` })).toHaveValue(digit);
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unverified account signing in goes to the verify view and gets a fresh code', async ({
    page,
  }) => {
    const email = `later.${Date.now()}@carter.test`;
    await signUp(page, email, 'Later123');
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await emailBox(page).fill(email);
    await passwordBox(page).fill('Later123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/email-verification/);
    await typeCode(page, await codeFromInbox(page, email));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('auto sign-in failing after a good code says so and the user signs in manually', async ({
    page,
  }) => {
    const email = `manual.${Date.now()}@carter.test`;
    await signUp(page, email, 'Manual123');
    const code = await codeFromInbox(page, email);
    await failNextDemoCall(page, 'signIn');
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('OTP verified but auto-login failed. Please sign in manually.'),
    ).toBeVisible();
    await expect(emailBox(page)).toHaveValue(email);
    await passwordBox(page).fill('Manual123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('forgot and reset password', () => {
  test('forgot password, follow the Demo inbox link, reset, sign in with the new password', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeDisabled();
    await expectNoAxeViolations(page, '/forgot-password');
    await emailBox(page).fill(DEMO_EMAIL);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(/expires in 24 hours/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send another email' })).toBeVisible();
    await expectNoAxeViolations(page, 'Check your email');

    const drawer = await openInbox(page);
    await drawer.getByRole('link', { name: 'Reset your password' }).first().click();
    await expect(page).toHaveURL(/\/reset-password$/);
    expect(page.url()).not.toContain('token=');
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('resetPasswordEmail'))).toBe(DEMO_EMAIL);
    expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
    await expectNoAxeViolations(page, '/reset-password');

    await passwordBox(page, 'New Password').fill('abc');
    await expect(page.getByTestId('strength-label')).toHaveText('Too short');
    await passwordBox(page, 'New Password').fill('Brand9new!x');
    await expect(page.getByTestId('strength-label')).toHaveText('Good');
    await passwordBox(page, 'New Password').fill('Brand9new!xyz');
    await expect(page.getByTestId('strength-label')).toHaveText('Strong');
    await passwordBox(page, 'Confirm Password').fill('Brand9new!xyz');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset!' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('resetPasswordEmail'))).toBeNull();
    // The toast's code arrives on its own: on a busy machine it can start fading in while axe
    // samples colours. Axe runs once it is there (and its fade has ended).
    await expect(page.getByRole('alert').filter({ hasText: 'Password reset' })).toBeVisible();
    await expectNoAxeViolations(page, 'Password Reset!');
    await page.getByRole('link', { name: 'Continue to Sign In' }).click();

    await emailBox(page).fill(DEMO_EMAIL);
    await passwordBox(page).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText(
      'do not match',
    );
    await passwordBox(page).fill('Brand9new!xyz');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a used reset link is refused', async ({ page }) => {
    await page.goto('/forgot-password');
    await emailBox(page).fill(DEMO_EMAIL);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    const drawer = await openInbox(page);
    const href = await drawer
      .getByRole('link', { name: 'Reset your password' })
      .first()
      .getAttribute('href');
    await drawer.getByRole('button', { name: 'Close' }).click();
    for (const attempt of [1, 2]) {
      await page.goto(href ?? '/reset-password');
      await passwordBox(page, 'New Password').fill(`Second${attempt}pass`);
      await passwordBox(page, 'Confirm Password').fill(`Second${attempt}pass`);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      if (attempt === 1)
        await expect(page.getByRole('heading', { name: 'Password Reset!' })).toBeVisible();
    }
    await expect(page.getByRole('alert')).toContainText(
      'This password reset link is invalid. Request a new one.',
    );
  });
});
