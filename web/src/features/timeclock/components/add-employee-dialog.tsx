import { Box, Button, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuSearch, LuUserPlus } from 'react-icons/lu';
import { useTimeclockEmployeeSearchQuery } from '@/generated/timeclock';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { useDebouncedEffect } from '@/shared/use-debounced';
import type { Entry } from './employee-list';

/** Spec 2 §5, §9: the search starts at 3 characters after a 400 ms typing pause. */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 400;
export const searchReady = (term: string) => term.trim().length >= SEARCH_MIN_CHARS;

interface AddEmployeeDialogProps {
  open: boolean;
  orderId: number;
  date: string;
  /** Employees already added in this visit (shown as added). */
  added: ReadonlySet<number>;
  onAdd: (e: Entry) => void;
  onClose: () => void;
}

/**
 * Add employees who are not on the order's list yet (spec 2 §2.5 speed dial): search by name or
 * personnel number; each one added lands in the list "Hinzugefügt", selected, ready to be clocked in.
 */
export function AddEmployeeDialog({ open, orderId, date, added, onAdd, onClose }: AddEmployeeDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useDebouncedEffect(text, SEARCH_DEBOUNCE_MS, (v) => setTerm(v.trim()));
  const ready = searchReady(term);
  const { data, loading } = useTimeclockEmployeeSearchQuery({
    variables: { orderId, term, date },
    skip: !open || !ready,
    fetchPolicy: 'network-only',
  });
  const hits = ready ? (data?.timeclockEmployeeSearch ?? []) : [];
  const close = () => {
    setText('');
    setTerm('');
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      modalLock={false}
      title={t('timeclock.add.title')}
      testId="add-employee-dialog"
      footer={
        <Button colorPalette="brand" h="11" onClick={close} data-testid="add-done">
          {t('timeclock.add.done')}
        </Button>
      }
    >
      <Stack gap="3">
        <Field.Root>
          <Field.Label>{t('timeclock.add.search')}</Field.Label>
          <HStack w="full">
            <Box position="relative" flex="1">
              <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none">
                <LuSearch />
              </Box>
              <Input
                ps="9"
                h="12"
                type="search"
                autoComplete="off"
                autoFocus
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                data-testid="add-search"
              />
            </Box>
            {loading && <Spinner size="sm" color="brand.solid" />}
          </HStack>
          <Field.HelperText>{t('timeclock.add.hint')}</Field.HelperText>
        </Field.Root>
        {ready && data && !loading && (
          <Stack gap="0" borderWidth="1px" rounded="lg" overflow="hidden">
            {hits.length === 0 ? (
              <Text px="3" py="3" color="fg.muted" data-testid="add-no-matches">
                {t('timeclock.add.noMatches')}
              </Text>
            ) : (
              hits.map((e, i) => {
                const isAdded = added.has(e.employeeId);
                return (
                  <HStack key={e.employeeId} px="3" py="2" minH="14" borderTopWidth={i === 0 ? 0 : '1px'} justify="space-between" data-testid="add-option">
                    <Box minW="0">
                      <Text fontWeight="medium" truncate>
                        {e.lastName}, {e.firstName}
                      </Text>
                      <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                        {[t('timeclock.order.employeeId', { id: e.employeeId }), e.statusMessage].filter(Boolean).join(' · ')}
                      </Text>
                    </Box>
                    <Button
                      h="11"
                      flexShrink={0}
                      variant={isAdded ? 'ghost' : 'outline'}
                      colorPalette="brand"
                      disabled={isAdded}
                      onClick={() => onAdd(e)}
                      data-testid="add-employee"
                    >
                      {isAdded ? <LuCheck /> : <LuUserPlus />}
                      {t(isAdded ? 'timeclock.add.added' : 'timeclock.add.add')}
                    </Button>
                  </HStack>
                );
              })
            )}
          </Stack>
        )}
      </Stack>
    </FormDialog>
  );
}
