import { Box, Button, Card, HStack, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client';
import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuEye, LuUserCheck } from 'react-icons/lu';
import {
  UnassignedPayrollPageFileDocument,
  type UnassignedPayrollPageFileQuery,
  type UnassignedPayrollPageFileQueryVariables,
  type UnassignedPayrollPagesQuery,
  useAssignPayrollPageMutation,
} from '@/generated/monthend';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { downloadBase64 } from '@/shared/download';
import { errorCodes } from '@/shared/graphql-errors';
import { ListState } from '@/shared/list-states';
import { notify } from '@/shared/notify';
import { monthName } from '../month-end';
import { ASSIGN_PREFIXES, type AssignValues, assignPageSchema } from '../upload-form';
import { EmployeePicker } from '@/shared/employee-picker';
import { SubmitButton } from '@/shared/form/fields';
import { applyServerErrors } from '@/shared/form/server-errors';

type Page = UnassignedPayrollPagesQuery['unassignedPayrollPages'][number];

/** Pages nobody owns are kept as ranges of consecutive pages: "4" or "4–7". */
const isRange = (p: Page) => p.lastPageNumber > p.pageNumber;
const pageNumbers = (p: Page) => (isRange(p) ? `${p.pageNumber}–${p.lastPageNumber}` : String(p.pageNumber));

/**
 * Pages of uploaded payroll PDFs on which no employee's personnel number was found: never
 * dropped, listed here with a text excerpt and a preview, and filed by hand into one employee's archive.
 */
export function UnassignedPages({
  pages,
  error,
  onRetry,
  onAssigned,
}: {
  pages: readonly Page[] | undefined;
  error: unknown;
  onRetry: () => void;
  onAssigned: () => void;
}) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const pagesOf = (p: Page) => (isRange(p) ? t('monthend.unassigned.pageRange', { from: p.pageNumber, to: p.lastPageNumber }) : t('monthend.unassigned.pageOne', { page: p.pageNumber }));
  const desktop = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  const [assigning, setAssigning] = useState<Page | null>(null);
  const [previewing, setPreviewing] = useState<number | null>(null);

  const preview = async (p: Page) => {
    setPreviewing(p.id);
    try {
      const { data } = await client.query<UnassignedPayrollPageFileQuery, UnassignedPayrollPageFileQueryVariables>({
        query: UnassignedPayrollPageFileDocument,
        variables: { id: p.id },
        fetchPolicy: 'network-only',
      });
      const f = data.unassignedPayrollPageFile;
      downloadBase64(f.fileName, f.contentType, f.contentBase64);
    } catch (err) {
      // 403 and technical errors are reported by the app; a page assigned meanwhile is gone (404).
      if (errorCodes(err).codes.includes('NOT_FOUND')) {
        notify.error(t('monthend.unassigned.previewFailed'));
        onRetry();
      }
    } finally {
      setPreviewing(null);
    }
  };

  const type = (p: Page) => t(`monthend.types.${p.documentType}`);
  const excerpt = (p: Page) => (
    <Text fontSize="sm" color={p.excerpt ? 'fg' : 'fg.muted'} lineClamp={3} overflowWrap="anywhere" data-testid="monthend-unassigned-excerpt">
      {p.excerpt || t('monthend.unassigned.noText')}
    </Text>
  );
  const actions = (p: Page) => (
    <HStack gap="2" justify={{ base: 'stretch', lg: 'end' }} flexWrap="wrap">
      <Button
        size="sm"
        variant="outline"
        minH="10"
        flex={{ base: '1', lg: 'none' }}
        loading={previewing === p.id}
        aria-label={t('monthend.unassigned.previewOf', { pages: pagesOf(p), fileName: p.uploadFileName })}
        onClick={() => void preview(p)}
        data-testid="monthend-unassigned-preview"
      >
        <LuEye />
        {t('monthend.unassigned.preview')}
      </Button>
      <Button size="sm" colorPalette="brand" minH="10" flex={{ base: '1', lg: 'none' }} onClick={() => setAssigning(p)} data-testid="monthend-unassigned-assign">
        <LuUserCheck />
        {t('monthend.unassigned.assign')}
      </Button>
    </HStack>
  );

  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }} data-testid="monthend-unassigned">
      <Card.Header>
        <Card.Title as="h2" fontSize="lg">
          {t('monthend.unassigned.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body pt="1" px={{ base: '3', md: '6' }}>
        {!pages?.length ? (
          <ListState items={pages} error={error} onRetry={onRetry} emptyTestId="monthend-unassigned-empty" />
        ) : desktop ? (
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={t('monthend.unassigned.tableLabel')} data-testid="monthend-unassigned-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('monthend.unassigned.page')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('monthend.unassigned.upload')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('monthend.unassigned.month')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('monthend.unassigned.type')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('monthend.unassigned.excerpt')}</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {pages.map((p) => (
                  <Table.Row key={p.id} data-testid="monthend-unassigned-row" verticalAlign="top">
                    <Table.Cell whiteSpace="nowrap">{pageNumbers(p)}</Table.Cell>
                    <Table.Cell overflowWrap="anywhere">{p.uploadFileName}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{monthName(p.yearMonth)}</Table.Cell>
                    <Table.Cell>{type(p)}</Table.Cell>
                    <Table.Cell maxW="md">{excerpt(p)}</Table.Cell>
                    <Table.Cell>{actions(p)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        ) : (
          <Stack gap="2">
            {pages.map((p) => (
              <Stack key={p.id} gap="2" borderWidth="1px" rounded="md" p="3" data-testid="monthend-unassigned-row">
                <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
                  <Text fontWeight="semibold" whiteSpace="nowrap">
                    {pagesOf(p)}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {type(p)} · {monthName(p.yearMonth)}
                  </Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {p.uploadFileName}
                </Text>
                {excerpt(p)}
                {actions(p)}
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
      {assigning && (
        <AssignDialog
          page={assigning}
          onClose={() => setAssigning(null)}
          onAssigned={() => {
            setAssigning(null);
            onAssigned();
          }}
        />
      )}
    </Card.Root>
  );
}

function AssignDialog({ page, onClose, onAssigned }: { page: Page; onClose: () => void; onAssigned: () => void }) {
  const { t } = useTranslation();
  const [assign] = useAssignPayrollPageMutation();
  const pages = isRange(page) ? t('monthend.unassigned.pageRange', { from: page.pageNumber, to: page.lastPageNumber }) : t('monthend.unassigned.pageOne', { page: page.pageNumber });

  return (
    <Formik<AssignValues>
      initialValues={{ employee: null }}
      validationSchema={assignPageSchema}
      onSubmit={async ({ employee }, form) => {
        if (!employee) return;
        try {
          await assign({ variables: { id: page.id, employeeId: employee.employeeId } });
          notify.success(t(isRange(page) ? 'monthend.unassigned.assignedRange' : 'monthend.unassigned.assigned', { name: `${employee.firstName} ${employee.lastName}` }));
          onAssigned();
        } catch (err) {
          const { codes, messages, unplaced } = applyServerErrors(err, { employee }, form, ASSIGN_PREFIXES);
          // Whatever the server says about the assignment stands under the one field.
          const all = errorCodes(err).fieldErrors.length;
          if (unplaced[0] && all === unplaced.length) form.setStatus({ serverErrors: { employee: unplaced[0].message } });
          else if (all === 0 && codes.includes('NOT_FOUND')) notify.error(messages.NOT_FOUND ?? t('monthend.download.notFound'));
        }
      }}
    >
      <FormDialog
        open
        onClose={onClose}
        title={t('monthend.unassigned.assignTitle', { pages })}
        testId="monthend-assign-dialog"
        footer={
          <>
            <Button variant="outline" minH="11" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <SubmitButton minH="11" data-testid="monthend-assign-submit">
              {t('monthend.unassigned.assign')}
            </SubmitButton>
          </>
        }
      >
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {t('monthend.unassigned.assignInfo', { pages, fileName: page.uploadFileName, type: t(`monthend.types.${page.documentType}`), month: monthName(page.yearMonth) })}
          </Text>
          {page.excerpt && (
            <Text fontSize="sm" bg="bg.muted" p="2" rounded="md" overflowWrap="anywhere">
              {page.excerpt}
            </Text>
          )}
          <EmployeePicker name="employee" testId="monthend-assign" />
        </Stack>
      </FormDialog>
    </Formik>
  );
}
