import { Box, Grid, Stack } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client';
import { useCallback, useState } from 'react';
import { useMonthEndDocumentsQuery, useMonthEndStatusQuery, useUnassignedPayrollPagesQuery } from '@/generated/monthend';
import { DocumentsList } from './components/documents-list';
import { DropOverlay, useWindowDrop } from './components/drop-overlay';
import { ExportCard } from './components/export-card';
import { PreviewCard } from './components/preview-card';
import { SettingsCard } from './components/settings-card';
import { UnassignedPages } from './components/unassigned-pages';
import { UploadCard } from './components/upload-card';
import { UploadDialog } from './components/upload-dialog';
import { currentMonth, previousMonth } from './month-end';
import { previewDefaultMonth } from './payroll-preview';
import './texts';

/**
 * /monthendclosing (spec 3 §2.9, §4): the export card that closes the oldest ended month
 * into the payroll file, the upload of payslips and tax certificates (button or drop anywhere on the
 * page), the preview of the payroll file, the list of closings and uploads, the pages nobody could be
 * found for, and the export settings.
 */
export default function MonthEndClosingPage() {
  const status = useMonthEndStatusQuery({ fetchPolicy: 'cache-and-network' });
  const documents = useMonthEndDocumentsQuery({ fetchPolicy: 'cache-and-network' });
  const unassigned = useUnassignedPayrollPagesQuery({ fetchPolicy: 'cache-and-network' });
  const [upload, setUpload] = useState<{ file: File | null } | null>(null);
  const [pickedMonth, setPickedMonth] = useState<string | null>(null);
  const client = useApolloClient();
  // The preview opens on the month the next closing closes, so it waits for the status (or its failure).
  const statusKnown = status.data !== undefined || status.error !== undefined;
  const previewMonth = pickedMonth ?? previewDefaultMonth(status.data?.monthEndStatus.nextMonth);

  const openUpload = useCallback((file: File | null) => setUpload({ file }), []);
  const dragging = useWindowDrop(upload === null, openUpload);

  const reloadAll = () => {
    void status.refetch();
    void documents.refetch();
    void unassigned.refetch();
    void client.refetchQueries({ include: ['PayrollPreview'] });
  };

  return (
    <Box p={{ base: '3', md: '6' }} pb={{ base: '8', md: '10' }} data-testid="monthend-page">
      <Stack gap={{ base: '3', md: '5' }} maxW="7xl">
        <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '3', md: '5' }} alignItems="start">
          <ExportCard status={status.data?.monthEndStatus} error={status.error} onRetry={() => void status.refetch()} onChanged={reloadAll} />
          <UploadCard onUpload={() => openUpload(null)} />
        </Grid>
        {statusKnown && <PreviewCard month={previewMonth} onMonth={setPickedMonth} />}
        <DocumentsList data={documents.data} error={documents.error} onRetry={() => void documents.refetch()} />
        <UnassignedPages
          pages={unassigned.data?.unassignedPayrollPages}
          error={unassigned.error}
          onRetry={() => void unassigned.refetch()}
          onAssigned={() => {
            void unassigned.refetch();
            void documents.refetch();
          }}
        />
        <SettingsCard onSaved={() => void status.refetch()} />
      </Stack>
      <DropOverlay visible={dragging} />
      <UploadDialog
        open={upload !== null}
        initialFile={upload?.file ?? null}
        defaultMonth={previousMonth()}
        maxMonth={currentMonth()}
        onClose={() => setUpload(null)}
        onUploaded={() => {
          void documents.refetch();
          void unassigned.refetch();
        }}
      />
    </Box>
  );
}
