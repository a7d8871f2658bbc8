import { Alert, Box, Button, Card, Heading, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import { DateField } from '@/shared/date/date-field';
import { MonthPicker } from '@/shared/date/month-picker';
import { type FetchedFile, saveBlob } from '@/shared/download';
import { now } from '@/shared/format';
import { notify } from '@/shared/notify';
import { SelectField } from '@/shared/form/fields';
import { ORDER_TYPES, type PerformanceReportForm, performanceReportSchema, type WorkingHoursForm, workingHoursSchema } from '../gates';
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

function ReportCard(props: { title: string; text: string; testId: string; phase: Phase; children: ReactNode }) {
  const { t } = useTranslation();
  const { handleSubmit } = useFormikContext();
  const waiting = props.phase.kind === 'waiting';
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!waiting) handleSubmit(e);
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

function FormatField({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <SelectField
      name="format"
      label={t('statistics.reports.format')}
      options={[
        { value: 'xlsx', label: t('statistics.reports.formats.xlsx') },
        { value: 'csv', label: t('statistics.reports.formats.csv') },
      ]}
      testId={id}
    />
  );
}

function WorkingHoursReport({ yearMonth }: { yearMonth: string }) {
  const { t } = useTranslation();
  const { phase, run } = useDownload();
  return (
    <Formik<WorkingHoursForm>
      initialValues={{ month: yearMonth, orderType: 'ALL', format: 'xlsx' }}
      validationSchema={workingHoursSchema}
      onSubmit={(form) => run(() => downloadWorkingHours(form))}
    >
      <ReportCard title={t('statistics.reports.workingHours.title')} text={t('statistics.reports.workingHours.text')} testId="working-hours-report" phase={phase}>
        <MonthPicker name="month" label={t('statistics.reports.workingHours.month')} max={now().toFormat('yyyy-MM')} required testId="working-hours-month" />
        <SelectField
          name="orderType"
          label={t('statistics.reports.workingHours.orderType')}
          placeholder={t('statistics.reports.choose')}
          options={[{ value: 'ALL', label: t('statistics.orders.allTypes') }, ...ORDER_TYPES.map((type) => ({ value: type, label: type }))]}
          required
          testId="working-hours-type"
        />
        <FormatField id="working-hours-format" />
      </ReportCard>
    </Formik>
  );
}

function PerformanceReport({ yearMonth }: { yearMonth: string }) {
  const { t } = useTranslation();
  const { phase, run } = useDownload();
  return (
    <Formik<PerformanceReportForm>
      initialValues={{ from: `${yearMonth}-01`, to: lastDayOf(yearMonth), format: 'xlsx' }}
      validationSchema={performanceReportSchema}
      onSubmit={(form) => run(() => downloadInventoryPerformances(form))}
    >
      <ReportCard title={t('statistics.reports.performance.title')} text={t('statistics.reports.performance.text')} testId="performance-report" phase={phase}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <DateField name="from" label={t('statistics.reports.performance.from')} required testId="performance-from" />
          <DateField name="to" label={t('statistics.reports.performance.to')} required testId="performance-to" />
        </SimpleGrid>
        <FormatField id="performance-format" />
      </ReportCard>
    </Formik>
  );
}

/** The last day of a month (YYYY-MM-DD), or today while the month is running. */
function lastDayOf(yearMonth: string): string {
  const today = now();
  const end = today.set({ year: Number(yearMonth.slice(0, 4)), month: Number(yearMonth.slice(5, 7)), day: 1 }).endOf('month');
  return (end > today ? today : end).toFormat('yyyy-MM-dd');
}
