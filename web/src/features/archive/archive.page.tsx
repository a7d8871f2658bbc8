import { Accordion, Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFolder } from 'react-icons/lu';
import { useParams } from 'react-router';
import { useArchiveEmployeeNameQuery, useArchiveQuery } from '@/generated/archive';
import { DownloadRow } from '@/shared/download-row';
import { formatDate, formatMonth } from '@/shared/format';
import { errorCodes } from '@/shared/graphql-errors';
import { RecordGate } from '@/shared/record-gate';
import { fullName, useAuth } from '@/shared/session/auth';
import { type ArchiveFile, downloadArchiveFile, employeeIdParam, type Folder, newestFirst } from './archive-files';
import './texts';

/**
 * /archive/{employeeId} (spec 3 §2.10): the employee's folders in an accordion ('Sonstiges' arrives
 * from the server as 'Lohnsteuerbescheinigungen'), files newest first, a click downloads. One's own
 * archive is always open; another's needs Documentation_ViewDocuments (route guard and server).
 */
export default function ArchivePage() {
  const { t } = useTranslation();
  const { employeeId: param } = useParams();
  const id = employeeIdParam(param);
  const { data, loading, error, refetch } = useArchiveQuery({ variables: { employeeId: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const folders = data?.archive;
  const forbidden = Boolean(error && errorCodes(error).codes.includes('FORBIDDEN'));

  return (
    <Box p={{ base: '3', md: '6' }} pb={{ base: '8', md: '10' }} data-testid="archive-page">
      {forbidden ? (
        <Text fontWeight="semibold" color="fg.error" data-testid="archive-forbidden">
          {t('archive.forbidden')}
        </Text>
      ) : (
        <RecordGate
          invalidId={id === null}
          error={error}
          loading={loading}
          hasData={Boolean(folders)}
          refetch={refetch}
          notFoundText={t('archive.notFound')}
          notFoundTestId="archive-not-found"
          back={null}
        >
          {folders && id !== null && <Archive employeeId={id} folders={folders} />}
        </RecordGate>
      )}
    </Box>
  );
}

/** The heading: one's own documents, else the employee's name where the viewer may look it up. */
function useTitle(employeeId: number): string {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const own = auth?.employeeId === employeeId;
  const { data } = useArchiveEmployeeNameQuery({
    variables: { term: String(employeeId) },
    skip: own,
    fetchPolicy: 'cache-first',
    // Holders of Documentation_ViewDocuments alone may not look employees up: then the number stands in.
    context: { handleErrors: ['FORBIDDEN'] },
  });
  if (own) return auth && fullName(auth) ? t('archive.title', { name: fullName(auth) }) : t('archive.titleOwn');
  const hit = data?.employeeLookup.find((e) => e.employeeId === employeeId);
  return hit ? t('archive.title', { name: `${hit.firstName} ${hit.lastName} (${employeeId})` }) : t('archive.titleId', { id: employeeId });
}

function Archive({ employeeId, folders }: { employeeId: number; folders: readonly Folder[] }) {
  const { t } = useTranslation();
  const title = useTitle(employeeId);
  const sorted = useMemo(() => folders.map((f) => ({ ...f, files: newestFirst(f.files) })), [folders]);
  const withFiles = sorted.filter((f) => f.files.length > 0);
  // Folders with files start open: on a phone one tap less to the newest payslip.
  const [open, setOpen] = useState<string[]>(() => withFiles.map((f) => f.name));

  return (
    <Stack gap="4" maxW="4xl">
      <Stack gap="1">
        <Heading as="h2" size={{ base: 'lg', md: 'xl' }} overflowWrap="anywhere" data-testid="archive-title">
          {title}
        </Heading>
        {withFiles.length > 0 && (
          <Text color="fg.muted" fontSize="sm">
            {t('archive.intro')}
          </Text>
        )}
      </Stack>
      {withFiles.length === 0 ? (
        <Text textAlign="center" py="8" color="fg.muted" bg="bg" rounded="lg" borderWidth="1px" data-testid="archive-empty">
          {t('archive.empty')}
        </Text>
      ) : (
        <Accordion.Root multiple collapsible variant="plain" value={open} onValueChange={(e) => setOpen(e.value)} data-testid="archive-folders">
          <Stack gap="2">
            {sorted.map((folder) => (
              <Accordion.Item key={folder.name} value={folder.name} borderWidth="1px" rounded="lg" bg="bg" overflow="hidden" data-testid="archive-folder" data-folder={folder.name}>
                <Accordion.ItemTrigger px="3" py="3" cursor="pointer" gap="3" data-testid="archive-folder-trigger">
                  <LuFolder />
                  <Text flex="1" minW="0" fontWeight="semibold" textAlign="start" hyphens="auto" overflowWrap="break-word">
                    {folder.displayName}
                  </Text>
                  <Badge size="sm" colorPalette="gray" flexShrink={0}>
                    {t('archive.files', { count: folder.files.length })}
                  </Badge>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent borderTopWidth="1px">
                  {folder.files.length === 0 ? (
                    <Text p="3" color="fg.muted" fontSize="sm">
                      {t('archive.folderEmpty')}
                    </Text>
                  ) : (
                    <Stack gap="0" as="ul" listStyleType="none">
                      {folder.files.map((f) => (
                        <Box as="li" key={f.path} _notFirst={{ borderTopWidth: '1px' }}>
                          <FileButton file={f} />
                        </Box>
                      ))}
                    </Stack>
                  )}
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Stack>
        </Accordion.Root>
      )}
    </Stack>
  );
}

function FileButton({ file }: { file: ArchiveFile }) {
  const { t } = useTranslation();
  const details = [
    file.documentType ? (i18nType(file.documentType, t) ?? null) : null,
    file.yearMonth ? t('archive.month', { month: formatMonth(`${file.yearMonth}-01`) }) : null,
    t('archive.uploaded', { at: formatDate(file.createdAt) }),
  ].filter(Boolean);
  return (
    <DownloadRow
      fileName={file.fileName}
      fetch={() => downloadArchiveFile(file)}
      ariaLabel={t('archive.download', { fileName: file.fileName })}
      failedText={t('archive.downloadFailed')}
      notFoundText={t('archive.fileNotFound')}
      details={details.join(' · ')}
      testId="archive-file"
      nameTestId="archive-file-name"
    />
  );
}

const KNOWN_TYPES = ['PAYROLL', 'INCOME_TAX', 'CONTRACT', 'PERSONNEL_FORM', 'HEALTH_INSURANCE', 'WORK_PERMIT', 'DISABILITY', 'STUDENT_PROOF'];
/** The German name of a document type the web knows; other types are not shown rather than shown raw. */
function i18nType(type: string, t: (key: string) => string): string | undefined {
  return KNOWN_TYPES.includes(type) ? t(`archive.types.${type}`) : undefined;
}
