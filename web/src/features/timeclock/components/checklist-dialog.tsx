import { Box, Button, Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TimeclockChecklistItemFragment, useTimeclockUpdateChecklistMutation } from '@/generated/timeclock';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { formatDateTime } from '@/shared/format';
import { notify } from '@/shared/notify';
import { checklistPhases, checklistStatus } from '../order-list';
import { ChecklistDot } from './checklist-dot';

interface ChecklistDialogProps {
  order: { id: number; name: string; checklist: readonly TimeclockChecklistItemFragment[] } | null;
  canTick: boolean;
  onClose: () => void;
}

/**
 * The inventory checklist (spec 2 §2.4, §4 "Checklist item"): items by phase; ticking one asks for
 * confirmation and is irreversible (the box stays disabled once done); cancelling leaves it unticked.
 * The ticked item updates at once (optimistic); the server's answer replaces it.
 */
export function ChecklistDialog({ order, canTick, onClose }: ChecklistDialogProps) {
  const { t } = useTranslation();
  const [update] = useTimeclockUpdateChecklistMutation();
  const [pending, setPending] = useState<number | null>(null);
  const items = order?.checklist ?? [];
  const status = checklistStatus(items);

  const tick = async (item: TimeclockChecklistItemFragment) => {
    if (!order) return;
    // The box is drawn ticked while the question is open. The checkbox is controlled, and its hidden
    // input has already been ticked by the tap: only a change of the controlled value (ticked → unticked
    // on cancel) makes it set the input back, otherwise the next tap would untick the input and be ignored.
    setPending(item.id);
    const ok = await confirmDialog({
      title: t('timeclock.checklist.confirmTitle'),
      message: t('timeclock.checklist.confirmMessage', { label: item.label }),
      confirmLabel: t('timeclock.checklist.confirm'),
    });
    if (!ok) {
      setPending(null);
      return;
    }
    try {
      await update({
        variables: { orderId: order.id, items: [{ id: item.id, done: true }] },
        optimisticResponse: {
          updateChecklist: order.checklist.map((c) => ({ __typename: 'ChecklistItem' as const, ...c, ...(c.id === item.id ? { done: true } : {}) })),
        },
        context: { handleErrors: ['CONFLICT', 'NOT_FOUND', 'VALIDATION'] },
      });
      notify.snackbar(t('timeclock.checklist.saved'));
    } catch {
      notify.error(t('timeclock.checklist.failed'));
    } finally {
      setPending(null);
    }
  };

  return (
    <FormDialog
      open={order !== null}
      onClose={onClose}
      modalLock={false}
      title={order ? t('timeclock.checklist.titleOf', { name: order.name }) : t('timeclock.checklist.title')}
      testId="checklist-dialog"
      footer={
        <Button variant="outline" h="11" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <Stack gap="5">
        {status && (
          <HStack gap="2" data-testid="checklist-status" data-status={status}>
            <ChecklistDot status={status} />
            <Text fontWeight="medium">{t(`timeclock.checklist.status.${status}`)}</Text>
          </HStack>
        )}
        {!canTick && <Text color="fg.muted">{t('timeclock.checklist.readOnly')}</Text>}
        {items.length === 0 && <Text color="fg.muted">{t('timeclock.checklist.empty')}</Text>}
        {checklistPhases(items).map(({ phase, items: phaseItems }) => (
          <Stack key={phase} gap="1">
            <Heading as="h3" size="sm" color="fg.muted">
              {t(`timeclock.checklist.phases.${phase}`)}
            </Heading>
            <Stack gap="0" borderWidth="1px" rounded="md" bg="bg">
              {phaseItems.map((item, i) => (
                <Checkbox.Root
                  key={item.id}
                  checked={item.done || pending === item.id}
                  disabled={item.done || !canTick || pending !== null}
                  onCheckedChange={(e) => e.checked === true && void tick(item)}
                  colorPalette="brand"
                  size="lg"
                  alignItems="start"
                  gap="3"
                  px="3"
                  py="3"
                  minH="14"
                  borderTopWidth={i === 0 ? 0 : '1px'}
                  cursor={item.done || !canTick ? 'default' : 'pointer'}
                  data-testid="checklist-item"
                  data-code={item.code}
                  data-done={item.done}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label flex="1" minW="0" fontWeight="normal" opacity={1}>
                    <Text>
                      <Box as="span" color="fg.muted" me="2">
                        {item.code}
                      </Box>
                      {item.label}
                    </Text>
                    {item.done && item.updateUser && (
                      <Text fontSize="sm" color="fg.muted" mt="0.5">
                        {t('timeclock.checklist.doneBy', { user: item.updateUser, time: formatDateTime(item.updateTime) })}
                      </Text>
                    )}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </FormDialog>
  );
}
