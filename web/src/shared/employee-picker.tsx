import { Badge, Box, Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuX } from 'react-icons/lu';
import { useEmployeeSearchQuery } from '@/generated/graphql';
import { type Bindable, useBinding } from '@/shared/form/binding';
import { FormField } from '@/shared/form/fields';
import { useDebouncedEffect } from '@/shared/use-debounced';
import { EMPLOYEE_SEARCH_DELAY_MS, searchable } from '@/shared/employee-search';

export interface PickedEmployee {
  employeeId: number;
  firstName: string;
  lastName: string;
}

const label = (e: PickedEmployee) => `${e.lastName}, ${e.firstName} (${e.employeeId})`;

/**
 * Employee search (spec 1 §5, §9): asks the server once more than 2 characters have stood still for
 * 200 ms; the hits are listed below the field, a chosen one replaces the field. Used by the worklog
 * dialog and the month-end page's page assignment; `testId` prefixes the test ids (`<testId>-employee` …).
 * Bound to a formik form by `name` (the form's value is the picked employee or null) or controlled.
 */
export function EmployeePicker({
  disabled,
  testId = 'worklog',
  ...binding
}: Bindable<PickedEmployee | null> & {
  disabled?: boolean;
  testId?: string;
}) {
  // No touched-on-blur: leaving the search for a hit would flash the required message first.
  const { value: bound, onChange, error } = useBinding(binding);
  const value = bound ?? null;
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useDebouncedEffect(text, EMPLOYEE_SEARCH_DELAY_MS, (v) => setTerm(searchable(v) ? v.trim() : ''));
  const active = searchable(term) && searchable(text);
  const { data, loading } = useEmployeeSearchQuery({ variables: { term, size: 20 }, skip: !active || value !== null });
  const hits = active ? (data?.employeeLookup ?? []) : [];

  if (value) {
    return (
      <FormField label={t('common.employeePicker.employee')} error={error} required>
        <HStack borderWidth="1px" borderColor="border" rounded="l2" h="10" ps="3" pe="1" justify="space-between" data-testid={`${testId}-employee`}>
          <Text truncate>{label(value)}</Text>
          {!disabled && (
            <Button size="xs" variant="ghost" aria-label={t('common.employeePicker.employeeChange')} onClick={() => (onChange(null), setText(''), setTerm(''))}>
              <LuX />
            </Button>
          )}
        </HStack>
      </FormField>
    );
  }

  return (
    <FormField label={t('common.employeePicker.employeeSearch')} error={error} required helperText={t('common.employeePicker.employeeSearchHint')} disabled={disabled}>
      <Input value={text} onChange={(e) => setText(e.currentTarget.value)} autoComplete="off" data-testid={`${testId}-employee-search`} />
      {active && (
        <Box w="full" borderWidth="1px" borderColor="border" rounded="l2" mt="1" maxH="60" overflowY="auto" data-testid={`${testId}-employee-hits`}>
          {loading && hits.length === 0 ? (
            <HStack p="3">
              <Spinner size="sm" />
            </HStack>
          ) : hits.length === 0 ? (
            <Text p="3" color="fg.muted">
              {t('common.employeePicker.employeeNoMatch')}
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
                  data-testid={`${testId}-employee-hit`}
                >
                  <Text truncate>{label(h)}</Text>
                  {!h.active && <Badge colorPalette="gray">{t('common.employeePicker.employeeInactive')}</Badge>}
                </Button>
              ))}
            </Stack>
          )}
        </Box>
      )}
    </FormField>
  );
}
