import { backdateCodes, codeFromOutbox, expect, hydrated, LANGS, newPhoneDigits, pngFile, test } from './fixtures.ts';

const TEXT = {
  uz: {
    register: 'Roʻyxatdan oʻting',
    send: 'Kod yuborish',
    verify: 'Tasdiqlash',
    complete: 'Yakunlash',
    step: (n: number) => `${n}-qadam, jami 4 ta`,
    region: 'Toshkent shahri',
    district: 'Chilonzor tumani',
    username: 'Foydalanuvchi nomi',
    password: 'Parol',
    registered: 'Roʻyxatdan muvaffaqiyatli oʻtdingiz!',
    account: 'Hisob menyusi',
    logout: 'Chiqish',
    loggedOut: 'Tizimdan chiqdingiz',
    login: 'Kirish',
    welcome: 'Xush kelibsiz!',
    phone: 'Telefon raqami',
    forgot: 'Parolni unutdingizmi?',
    newPassword: 'Yangi parol',
    reset: 'Parolni yangilash',
    resetDone: 'Parolingiz yangilandi',
    edit: 'Profilni tahrirlash',
    image: 'Profil rasmi',
    save: 'Saqlash',
    updated: 'Profil yangilandi',
    next: 'Keyingi',
  },
  ru: {
    register: 'Зарегистрируйтесь',
    send: 'Отправить код',
    verify: 'Подтвердить',
    complete: 'Завершить',
    step: (n: number) => `Шаг ${n} из 4`,
    region: 'город Ташкент',
    district: 'Чиланзарский район',
    username: 'Имя пользователя',
    password: 'Пароль',
    registered: 'Вы успешно зарегистрировались!',
    account: 'Меню аккаунта',
    logout: 'Выйти',
    loggedOut: 'Вы вышли из аккаунта',
    login: 'Войти',
    welcome: 'Добро пожаловать!',
    phone: 'Номер телефона',
    forgot: 'Забыли пароль?',
    newPassword: 'Новый пароль',
    reset: 'Обновить пароль',
    resetDone: 'Пароль обновлён',
    edit: 'Редактировать профиль',
    image: 'Фото профиля',
    save: 'Сохранить',
    updated: 'Профиль обновлён',
    next: 'Далее',
  },
  en: {
    register: 'Sign up',
    send: 'Send code',
    verify: 'Verify',
    complete: 'Complete',
    step: (n: number) => `Step ${n} of 4`,
    region: 'Tashkent City',
    district: 'Chilonzor District',
    username: 'Username',
    password: 'Password',
    registered: 'You have signed up successfully!',
    account: 'Account menu',
    logout: 'Log out',
    loggedOut: 'Logged out successfully',
    login: 'Log in',
    welcome: 'Welcome back!',
    phone: 'Phone number',
    forgot: 'Forgot your password?',
    newPassword: 'New password',
    reset: 'Update password',
    resetDone: 'Your password has been updated',
    edit: 'Edit profile',
    image: 'Profile picture',
    save: 'Save',
    updated: 'Profile updated',
    next: 'Next',
  },
} as const;

for (const { lang, prefix } of LANGS) {
  test(`in ${lang}, a new user registers, logs out, logs in back to a guarded page, resets the password and edits the profile`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const text = TEXT[lang];
    const digits = newPhoneDigits();
    const username = `E2E_${lang}_${digits.slice(-5)}`;
    const password = 'Bozor-Journey-2026!';
    const newPassword = 'Yangi-Journey-2027!';

    // A signed-out visitor to a guarded page goes to the login page, keeping where they wanted to go.
    await page.goto(`${prefix}/myprofile`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?redirect=${encodeURIComponent(`${prefix}/myprofile`)}$`));

    // Registration wizard.
    await page.getByRole('link', { name: text.register }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/register\\?redirect=`));
    await hydrated(page);
    await expect(page.getByText(text.step(1))).toBeVisible();
    await expect(page.getByRole('button', { name: text.next })).toBeDisabled();
    await page.getByLabel(text.phone).fill(digits);
    await page.getByRole('button', { name: text.send }).click();
    const code = await codeFromOutbox(digits);
    await page.getByLabel(/SMS|Код из SMS/).fill(code);
    await page.getByRole('button', { name: text.verify, exact: true }).click();

    await expect(page.getByText(text.step(2))).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^\\d+\\s*${text.region}$`) }).click();
    await expect(page.getByText(text.step(3))).toBeVisible();
    await expect(page.getByRole('button', { name: /^1/ }).first()).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^\\d+\\s*${text.district}$`) }).click();
    await expect(page.getByText(text.step(4))).toBeVisible();
    const complete = page.getByRole('button', { name: text.complete });
    await expect(complete).toBeDisabled();
    await page.getByLabel(text.username).fill(username);
    await page.getByLabel(text.password, { exact: true }).fill(password);
    await expect(complete).toBeEnabled();
    await complete.click();

    // Signed in, at the page first asked for.
    await expect(page).toHaveURL(new RegExp(`${prefix}/myprofile$`));
    await expect(page.getByText(text.registered)).toBeVisible();
    await expect(page.getByTestId('header-username')).toHaveText(username);
    await expect(page.getByTestId('profile-username')).toHaveText(username);

    // Page scripts never see the token.
    expect(await page.evaluate(() => document.cookie)).not.toContain('bozor_session');
    const stored = await page.evaluate(() => localStorage.getItem('userInfo'));
    expect(JSON.parse(stored!)).toMatchObject({ user_info: { username } });
    expect(stored).not.toContain('token');

    // Logout from the header menu.
    await page.getByRole('button', { name: new RegExp(text.account) }).click();
    await page.getByRole('button', { name: text.logout }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/login$`));
    await expect(page.getByText(text.loggedOut)).toBeVisible();
    await hydrated(page);
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();

    // Log in again, back to the guarded page.
    await page.goto(`${prefix}/myprofile`);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await hydrated(page);
    await page.getByLabel(text.phone).fill(digits);
    await page.getByLabel(text.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: text.login, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/myprofile$`));
    await expect(page.getByTestId('header-username')).toHaveText(username);

    // Log out, then reset the password through SMS.
    await page.getByRole('button', { name: new RegExp(text.account) }).click();
    await page.getByRole('button', { name: text.logout }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/login$`));
    await backdateCodes(digits, 61_000); // the last code went out over a minute ago
    await page.getByRole('link', { name: text.forgot }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/forgot-password$`));
    await hydrated(page);
    await page.getByLabel(text.phone).fill(digits);
    await page.getByRole('button', { name: text.send }).click();
    const resetCode = await codeFromOutbox(digits, 'reset');
    expect(resetCode).toMatch(/^\d{6}$/);
    // The code and the new password go in one form.
    await page.getByLabel(/SMS|Код из SMS/).fill(resetCode);
    await page.getByLabel(text.newPassword).fill(newPassword);
    await page.getByRole('button', { name: text.reset }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/$`));
    await expect(page.getByText(text.resetDone)).toBeVisible();
    await expect(page.getByTestId('header-username')).toHaveText(username);

    // Edit the profile with a new picture and name: the header shows both.
    await page.goto(`${prefix}/myprofile`);
    await hydrated(page);
    await page.getByRole('button', { name: text.edit }).click();
    const dialog = page.getByRole('dialog', { name: text.edit });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(text.image).setInputFiles(await pngFile('#0ea5e9'));
    await expect(dialog.locator('img[src^="blob:"]')).toBeVisible();
    await dialog.getByLabel(text.username).fill(`${username}_x`);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.updated)).toBeVisible();
    await expect(page.getByTestId('header-username')).toHaveText(`${username}_x`);
    await expect(page.getByRole('button', { name: new RegExp(text.account) }).locator('img[src^="/media/avatars/"]')).toBeVisible();
    await expect(page.getByTestId('profile-username')).toHaveText(`${username}_x`);

    // The new password works, the old one does not (asked from outside the browser's session).
    expect((await request.post('/api/accounts/login/', { data: { phone_number: `+998${digits}`, password } })).status()).toBe(401);
    expect((await request.post('/api/accounts/login/', { data: { phone_number: `+998${digits}`, password: newPassword } })).status()).toBe(200);
  });
}
