import { expect, test, type TestInfo } from './fixtures';
import { login, noToasts } from './support';

/** Company locations in list and table views (spec 3 §2.6), switched like the tasks tab and kept in `?view=`. */
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

test('company locations offer a list and a table view, with search in both (list and table views)', async ({ page, shot }, testInfo) => {
  await login(page, 'admin');
  await page.goto('/inventories?tab=3');
  const locations = page.getByTestId('company-locations');
  await expect(locations.getByText('Leipzig').first()).toBeVisible();
  await noToasts(page);

  // Phones start with the list, wider screens with the table.
  const first = isPhone(testInfo) ? 'list' : 'table';
  const second = isPhone(testInfo) ? 'table' : 'list';
  await expect(locations.getByTestId(`location-${first}`)).toBeVisible();
  await expect(locations.getByTestId(`location-${second}`)).toHaveCount(0);

  const switcher = locations.getByTestId('location-view');
  await switcher.getByText(second === 'list' ? 'Liste' : 'Tabelle').click();
  await expect(page).toHaveURL(new RegExp(`view=${second}`));
  await expect(locations.getByTestId(`location-${second}`)).toBeVisible();
  await expect(locations.getByTestId(`location-${first}`)).toHaveCount(0);
  await expect(locations.locator('[data-testid="location-Leipzig"]')).toHaveAttribute('data-view', second);

  // The search works the same in the other view; the choice survives a reload.
  await locations.getByRole('searchbox', { name: 'Standorte suchen' }).fill('Leipzig');
  await expect(locations.getByTestId('location-Hamburg')).toHaveCount(0);
  await expect(locations.getByTestId('location-Leipzig')).toHaveAttribute('data-view', second);
  await page.reload();
  await expect(page.getByTestId('company-locations').getByTestId(`location-${second}`)).toBeVisible();
  await shot(page, `inventories-locations-${second}`, { fullPage: false, noOverflow: true });
});
