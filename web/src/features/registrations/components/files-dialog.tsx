import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuFolderOpen } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { FinishedRegistrationFileFragment, RegistrationFileContext } from '@/generated/registrations';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { fetchFile } from '@/shared/download';
import { DownloadRow } from '@/shared/download-row';
import { FILE_CONTEXTS } from '../registration-form';
import { type FinishedRow, nameOf } from '../registration-list';

/** GET /registrations/{uuid}/files/{key} (spec 2 §7): the office's download of a finished registration's file. */
export const registrationFileUrl = (uuid: string, key: string) => `/api/registrations/${encodeURIComponent(uuid)}/files/${encodeURIComponent(key)}`;

/**
 * A finished registration's files: the applicant's uploads by upload area (health insurance proof,
 * permits, disability and student proof) and the generated contract and Personalfragebogen. Once the
 * employee was created they lie in the employee's Personalunterlagen as well (linked for those who may
 * open other employees' archives).
 */
export function RegistrationFilesDialog({ row, canOpenArchive, onClose }: { row: FinishedRow; canOpenArchive: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const name = nameOf(row) || t('registration.list.noName');
  const byContext = FILE_CONTEXTS.map((context) => ({ context, files: row.files.filter((f) => f.context === context) })).filter((g) => g.files.length > 0);
  return (
    <FormDialog open onClose={onClose} title={t('registration.list.filesOf', { name })} size="md" testId="registration-files-dialog" modalLock={false}>
      <Stack gap="5" pb="2">
        {row.employeeId !== null && (
          <Stack gap="1" bg="bg.subtle" rounded="md" px="3" py="2" data-testid="registration-files-filed">
            <Text fontSize="sm">{t('registration.list.filed', { employeeId: row.employeeId })}</Text>
            {canOpenArchive && (
              <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
                <RouterLink to={`/archive/${row.employeeId}`}>
                  <LuFolderOpen />
                  {t('registration.list.openArchive')}
                </RouterLink>
              </Link>
            )}
          </Stack>
        )}
        <Stack gap="3">
          <Text fontWeight="semibold">{t('registration.list.uploads')}</Text>
          {byContext.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t('registration.list.noUploads')}
            </Text>
          ) : (
            byContext.map((g) => <FileGroup key={g.context} uuid={row.uuid} context={g.context} files={g.files} />)
          )}
        </Stack>
        {row.documents.length > 0 && (
          <Stack gap="2">
            <Text fontWeight="semibold">{t('registration.list.documents')}</Text>
            <FileList uuid={row.uuid} files={row.documents} />
          </Stack>
        )}
      </Stack>
    </FormDialog>
  );
}

function FileGroup({ uuid, context, files }: { uuid: string; context: RegistrationFileContext; files: readonly FinishedRegistrationFileFragment[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="1" data-testid="registration-file-group" data-context={context}>
      <Text fontSize="sm" color="fg.muted">
        {t(`registration.enums.context.${context}`)}
      </Text>
      <FileList uuid={uuid} files={files} />
    </Stack>
  );
}

function FileList({ uuid, files }: { uuid: string; files: readonly FinishedRegistrationFileFragment[] }) {
  return (
    <Stack as="ul" gap="0" listStyleType="none" borderWidth="1px" rounded="md" overflow="hidden">
      {files.map((f) => (
        <Box as="li" key={f.key} _notFirst={{ borderTopWidth: '1px' }}>
          <FileButton uuid={uuid} file={f} />
        </Box>
      ))}
    </Stack>
  );
}

function FileButton({ uuid, file }: { uuid: string; file: FinishedRegistrationFileFragment }) {
  const { t } = useTranslation();
  return (
    <DownloadRow
      fileName={file.fileName}
      fetch={() => fetchFile(registrationFileUrl(uuid, file.key), { fallbackName: file.fileName, timeoutMs: 30_000 })}
      ariaLabel={t('registration.list.download', { fileName: file.fileName })}
      failedText={t('registration.list.downloadFailed')}
      testId="registration-file"
    />
  );
}
