import { checkScreen, expect, test } from '../support/fixtures';
import { newcomerWithMatches, unlockViaApi } from '../support/matches';
import { expectNothingCoversAControl } from '../support/no-overlap';
import { myMatches } from '../support/onboarding';

/**
 * Nothing is ever drawn over a control (docs/product.md#nothing-covers-a-control): on the main
 * screens, at the top and at the end of each, on a 390x844 phone and on a smaller 360x740 one.
 */
for (const [width, height] of [
  [390, 844],
  [360, 740],
] as const) {
  test.describe(`at ${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test('no control on the main screens lies under another element', async ({ page }) => {
      test.setTimeout(120_000);
      // Screenshots are kept at the journeys' 390x844 only.
      const shoot = async (name: string) => {
        if (width === 390) await checkScreen(page, name);
      };
      await newcomerWithMatches(page, 'Thandeka');
      await unlockViaApi(page, 2);
      const matches = await myMatches(page);

      await page.goto('/home');
      const list = page.getByRole('list', { name: 'Matches' });
      // Every card drawn, so the end of the page is the end of the list.
      await expect(list.getByRole('article')).toHaveCount(matches.length, { timeout: 15_000 });
      await expectNothingCoversAControl(page, 'home');
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      await shoot('no-overlap-home-end');
      await page.evaluate('window.scrollTo(0, 0)');

      await page.getByRole('button', { name: 'Match preferences' }).click();
      const sheet = page.getByRole('dialog', { name: 'Match Preferences' });
      await expect(sheet.getByText(/daters fit these settings/)).toBeVisible();
      await expectNothingCoversAControl(page, 'the preferences sheet');
      await shoot('no-overlap-preferences');
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();

      await page.goto('/home?view=stories');
      await expect(page.getByRole('button', { name: 'Stories menu' })).toBeVisible();
      await expectNothingCoversAControl(page, 'stories');

      const unlocked = matches.find((m) => m.isUnlocked);
      await page.goto(`/match-view?id=${unlocked?.id}`);
      await expect(page.getByRole('button', { name: /^More options for / })).toBeVisible();
      await expectNothingCoversAControl(page, 'match detail');
      // Half way down: the note passes under the header, which must hide it rather than show it through.
      await page.evaluate('window.scrollTo(0, 260)');
      await shoot('no-overlap-detail-scrolled');

      await page.goto('/profile');
      await expect(page.getByRole('button', { name: 'Edit name' })).toBeVisible();
      await expectNothingCoversAControl(page, 'profile');

      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNothingCoversAControl(page, 'settings');
    });
  });
}
