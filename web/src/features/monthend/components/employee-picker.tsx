import { Badge, Box, Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuX } from 'react-icons/lu';
import { useMonthEndEmployeeSearchQuery } from '@/generated/monthend';
import { FormField } from '@/shared/form/fields';
import { useDebouncedEffect } from '@/shared/use-debounced';

export interface PickedEmployee {
  employeeId: number;
  firstName: string;
  lastName: string;
}

const SEARCH_DELAY_MS = 200;
/** A name needs 3 characters before the server is asked; a personnel number any length (the worklog dialog's rule). */
export const searchable = (term: string) => term.trim().length >= 3 || /^\d+$/.test(term.trim());
const label = (e: PickedEmployee) => `${e.lastName}, ${e.firstName} (${e.employeeId})`;

/**
 * The employee lookup of the worklog dialog, in the same shape (features do not import each other):
 * the server's employeeLookup by name or personnel number, hits listed below the field.
 */
export function EmployeePicker({ value, onChange, error }: { value: PickedEmployee | null; onChange: (e: PickedEmployee | null) => void; error?: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useDebouncedEffect(text, SEARCH_DELAY_MS, (v) => setTerm(searchable(v) ? v.trim() : ''));
  const active = searchable(term) && searchable(text);
  const { data, loading } = useMonthEndEmployeeSearchQuery({ variables: { term }, skip: !active || value !== null });
  const hits = active ? (data?.employeeLookup ?? []) : [];

  if (value) {
    return (
      <FormField label={t('monthend.unassigned.employee')} error={error} required>
        <HStack borderWidth="1px" borderColor="border" rounded="l2" minH="10" ps="3" pe="1" w="full" justify="space-between" data-testid="monthend-assign-employee">
          <Text truncate>{label(value)}</Text>
          <Button size="xs" variant="ghost" aria-label={t('monthend.unassigned.employeeChange')} onClick={() => (onChange(null), setText(''), setTerm(''))}>
            <LuX />
          </Button>
        </HStack>
      </FormField>
    );
  }

  return (
    <FormField label={t('monthend.unassigned.employeeSearch')} error={error} required helperText={t('monthend.unassigned.employeeSearchHint')}>
      <Input value={text} onChange={(e) => setText(e.currentTarget.value)} autoComplete="off" data-testid="monthend-assign-search" />
      {active && (
        <Box w="full" borderWidth="1px" borderColor="border" rounded="l2" mt="1" maxH="60" overflowY="auto" data-testid="monthend-assign-hits">
          {loading && hits.length === 0 ? (
            <HStack p="3">
              <Spinner size="sm" />
            </HStack>
          ) : hits.length === 0 ? (
            <Text p="3" color="fg.muted">
              {t('monthend.unassigned.employeeNoMatch')}
            </Text>
          ) : (
            <Stack gap="0">
              {hits.map((h) => (
                <Button
                  key={h.id}
                  variant="ghost"
                  justifyContent="space-between"
                  rounded="none"
                  fontWeight="normal"
                  onClick={() => onChange({ employeeId: h.employeeId, firstName: h.firstName, lastName: h.lastName })}
                  data-testid="monthend-assign-hit"
                >
                  <Text truncate>{label(h)}</Text>
                  {!h.active && <Badge colorPalette="gray">{t('monthend.unassigned.employeeInactive')}</Badge>}
                </Button>
              ))}
            </Stack>
          )}
        </Box>
      )}
    </FormField>
  );
}
