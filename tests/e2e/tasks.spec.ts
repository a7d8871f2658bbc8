import { expect, test } from './fixtures';
import { createOrderTask, uniqueSuffix } from '../fixtures/factories';
import { apiAs, demoDay, gql, login } from './support';

test.use({ shotOptions: { fullPage: false, noToasts: true, noOverflow: true } });

/**
 * Tasks of an inventory day (spec 3 §2.6, §4, §5, §6): a manager imports a CSV of 200 tasks
 * written in ISO-8859-1 and sees the umlauts right; an employee checks off an own task after the
 * confirmation and cannot check anybody else's.
 *
 * Assumes the demo seed (server/src/db/seeds/demo-tasks.ts) gives the demo employee
 * 'mitarbeiter' (Lena Hoffmann, 2002) pending tasks today on an INV order that also holds tasks of
 * another employee, and an INV order running today.
 */
interface Task {
  id: number;
  orderId: number;
  label: string;
  employeeId: number;
  completed: boolean;
  importId: number | null;
}
const TASKS = 'query($date: String) { orderTasks(date: $date) { id orderId label employeeId completed importId } }';

test('a manager imports 200 tasks from an ISO-8859-1 CSV and sees the umlauts', async ({ page, playwright, baseURL, shot }, testInfo) => {
  test.setTimeout(90_000);
  const admin = await apiAs(playwright, baseURL!, 'admin');
  const day = demoDay();
  const { orders } = await gql<{ orders: { items: { id: number; name: string }[] } }>(
    admin,
    'query($d: String!) { orders(filter: { from: $d, to: $d, orderType: INV }, size: 1000, sort: "name,asc") { items { id name } } }',
    { d: day },
  );
  const order = orders.items[0];
  expect(order, 'an INV order running today (demo seed)').toBeDefined();

  // 200 rows with umlauts and ß, encoded ISO-8859-1 (Excel's "CSV" on a German Windows).
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const rows = Array.from({ length: 200 }, (_, i) => `Kühlregal Süß ${String(i + 1).padStart(3, '0')} ${tag};${10 + i};Lena Hoffmann;2002;${i % 4}`);
  const csv = Buffer.from(['Bezeichnung;Positionen;Mitarbeitername;Personalnummer;Priorität', ...rows].join('\r\n') + '\r\n', 'latin1');
  expect(csv.includes(Buffer.from('ü', 'utf8'))).toBe(false);
  const fileName = `aufgaben-${tag}.csv`;

  await login(page, 'admin');
  await page.goto(`/inventories?tab=0&date=${day}&orderId=${order!.id}`);
  await expect(page.getByTestId('tasks-tab')).toBeVisible();
  await page.getByTestId('task-import').click();
  const dialog = page.getByTestId('task-import-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('task-import-order').selectOption(String(order!.id));
  await dialog.getByTestId('task-import-file').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: csv });
  await expect(dialog.getByTestId('task-import-file-name')).toHaveText(fileName);
  await shot(page, 'tasks-import-dialog');
  await dialog.getByTestId('task-import-submit').click();
  await expect(page.getByText('200 Aufgaben importiert.')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();

  await expect(page.getByText(`Kühlregal Süß 001 ${tag}`)).toBeVisible();
  await expect(page.getByText(`Kühlregal Süß 200 ${tag}`)).toBeVisible();
  await expect(page.getByTestId('task-imports').getByText(fileName)).toBeVisible();
  await shot(page, 'tasks-imported');

  // Leave the day as it was: the import goes with its tasks.
  const { orderTaskImports } = await gql<{ orderTaskImports: { id: number; fileName: string; taskCount: number }[] }>(
    admin,
    'query($o: Int) { orderTaskImports(orderId: $o, size: 1000) { id fileName taskCount } }',
    { o: order!.id },
  );
  const mine = orderTaskImports.find((i) => i.fileName === fileName);
  expect(mine?.taskCount).toBe(200);
  await gql(admin, 'mutation($id: Int!) { deleteOrderTaskImport(id: $id) }', { id: mine!.id });
  await admin.dispose();
});

test('an employee completes an own task after confirming and cannot complete another’s', async ({ page, playwright, baseURL, shot }, testInfo) => {
  test.setTimeout(60_000);
  const employee = await apiAs(playwright, baseURL!, 'mitarbeiter');
  const day = demoDay();
  const { orderTasks } = await gql<{ orderTasks: Task[] }>(employee, TASKS, { date: day });
  // Only the demo day's own tasks: the import test running beside this one adds tasks for the same
  // employee and deletes them again when it ends.
  const seeded = orderTasks.filter((x) => x.importId === null);
  const ownOrder = seeded.find((x) => x.employeeId === 2002);
  expect(ownOrder, 'a task of mitarbeiter today (demo seed)').toBeDefined();
  const other = seeded.find((x) => x.employeeId !== 2002);
  expect(other, 'a task of another employee on an order of mitarbeiter today (demo seed)').toBeDefined();
  // A task of its own to complete: the demo's tasks stay as they are for the tests that count them,
  // and desktop and phone (side by side) never take the same one.
  const admin = await apiAs(playwright, baseURL!, 'admin');
  const mine = await createOrderTask(admin, { orderId: ownOrder!.orderId, date: day, employeeId: 2002, label: `Erledigen ${testInfo.project.name} ${uniqueSuffix()}` });
  try {
    await login(page, 'mitarbeiter');
    await page.goto(`/inventories?tab=0&date=${day}`);
    await expect(page.getByTestId('tasks-tab')).toBeVisible();
    await expect(page.getByTestId('task-create')).toHaveCount(0);
    await expect(page.getByTestId('task-import')).toHaveCount(0);

    await expect(page.getByTestId(`task-check-${other!.id}`).getByRole('checkbox')).toBeDisabled();
    const box = page.getByTestId(`task-check-${mine.id}`);
    await expect(box.getByRole('checkbox')).toBeEnabled();
    await shot(page, 'tasks-employee');

    await box.click();
    const confirm = page.getByTestId('dialog-confirm');
    await expect(confirm).toContainText(`Soll die Aufgabe „${mine.label}“ als erledigt markiert werden?`);
    await confirm.getByRole('button', { name: 'Erledigt' }).click();
    await expect(page.getByTestId('tasks-completed').getByTestId(`task-check-${mine.id}`).getByRole('checkbox')).toBeChecked();
    await shot(page, 'tasks-employee-completed');

    // The server refuses someone else's task too (403), whatever the page shows.
    const refused = await employee.put(`/api/order-task/${other!.id}`, { data: { completed: !other!.completed } });
    expect(refused.status()).toBe(403);
  } finally {
    await gql(admin, 'mutation($id: Int!) { deleteOrderTask(id: $id) }', { id: mine.id });
    await admin.dispose();
    await employee.dispose();
  }
});

/** "2.100", never "2100": every count in the summary bar groups thousands with a point. */
const GERMAN_PROGRESS = /^\d{1,3}(\.\d{3})* erledigt · \d{1,3}(\.\d{3})* offen$/;

test('the team summary is only for managers: an employee sees it for exactly his own tasks, in German numbers (the team summary is not for everyone)', async ({ page, shot }) => {
  const day = demoDay();
  await login(page, 'mitarbeiter');
  await page.goto(`/inventories?tab=0&date=${day}`);
  await expect(page.getByTestId('tasks-pending')).toBeVisible();
  // Every employee of his orders is shown: the team's positions are not his to see (spec 3 §6).
  await expect(page.getByTestId('task-summary')).toHaveCount(0);
  await expect(page.getByText(/erledigt · .* offen/)).toHaveCount(0);
  await shot(page, 'tasks-employee-no-summary');

  // Filtered to himself: his own summary and statistic.
  await page.getByTestId('task-filter-employee').selectOption('2002');
  await expect(page.getByTestId('task-summary')).toBeVisible();
  await expect(page.getByTestId('task-stats')).toBeVisible();
  await expect(page.getByTestId('task-positions-progress')).toHaveText(GERMAN_PROGRESS);
});

test('a manager sees the team summary with thousands grouped; two employees of one name differ by personnel number in the filter', async ({ page, playwright, baseURL, shot }, testInfo) => {
  test.setTimeout(60_000);
  const day = demoDay();
  const admin = await apiAs(playwright, baseURL!, 'admin');
  // The demo has pairs of one name (e.g. 2003 and 2033 'David Meyer'): give the twin of a task's employee
  // a task of his own on the same order, so the filter holds both.
  const { orderTasks } = await gql<{ orderTasks: (Task & { employeeName: string })[] }>(admin, 'query($date: String) { orderTasks(date: $date) { id orderId label employeeId employeeName completed importId } }', { date: day });
  const base = orderTasks.find((x) => x.employeeId >= 2003 && x.employeeId <= 2032 && x.importId === null);
  expect(base, 'a demo task of a generated employee today').toBeDefined();
  const twinId = base!.employeeId + 30;
  const label = `Zwilling ${testInfo.project.name} ${Date.now()}`;
  const created = await admin.post('/api/order-task', { data: { orderId: base!.orderId, date: day, label, positions: 1234, employeeId: twinId, priority: 0 } });
  expect(created.status(), await created.text()).toBe(201);
  const twinTask = (await created.json()) as { id: number; employeeName: string };
  expect(twinTask.employeeName).toBe(base!.employeeName);
  try {
    await login(page, 'admin');
    await page.goto(`/inventories?tab=0&date=${day}&orderId=${base!.orderId}`);
    await expect(page.getByTestId('task-summary')).toBeVisible();
    await expect(page.getByTestId('task-positions-progress')).toHaveText(GERMAN_PROGRESS);
    const options = await page.getByTestId('task-filter-employee').locator('option').allTextContents();
    expect(options).toContain(`${base!.employeeName} (${base!.employeeId})`);
    expect(options).toContain(`${base!.employeeName} (${twinId})`);
    await expect(page.getByTestId(`task-row-${twinTask.id}`)).toContainText(`${base!.employeeName} (${twinId})`);
    await expect(page.getByTestId(`task-row-${twinTask.id}`)).toContainText('1.234');
    await shot(page, 'tasks-manager-summary');
  } finally {
    await gql(admin, 'mutation($id: Int!) { deleteOrderTask(id: $id) }', { id: twinTask.id });
    await admin.dispose();
  }
});
