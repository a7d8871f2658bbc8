import { Box, Button, HStack, Icon, IconButton, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCircleAlert, LuCircleCheck, LuFileText, LuImage, LuTrash2, LuUpload } from 'react-icons/lu';
import { type RegistrationFileContext, type RegistrationFileFieldsFragment, useDeleteRegistrationFileMutation } from '@/generated/registrations';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { uploadFile } from '../registration-files';

/** spec 2 §4, §9: one second after an upload or delete succeeded before the list changes. */
export const SUCCESS_DELAY_MS = 1000;

type UploadStatus = { kind: 'idle' } | { kind: 'progress'; name: string } | { kind: 'success'; name: string } | { kind: 'error'; message: string };
type DeleteStatus = 'progress' | 'success' | 'error';

interface UploadAreaProps {
  uuid: string;
  context: RegistrationFileContext;
  title: string;
  files: readonly RegistrationFileFieldsFragment[];
  maxFiles: number;
  maxBytes: number;
  /** At least one file is needed to go on. */
  required?: boolean;
  /** The step's error for this context (files.CONTEXT). */
  error?: string;
  onUploaded: (file: RegistrationFileFieldsFragment) => void;
  onDeleted: (fileName: string) => void;
  onGone: () => void;
}

/**
 * The upload area of one context (spec 2 §2.2, §4, §5): images or PDF up to 2 MB, at most 10 files;
 * upload status not started → in progress → success (one second) → not started with 'Datei
 * hochgeladen', or error; each file deletable with its own status.
 */
export function UploadArea({ uuid, context, title, files, maxFiles, maxBytes, required, error, onUploaded, onDeleted, onGone }: UploadAreaProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<UploadStatus>({ kind: 'idle' });
  const [deleting, setDeleting] = useState<Record<string, DeleteStatus>>({});
  const [deleteFile] = useDeleteRegistrationFileMutation();
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);
  const later = (fn: () => void) => timers.current.push(window.setTimeout(fn, SUCCESS_DELAY_MS));

  const busy = status.kind === 'progress' || status.kind === 'success';
  const full = files.length >= maxFiles;

  const upload = async (chosen: File[]) => {
    let room = maxFiles - files.length;
    for (const file of chosen) {
      if (room <= 0) {
        setStatus({ kind: 'error', message: t('registration.files.maxReached', { max: maxFiles }) });
        return;
      }
      if (file.size > maxBytes) {
        notify.warning(t('registration.files.tooBig'), { id: `too-big-${context}` });
        setStatus({ kind: 'error', message: t('registration.files.tooBig') });
        continue;
      }
      setStatus({ kind: 'progress', name: file.name });
      const result = await uploadFile(uuid, context, file);
      if (result.kind === 'gone') return onGone();
      if (result.kind !== 'ok') {
        const message = result.kind === 'refused' ? result.message : t('registration.files.uploadFailed');
        notify.error(t('registration.files.uploadFailed'), { description: result.kind === 'refused' ? result.message : undefined });
        setStatus({ kind: 'error', message });
        continue;
      }
      room--;
      setStatus({ kind: 'success', name: result.file.fileName });
      await new Promise<void>((resolve) =>
        later(() => {
          onUploaded(result.file);
          notify.success(t('registration.files.uploaded'));
          setStatus({ kind: 'idle' });
          resolve();
        }),
      );
    }
  };

  const remove = async (fileName: string) => {
    setDeleting((d) => ({ ...d, [fileName]: 'progress' }));
    try {
      await deleteFile({ variables: { uuid, context, fileName } });
      setDeleting((d) => ({ ...d, [fileName]: 'success' }));
      later(() => {
        onDeleted(fileName);
        setDeleting(({ [fileName]: _done, ...rest }) => rest);
        notify.success(t('registration.files.deleted'));
      });
    } catch (err) {
      if (errorCodes(err).codes.includes('GONE')) return onGone();
      setDeleting((d) => ({ ...d, [fileName]: 'error' }));
      notify.error(t('registration.files.deleteFailed'));
    }
  };

  return (
    <Stack
      gap="3"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor={error ? 'border.error' : 'border.emphasized'}
      rounded="lg"
      p="4"
      bg="bg.subtle"
      data-testid={`upload-${context}`}
    >
      <Stack gap="0.5">
        <Text fontWeight="medium">{title}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('registration.files.limits', { size: Math.round(maxBytes / 1024 / 1024), max: maxFiles })}
          {required && ` ${t('registration.files.required')}`}
        </Text>
      </Stack>

      {files.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none">
          {files.map((f) => {
            const state = deleting[f.fileName];
            return (
              <HStack as="li" key={f.key} gap="3" bg="bg" borderWidth="1px" rounded="md" px="3" py="2" data-testid="uploaded-file">
                <Icon as={f.contentType === 'application/pdf' ? LuFileText : LuImage} color="fg.muted" boxSize="5" flexShrink={0} />
                <Text flex="1" minW="0" truncate title={f.fileName}>
                  {f.fileName}
                </Text>
                {state === 'progress' ? (
                  <Spinner role="status" size="sm" color="brand.solid" aria-label={t('registration.files.deleting')} />
                ) : state === 'success' ? (
                  <Icon as={LuCircleCheck} color="fg.success" boxSize="5" />
                ) : (
                  <>
                    {state === 'error' && <Icon as={LuCircleAlert} color="fg.error" boxSize="5" />}
                    <IconButton size="sm" variant="ghost" aria-label={t('registration.files.delete', { name: f.fileName })} onClick={() => void remove(f.fileName)}>
                      <LuTrash2 />
                    </IconButton>
                  </>
                )}
              </HStack>
            );
          })}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('registration.files.none')}
        </Text>
      )}

      <Input
        ref={input}
        type="file"
        accept="image/*,application/pdf"
        multiple
        display="none"
        data-testid={`upload-input-${context}`}
        onChange={(e) => {
          const chosen = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = '';
          if (chosen.length) void upload(chosen);
        }}
      />
      <Button size="lg" variant="outline" bg="bg" disabled={busy || full} onClick={() => input.current?.click()}>
        <LuUpload />
        {t('registration.files.choose')}
      </Button>

      <Box aria-live="polite" mt={status.kind === 'idle' && !full && !error ? '-3' : undefined}>
        {status.kind === 'progress' && (
          <HStack gap="2" fontSize="sm" color="fg.muted">
            <Spinner size="xs" color="brand.solid" />
            <Text truncate>{`${t('registration.files.uploading')} ${status.name}`}</Text>
          </HStack>
        )}
        {status.kind === 'success' && (
          <HStack gap="2" fontSize="sm" color="fg.success">
            <Icon as={LuCircleCheck} />
            <Text truncate>{`${t('registration.files.uploadSuccess')}: ${status.name}`}</Text>
          </HStack>
        )}
        {status.kind === 'error' && (
          <Text fontSize="sm" color="fg.error">
            {status.message}
          </Text>
        )}
        {full && status.kind === 'idle' && (
          <Text fontSize="sm" color="fg.muted">
            {t('registration.files.maxReached', { max: maxFiles })}
          </Text>
        )}
        {error && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {error}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
