import { Alert, Box, Button, Card, Field, Heading, NativeSelect, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import { DateField } from '@/shared/date/date-field';
import { MonthPicker } from '@/shared/date/month-picker';
import { type FetchedFile, saveBlob } from '@/shared/download';
import { now } from '@/shared/format';
import { notify } from '@/shared/notify';
import {
  type Errors,
  ORDER_TYPES,
  type PerformanceReportForm,
  type ReportFormat,
  validatePerformanceReport,
  validateWorkingHours,
  type WorkingHoursForm,
} from '../gates';
import { downloadInventoryPerformances, downloadWorkingHours } from './report-rest';

/** Berichte (spec 3 §2.8, §5): the working-hours and the inventory-performance report, each a download. */
export function ReportsTab({ yearMonth }: { yearMonth: string }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" data-testid="reports-tab">
      <WorkingHoursReport yearMonth={yearMonth} />
      <PerformanceReport yearMonth={yearMonth} />
    </SimpleGrid>
  );
}

type Phase = { kind: 'idle' } | { kind: 'waiting' } | { kind: 'failed'; message: string };

/** Runs one download: progress while the server builds the file, the file saved, or the reason it failed. */
function useDownload() {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const run = async (request: () => Promise<FetchedFile>) => {
    setPhase({ kind: 'waiting' });
    const file = await request();
    if (file.kind === 'ok') {
      saveBlob(file.blob, file.fileName);
      notify.success(t('statistics.reports.downloaded', { fileName: file.fileName }));
      setPhase({ kind: 'idle' });
    } else if (file.kind === 'refused') {
      const fallback = file.status === 403 ? t('errors.accessDenied') : file.status === 422 ? t('errors.checkInput') : t('errors.technical');
      setPhase({ kind: 'failed', message: file.message ?? fallback });
    } else {
      setPhase({ kind: 'failed', message: file.timeout ? t('errors.timeout') : t('errors.technical') });
    }
  };
  return { phase, run };
}

function ReportCard(props: { title: string; text: string; testId: string; phase: Phase; onSubmit: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const waiting = props.phase.kind === 'waiting';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!waiting) props.onSubmit();
  };
  return (
    <Card.Root asChild variant="outline" data-testid={props.testId}>
      <form onSubmit={submit} noValidate>
        <Card.Header>
          <Heading as="h2" size="md">
            {props.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {props.text}
          </Text>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">{props.children}</Stack>
        </Card.Body>
        <Card.Footer flexDirection="column" alignItems="stretch" gap="3">
          {waiting && (
            <Box data-testid={`${props.testId}-progress`}>
              <Progress.Root value={null} size="sm" colorPalette="brand">
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="sm" color="fg.muted" mt="1">
                {t('statistics.reports.waiting')}
              </Text>
            </Box>
          )}
          {props.phase.kind === 'failed' && (
            <Alert.Root status="error" data-testid={`${props.testId}-error`}>
              <Alert.Indicator />
              <Alert.Title>{props.phase.message}</Alert.Title>
            </Alert.Root>
          )}
          <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-end' }} loading={waiting} data-testid={`${props.testId}-submit`}>
            <LuDownload />
            {t('statistics.reports.download')}
          </Button>
        </Card.Footer>
      </form>
    </Card.Root>
  );
}

function FormatField({ value, onChange, id }: { value: ReportFormat; onChange: (v: ReportFormat) => void; id: string }) {
  const { t } = useTranslation();
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{t('statistics.reports.format')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field id={id} data-testid={id} value={value} onChange={(e) => onChange(e.currentTarget.value as ReportFormat)}>
          <option value="xlsx">{t('statistics.reports.formats.xlsx')}</option>
          <option value="csv">{t('statistics.reports.formats.csv')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function WorkingHoursReport({ yearMonth }: { yearMonth: string }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<WorkingHoursForm>({ month: yearMonth, orderType: 'ALL', format: 'xlsx' });
  const [errors, setErrors] = useState<Errors<'month' | 'orderType'>>({});
  const { phase, run } = useDownload();
  const set = (patch: Partial<WorkingHoursForm>) => setForm((f) => ({ ...f, ...patch }));
  const submit = () => {
    const found = validateWorkingHours(form, t);
    setErrors(found);
    if (Object.keys(found).length === 0) void run(() => downloadWorkingHours(form));
  };
  return (
    <ReportCard title={t('statistics.reports.workingHours.title')} text={t('statistics.reports.workingHours.text')} testId="working-hours-report" phase={phase} onSubmit={submit}>
      <MonthPicker
        label={t('statistics.reports.workingHours.month')}
        value={form.month}
        max={now().toFormat('yyyy-MM')}
        required
        error={errors.month}
        testId="working-hours-month"
        onChange={(month) => set({ month })}
      />
      <Field.Root required invalid={!!errors.orderType}>
        <Field.Label htmlFor="working-hours-type">
          {t('statistics.reports.workingHours.orderType')}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field id="working-hours-type" data-testid="working-hours-type" value={form.orderType} onChange={(e) => set({ orderType: e.currentTarget.value })}>
            <option value="">{t('statistics.reports.choose')}</option>
            <option value="ALL">{t('statistics.orders.allTypes')}</option>
            {ORDER_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.orderType}</Field.ErrorText>
      </Field.Root>
      <FormatField id="working-hours-format" value={form.format} onChange={(format) => set({ format })} />
    </ReportCard>
  );
}

function PerformanceReport({ yearMonth }: { yearMonth: string }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<PerformanceReportForm>(() => ({ from: `${yearMonth}-01`, to: lastDayOf(yearMonth), format: 'xlsx' }));
  const [errors, setErrors] = useState<Errors<'from' | 'to'>>({});
  const { phase, run } = useDownload();
  const set = (patch: Partial<PerformanceReportForm>) => setForm((f) => ({ ...f, ...patch }));
  const submit = () => {
    const found = validatePerformanceReport(form, t);
    setErrors(found);
    if (Object.keys(found).length === 0) void run(() => downloadInventoryPerformances(form));
  };
  return (
    <ReportCard title={t('statistics.reports.performance.title')} text={t('statistics.reports.performance.text')} testId="performance-report" phase={phase} onSubmit={submit}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <DateField label={t('statistics.reports.performance.from')} value={form.from} required error={errors.from} testId="performance-from" onChange={(from) => set({ from })} />
        <DateField label={t('statistics.reports.performance.to')} value={form.to} required error={errors.to} testId="performance-to" onChange={(to) => set({ to })} />
      </SimpleGrid>
      <FormatField id="performance-format" value={form.format} onChange={(format) => set({ format })} />
    </ReportCard>
  );
}

/** The last day of a month (YYYY-MM-DD), or today while the month is running. */
function lastDayOf(yearMonth: string): string {
  const today = now();
  const end = today.set({ year: Number(yearMonth.slice(0, 4)), month: Number(yearMonth.slice(5, 7)), day: 1 }).endOf('month');
  return (end > today ? today : end).toFormat('yyyy-MM-dd');
}
