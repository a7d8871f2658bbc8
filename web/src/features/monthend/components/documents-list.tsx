import { Badge, Box, Button, Card, HStack, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import type { MonthEndDocumentsQuery } from '@/generated/monthend';
import { formatDateTime } from '@/shared/format';
import { ListState } from '@/shared/list-states';
import { type DocumentRow, mergeDocuments, monthName } from '../month-end';
import { downloadMonthEndFile } from '../monthend-rest';
import { useSaveFetched } from './file-download';

/**
 * The closings and the uploaded payroll documents, newest first (spec 3 §7 GET /monthendclosing/list):
 * month, type, who, when, pages; a click downloads the file.
 */
export function DocumentsList({ data, error, onRetry }: { data: MonthEndDocumentsQuery | undefined; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const desktop = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const rows = useMemo(() => (data ? mergeDocuments(data.monthEndClosings, data.payrollUploads) : undefined), [data]);
  const save = useSaveFetched();
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (r: DocumentRow) => {
    setBusy(r.rowKey);
    try {
      save(await downloadMonthEndFile(r.key, r.fileName));
    } finally {
      setBusy(null);
    }
  };

  const type = (r: DocumentRow) => (
    <Badge colorPalette={r.kind === 'CLOSING' ? 'blue' : 'green'} size="sm" flexShrink={0}>
      {t(`monthend.types.${r.type}`)}
    </Badge>
  );
  // A reopened closing stays listed (its file is history); the note says it no longer locks the month.
  const reopened = (r: DocumentRow) =>
    r.reopenedAt && (
      <Text fontSize="xs" color="orange.fg" data-testid="monthend-document-reopened">
        {t('monthend.documents.reopened', { at: formatDateTime(r.reopenedAt), by: r.reopenedBy ?? '' })}
      </Text>
    );
  // What the closing kept: how many findings were still open when the month was closed.
  const findings = (r: DocumentRow) =>
    r.openFindings != null && r.openFindings > 0 ? (
      <Text fontSize="xs" color="orange.fg" data-testid="monthend-document-findings">
        {t('monthend.documents.findings', { count: r.openFindings })}
      </Text>
    ) : null;
  // A file written after reopening holds only what changed; its number says which correction of the month it is.
  const correction = (r: DocumentRow) =>
    r.correction != null ? (
      <Badge colorPalette="orange" size="sm" flexShrink={0} data-testid="monthend-document-correction">
        {t('monthend.documents.correction', { number: r.correction })}
      </Badge>
    ) : null;
  const pages = (r: DocumentRow) =>
    r.pages === null ? '' : r.unassignedPages ? t('monthend.documents.pagesValue', { pages: r.pages, unassigned: r.unassignedPages }) : t('monthend.documents.pagesAll', { pages: r.pages });
  const fileButton = (r: DocumentRow) => (
    <Button
      variant="plain"
      colorPalette="brand"
      size="sm"
      px="0"
      h="auto"
      minH="10"
      textAlign="start"
      whiteSpace="normal"
      overflowWrap="anywhere"
      justifyContent="start"
      loading={busy === r.rowKey}
      aria-label={t('monthend.documents.download', { fileName: r.fileName })}
      onClick={() => void download(r)}
      data-testid="monthend-document-download"
    >
      <LuDownload />
      <Text as="span" textDecoration="underline">
        {r.fileName}
      </Text>
    </Button>
  );

  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }} data-testid="monthend-documents">
      <Card.Header>
        <Card.Title as="h2" fontSize="lg">
          {t('monthend.documents.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body pt="1" px={{ base: '3', md: '6' }}>
        {!rows?.length ? (
          <ListState items={rows} error={error} onRetry={onRetry} emptyText={t('monthend.documents.empty')} emptyTestId="monthend-documents-empty" />
        ) : desktop ? (
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={t('monthend.documents.tableLabel')} data-testid="monthend-documents-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('monthend.documents.month')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('monthend.documents.type')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('monthend.documents.file')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('monthend.documents.by')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('monthend.documents.at')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('monthend.documents.pages')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => (
                  <Table.Row key={r.rowKey} data-testid="monthend-document-row" data-kind={r.kind}>
                    <Table.Cell whiteSpace="nowrap">{monthName(r.yearMonth)}</Table.Cell>
                    <Table.Cell>
                      {type(r)}
                      {reopened(r)}
                      {findings(r)}
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="2" flexWrap="wrap">
                        {fileButton(r)}
                        {correction(r)}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>{r.by}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(r.at)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{pages(r)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        ) : (
          <Stack gap="2">
            {rows.map((r) => (
              <Box key={r.rowKey} borderWidth="1px" rounded="md" p="3" data-testid="monthend-document-row" data-kind={r.kind}>
                <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
                  <Text fontWeight="semibold" whiteSpace="nowrap">
                    {monthName(r.yearMonth)}
                  </Text>
                  {type(r)}
                </HStack>
                {reopened(r)}
                {findings(r)}
                <HStack gap="2" flexWrap="wrap">
                  {fileButton(r)}
                  {correction(r)}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {formatDateTime(r.at)} · {r.by}
                  {r.pages !== null ? ` · ${t('monthend.documents.pages')}: ${pages(r)}` : ''}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
