import { Alert, Box, Button, Card, Field, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useLegalValuesQuery, useUpdateLegalValuesMutation } from '@/generated/compliance';
import { errorCodes } from '@/shared/graphql-errors';
import { ListState } from '@/shared/list-states';
import { notify } from '@/shared/notify';
import { draftOf, type DraftErrors, inputOf, type LegalDraft, newRow, type RowDraft, TABLES, type TableName, validateDraft } from '../legal-values';

/**
 * The legal values that change by law or regulation (minimum wage, minijob limit, the short-term day
 * limits, the working student's weekly hours), each a table of "gültig ab" + value. A Superadmin edits
 * and saves them (each table is sent whole and replaces the stored one); everyone else who sees the
 * page reads them.
 */
export function LegalValuesSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useLegalValuesQuery({ fetchPolicy: 'cache-and-network' });
  const [update, state] = useUpdateLegalValuesMutation();
  const view = data?.legalValues;
  // The draft starts from the server's values; a new answer (after a save) starts it anew.
  const [draftState, setDraftState] = useState<{ from: typeof view; draft: LegalDraft } | null>(null);
  const draft = draftState && draftState.from === view ? draftState.draft : view ? draftOf(view) : null;
  const [errors, setErrors] = useState<DraftErrors>({});
  // Errors appear after the first save attempt, then follow the typing.
  const [tried, setTried] = useState(false);

  if (!view || !draft) return <ListState items={view ? [view] : undefined} error={error} onRetry={() => void refetch()} framed />;

  const setDraft = (next: LegalDraft) => {
    setDraftState({ from: view, draft: next });
    if (tried) setErrors(validateDraft(next));
  };
  const setRow = (table: TableName, index: number, patch: Partial<RowDraft>) =>
    setDraft({ ...draft, [table]: draft[table].map((r, i) => (i === index ? { ...r, ...patch } : r)) });
  const dirty = draftState !== null && draftState.from === view;

  const save = async () => {
    setTried(true);
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      notify.error(t('compliance.legal.checkInput'));
      return;
    }
    try {
      await update({ variables: { input: inputOf(draft) } });
      setDraftState(null);
      setTried(false);
      notify.success(t('compliance.legal.saved'));
    } catch (err) {
      const { fieldErrors } = errorCodes(err);
      if (fieldErrors.length) {
        setErrors(Object.fromEntries(fieldErrors.map((e) => [e.path, e.message])));
        notify.error(t('compliance.legal.checkInput'));
      }
    }
  };
  // A text key from the page's own check, or the server's German message as it came.
  const message = (path: string) => {
    const e = errors[path];
    return e?.startsWith('compliance.') ? t(e) : e;
  };

  return (
    <Stack gap="4" data-testid="compliance-legal-values">
      <Text color="fg.muted" fontSize="sm">
        {t('compliance.legal.intro')}
      </Text>
      {!canEdit && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('compliance.legal.readOnly')}</Alert.Title>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {TABLES.map((table) => (
          <Card.Root key={table} size="sm" variant="outline" data-testid={`legal-table-${table}`}>
            <Card.Header>
              <Card.Title as="h3" fontSize="md">
                {t(`compliance.legal.tables.${table}`)}
              </Card.Title>
              <Text fontSize="xs" color="fg.muted">
                {t(`compliance.legal.laws.${table}`)}
              </Text>
            </Card.Header>
            <Card.Body gap="2">
              {message(table) && (
                <Text color="fg.error" fontSize="sm" data-testid="legal-table-error">
                  {message(table)}
                </Text>
              )}
              {draft[table].map((row, i) => {
                const dateError = message(`${table}.${i}.validFrom`);
                const valueError = message(`${table}.${i}.value`);
                // Only the first row shows the column labels (the others keep them for screen readers).
                return (
                  <HStack key={row.key} align="start" gap="2" data-testid="legal-row">
                    <Field.Root invalid={!!dateError} flex="1" readOnly={!canEdit}>
                      <Field.Label fontSize="xs" srOnly={i > 0}>
                        {t('compliance.legal.validFrom')}
                      </Field.Label>
                      <Input
                        size="sm"
                        inputMode="numeric"
                        placeholder="TT.MM.JJJJ"
                        value={row.validFrom}
                        onChange={(e) => setRow(table, i, { validFrom: e.currentTarget.value })}
                        data-testid="legal-valid-from"
                      />
                      {dateError && <Field.ErrorText>{dateError}</Field.ErrorText>}
                    </Field.Root>
                    <Field.Root invalid={!!valueError} flex="1" readOnly={!canEdit}>
                      <Field.Label fontSize="xs" srOnly={i > 0}>
                        {t('compliance.legal.value')}
                      </Field.Label>
                      <Input size="sm" inputMode="decimal" value={row.value} onChange={(e) => setRow(table, i, { value: e.currentTarget.value })} data-testid="legal-value" />
                      {valueError && <Field.ErrorText>{valueError}</Field.ErrorText>}
                    </Field.Root>
                    {canEdit && (
                      <Box pt={i === 0 ? '5' : '0'}>
                        <IconButton
                          size="sm"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={row.validFrom ? t('compliance.legal.remove', { date: row.validFrom }) : t('compliance.legal.removeNew')}
                          onClick={() => setDraft({ ...draft, [table]: draft[table].filter((_, j) => j !== i) })}
                          data-testid="legal-remove"
                        >
                          <LuTrash2 />
                        </IconButton>
                      </Box>
                    )}
                  </HStack>
                );
              })}
              {canEdit && (
                <Button size="sm" variant="ghost" colorPalette="brand" alignSelf="start" onClick={() => setDraft({ ...draft, [table]: [...draft[table], newRow()] })} data-testid="legal-add">
                  <LuPlus />
                  {t('compliance.legal.add')}
                </Button>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      {canEdit && (
        <HStack gap="3" flexWrap="wrap">
          <Button colorPalette="brand" minH="11" loading={state.loading} onClick={() => void save()} data-testid="legal-save">
            {t('compliance.legal.save')}
          </Button>
          <Button
            variant="outline"
            minH="11"
            disabled={!dirty}
            onClick={() => {
              setDraftState(null);
              setErrors({});
              setTried(false);
            }}
          >
            {t('compliance.legal.reset')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
