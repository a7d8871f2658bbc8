import { Badge, Box, Button, chakra, HStack, IconButton, Input, InputGroup, Stack, Table, Text, useBreakpointValue, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowDownAZ, LuArrowUpZA, LuKeyRound, LuPaperclip, LuSearch, LuTrash2 } from 'react-icons/lu';
import { useDeleteRegistrationMutation, useRegistrationsQuery } from '@/generated/registrations';
import { FILTER_DEBOUNCE_MS } from '@/shared/data-table/table-state';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { formatDate } from '@/shared/format';
import { errorCodes } from '@/shared/graphql-errors';
import { ListState } from '@/shared/list-states';
import { notify } from '@/shared/notify';
import { CreateEmployeeDialog } from '@/shared/offered-dialogs';
import { can } from '@/shared/session/abilities';
import { useAuth } from '@/shared/session/auth';
import { useDebouncedEffect } from '@/shared/use-debounced';
import { CodesDialog } from './components/codes-dialog';
import { RegistrationFilesDialog } from './components/files-dialog';
import { canCreateFrom, type FinishedRow, nameOf, sortByName } from './registration-list';
import './texts';


/** spec 1 §4, §9: the list reloads about 200 ms after an employee was created from a registration. */
const RELOAD_AFTER_CREATE_MS = 200;

/**
 * /registrations (spec 2 §2.3): finished registrations as a table with search from `md` up and as a
 * list sorted by name on phones; a row opens the employee create dialog prefilled from it
 * (Registration_EditRegistrations), the delete icon removes it after a confirmation. The codes dialog
 * issues and withdraws registration codes (Registration_ViewRegistrations).
 */
export default function RegistrationsPage() {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const abilities = auth?.abilities;
  const canEdit = can(abilities, 'createEmployeesFromRegistrations');
  const canDelete = can(abilities, 'deleteRegistrations');
  const canCodes = can(abilities, 'issueRegistrationCodes');
  const canOpenArchive = can(abilities, 'readOthersArchive');
  const desktop = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;

  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  useDebouncedEffect(search, FILTER_DEBOUNCE_MS, (v) => setTerm(v.trim()));
  const [desc, setDesc] = useState(false);
  const [createFor, setCreateFor] = useState<string | null>(null);
  const [codesOpen, setCodesOpen] = useState(false);
  const [filesOf, setFilesOf] = useState<string | null>(null);

  const { data, previousData, loading, error, refetch } = useRegistrationsQuery({
    variables: { search: term || null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const rows = (data ?? previousData)?.registrations;
  const sorted = useMemo(() => (rows ? sortByName(rows, desc) : rows), [rows, desc]);
  const [deleteRegistration] = useDeleteRegistrationMutation();

  const open = (row: FinishedRow) => {
    if (canCreateFrom(row, canEdit)) setCreateFor(row.uuid);
  };

  const remove = async (row: FinishedRow) => {
    const ok = await confirmDialog({ title: t('registration.list.deleteTitle'), message: t('registration.list.deleteMessage') });
    if (!ok) return;
    try {
      await deleteRegistration({ variables: { uuid: row.uuid } });
      notify.success(t('registration.list.deleted'));
    } catch (err) {
      if (errorCodes(err).codes.some((c) => ['NOT_FOUND', 'GONE', 'VALIDATION'].includes(c))) notify.error(t('registration.list.deleteFailed'));
    }
    await refetch();
  };

  const list = { rows: desktop ? rows : sorted, canEdit, canDelete, onOpen: open, onDelete: (r: FinishedRow) => void remove(r), onFiles: (r: FinishedRow) => setFilesOf(r.uuid) };
  // The row as the list last loaded it: the dialog follows a reload (the employee created meanwhile).
  const filesRow = filesOf ? rows?.find((r) => r.uuid === filesOf) : undefined;

  return (
    <Box p={{ base: '3', md: '6' }} pb={{ base: '6', md: '8' }} minW="0">
      <Stack gap="3" minW="0">
        <HStack gap="2" flexWrap="wrap">
          <InputGroup flex="1" minW="48" maxW={{ md: 'md' }} startElement={<LuSearch />}>
            <Input
              bg="bg"
              type="search"
              aria-label={t('registration.list.search')}
              placeholder={t('registration.list.searchPlaceholder')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
          </InputGroup>
          {!desktop && (
            <IconButton variant="outline" bg="bg" aria-label={`${t('registration.list.sort')}: ${desc ? t('registration.list.sortDesc') : t('registration.list.sortAsc')}`} onClick={() => setDesc(!desc)}>
              {desc ? <LuArrowUpZA /> : <LuArrowDownAZ />}
            </IconButton>
          )}
          <Box flex={{ base: 'none', md: '1' }} />
          {canCodes && (
            <Button variant="outline" bg="bg" onClick={() => setCodesOpen(true)}>
              <LuKeyRound />
              {t('registration.codes.open')}
            </Button>
          )}
        </HStack>
        <HStack justify="space-between" gap="3" minH="6">
          <Text fontSize="sm" color="fg.muted" data-testid="registration-count">
            {rows ? t('registration.list.count', { count: rows.length }) : ''}
          </Text>
          {canEdit && desktop && (
            <Text fontSize="sm" color="fg.muted">
              {t('registration.list.createHint')}
            </Text>
          )}
        </HStack>
        {sorted?.length ? (
          <Box opacity={loading ? 0.6 : 1}>{desktop ? <RegistrationTable {...list} /> : <RegistrationPhoneList {...list} />}</Box>
        ) : (
          <ListState items={rows} error={error} onRetry={() => void refetch()} framed />
        )}
      </Stack>

      {createFor && (
        <Suspense fallback={null}>
          <CreateEmployeeDialog
            open
            registrationUuid={createFor}
            onClose={() => setCreateFor(null)}
            onCreated={() => window.setTimeout(() => void refetch(), RELOAD_AFTER_CREATE_MS)}
          />
        </Suspense>
      )}
      {canCodes && <CodesDialog open={codesOpen} onClose={() => setCodesOpen(false)} />}
      {filesRow && <RegistrationFilesDialog row={filesRow} canOpenArchive={canOpenArchive} onClose={() => setFilesOf(null)} />}
    </Box>
  );
}

interface ListProps {
  rows: readonly FinishedRow[] | undefined;
  canEdit: boolean;
  canDelete: boolean;
  onOpen: (row: FinishedRow) => void;
  onDelete: (row: FinishedRow) => void;
  onFiles: (row: FinishedRow) => void;
}

/** Under 18 (JArbSchG §2): the office must apply the youth rules before employing. */
function MinorBadge({ row }: { row: FinishedRow }) {
  const { t } = useTranslation();
  return row.minor ? (
    <Badge colorPalette="orange" data-testid="minor-badge" title={t('registration.list.minorHint')}>
      {t('registration.list.minor')}
    </Badge>
  ) : null;
}

/** Opens the registration's uploads and documents; a button of its own, never the row's click. */
function FilesButton({ row, onFiles }: { row: FinishedRow; onFiles: (row: FinishedRow) => void }) {
  const { t } = useTranslation();
  const count = row.files.length + row.documents.length;
  return (
    <Button
      size="sm"
      variant="outline"
      bg="bg"
      aria-label={t('registration.list.filesOf', { name: nameOf(row) || t('registration.list.noName') })}
      onClick={(e) => {
        e.stopPropagation();
        onFiles(row);
      }}
      data-testid="registration-files-button"
    >
      <LuPaperclip />
      {t('registration.list.files', { count })}
    </Button>
  );
}

function EmployeeBadge({ row, short }: { row: FinishedRow; short?: boolean }) {
  const { t } = useTranslation();
  return row.employeeId !== null ? (
    <Badge colorPalette="green" data-testid="employee-badge" title={t('registration.list.employee', { employeeId: row.employeeId })}>
      {short ? row.employeeId : t('registration.list.employee', { employeeId: row.employeeId })}
    </Badge>
  ) : null;
}

function DeleteButton({ row, onDelete }: { row: FinishedRow; onDelete: (row: FinishedRow) => void }) {
  const { t } = useTranslation();
  return (
    <IconButton
      size="sm"
      variant="ghost"
      aria-label={t('registration.list.delete', { name: nameOf(row) || t('registration.list.noName') })}
      onClick={(e) => {
        e.stopPropagation();
        onDelete(row);
      }}
    >
      <LuTrash2 />
    </IconButton>
  );
}

const COLUMNS = ['name', 'birthdate', 'contact', 'address', 'finishedAt', 'files', 'employee'] as const;

function RegistrationTable({ rows, canEdit, canDelete, onOpen, onDelete, onFiles }: ListProps) {
  const { t } = useTranslation();
  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" overflow="hidden">
      <Table.ScrollArea>
        <Table.Root size="sm" interactive={canEdit} aria-label={t('registration.list.table')} data-testid="registration-table">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {COLUMNS.map((c) => (
                <Table.ColumnHeader key={c} whiteSpace="nowrap">
                  {t(`registration.list.columns.${c}`)}
                </Table.ColumnHeader>
              ))}
              {canDelete && (
                <Table.ColumnHeader>
                  <VisuallyHidden>{t('registration.list.columns.actions')}</VisuallyHidden>
                </Table.ColumnHeader>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows?.map((row) => {
              const clickable = canCreateFrom(row, canEdit);
              const a = row.addressAndContact;
              return (
                <Table.Row key={row.uuid} cursor={clickable ? 'pointer' : undefined} onClick={clickable ? () => onOpen(row) : undefined} data-testid="registration-row">
                  <Table.Cell>
                    <Box maxW="52" whiteSpace="normal">
                      <Text fontWeight="medium">{nameOf(row) || t('registration.list.noName')}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {t(`registration.enums.registrationType.${row.registrationType}`)}
                      </Text>
                    </Box>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <Stack gap="1" align="start">
                      <Text>{formatDate(row.personal.birthdate)}</Text>
                      <MinorBadge row={row} />
                    </Stack>
                  </Table.Cell>
                  <Table.Cell>
                    <Box maxW="60" whiteSpace="normal">
                      <Text overflowWrap="anywhere">{a.email}</Text>
                      <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                        {a.phone}
                      </Text>
                    </Box>
                  </Table.Cell>
                  <Table.Cell>
                    <Text>{a.street}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {[a.zip, a.city].filter(Boolean).join(' ')}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{formatDate(row.finishedAt)}</Table.Cell>
                  <Table.Cell py="1">
                    <FilesButton row={row} onFiles={onFiles} />
                  </Table.Cell>
                  <Table.Cell>
                    <EmployeeBadge row={row} short />
                  </Table.Cell>
                  {canDelete && (
                    <Table.Cell textAlign="end" py="1">
                      <DeleteButton row={row} onDelete={onDelete} />
                    </Table.Cell>
                  )}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

/**
 * The phone list: each entry is a list item holding an open button (the whole text) and the delete
 * button beside it — not one clickable item with a button inside (axe: nested-interactive, list).
 */
function RegistrationPhoneList({ rows, canEdit, canDelete, onOpen, onDelete, onFiles }: ListProps) {
  const { t } = useTranslation();
  return (
    <Stack as="ul" gap="2" listStyleType="none" data-testid="registration-phone-list">
      {rows?.map((row) => {
        const clickable = canCreateFrom(row, canEdit);
        const a = row.addressAndContact;
        const text = (
          <Stack as="span" gap="0.5" flex="1" minW="0" textAlign="start">
            <HStack as="span" gap="2" justify="space-between">
              <Text as="span" fontWeight="semibold" truncate>
                {nameOf(row) || t('registration.list.noName')}
              </Text>
              <EmployeeBadge row={row} />
            </HStack>
            <HStack as="span" gap="2" flexWrap="wrap">
              <Text as="span" fontSize="sm">
                {t(`registration.enums.registrationType.${row.registrationType}`)}
              </Text>
              <MinorBadge row={row} />
            </HStack>
            <Text as="span" fontSize="sm" color="fg.muted" truncate>
              {[a.email, a.phone].filter(Boolean).join(' · ')}
            </Text>
            <Text as="span" fontSize="sm" color="fg.muted" truncate>
              {[[a.zip, a.city].filter(Boolean).join(' '), formatDate(row.finishedAt)].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        );
        return (
          <HStack
            as="li"
            key={row.uuid}
            align="start"
            gap="2"
            bg="bg"
            borderWidth="1px"
            rounded="lg"
            ps="4"
            pe="1"
            py="3"
            _hover={clickable ? { bg: 'bg.muted' } : undefined}
            data-testid="registration-item"
          >
            {clickable ? (
              <chakra.button type="button" display="flex" flex="1" minW="0" cursor="pointer" rounded="sm" focusVisibleRing="outside" onClick={() => onOpen(row)}>
                {text}
              </chakra.button>
            ) : (
              text
            )}
            <Stack gap="1" align="end">
              <FilesButton row={row} onFiles={onFiles} />
              {canDelete && <DeleteButton row={row} onDelete={onDelete} />}
            </Stack>
          </HStack>
        );
      })}
    </Stack>
  );
}
