import { Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import { type OrderTaskImportFieldsFragment, useDeleteOrderTaskImportMutation } from '@/generated/inventories';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { formatDateTime } from '@/shared/format';
import { errorCodes } from '@/shared/graphql-errors';
import { ListState } from '@/shared/list-states';
import { notify } from '@/shared/notify';
import { TASK_QUERIES } from './task-dialog';

const HANDLED = ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'];

/** The day's imports (managers): file, order, who and when, how many tasks (done); delete with its tasks. */
export function TaskImports({ imports, error, onRetry }: { imports: readonly OrderTaskImportFieldsFragment[] | undefined; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const [remove] = useDeleteOrderTaskImportMutation({ refetchQueries: TASK_QUERIES });

  const del = async (i: OrderTaskImportFieldsFragment) => {
    const ok = await confirmDialog({
      title: t('inventories.tasks.imports.deleteTitle'),
      message: t('inventories.tasks.imports.deleteMessage', { fileName: i.fileName, count: i.taskCount, done: i.completedCount }),
    });
    if (!ok) return;
    try {
      await remove({ variables: { id: i.id } });
      notify.success(t('inventories.tasks.imports.deleted'));
    } catch (err) {
      if (!errorCodes(err).codes.some((c) => HANDLED.includes(c))) notify.error(t('inventories.tasks.imports.failed'));
    }
  };

  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" overflow="hidden" data-testid="task-imports">
      <Text px="4" py="2" fontWeight="semibold" bg="bg.subtle">
        {t('inventories.tasks.imports.title')}
      </Text>
      {!imports?.length ? (
        <ListState items={imports} error={error} onRetry={onRetry} emptyText={t('inventories.tasks.imports.empty')} emptyTestId="task-imports-empty" />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none">
          {imports.map((i) => (
            <HStack as="li" key={i.id} px="4" py="3" borderTopWidth="1px" gap="2" data-testid={`task-import-${i.id}`}>
              <Box flex="1" minW="0">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {i.fileName}
                </Text>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {t('inventories.tasks.imports.meta', { order: i.orderName, employee: i.employeeName, date: formatDateTime(i.createdAt) })}
                </Text>
                <Text fontSize="sm">{t('inventories.tasks.imports.counts', { count: i.taskCount, done: i.completedCount })}</Text>
              </Box>
              <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t('inventories.tasks.imports.delete', { fileName: i.fileName })} onClick={() => void del(i)}>
                <LuTrash2 />
              </IconButton>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
