import { Badge, Box, Button, Center, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import {
  type RegistrationType,
  useCreateRegistrationCodeMutation,
  useDeleteRegistrationCodeMutation,
  useRegistrationCodesQuery,
} from '@/generated/registrations';
import { confirmDialog } from '@/shared/dialogs/dialog-store';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { SelectField, SubmitButton, TextField } from '@/shared/form/fields';
import { applyServerErrors } from '@/shared/form/server-errors';
import { optionalEmail, yup } from '@/shared/form/yup';
import { formatDate } from '@/shared/format';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { REGISTRATION_TYPES } from '../registration-steps';

/** Codes the shell's error link reports itself (CONFLICT, 401, 403, technical faults). */
const CALLER_CODES = ['NOT_FOUND', 'GONE', 'VALIDATION', 'TOO_MANY_REQUESTS'];

interface IssueValues {
  registrationType: RegistrationType;
  /** Optional: the applicant's address; the code then goes out by e-mail as well. */
  email: string;
}

/** The code form: one of the seven registration types, and an applicant's e-mail if the code is to be mailed. */
export const issueSchema = () => yup.object({ registrationType: yup.string().required().oneOf(REGISTRATION_TYPES), email: optionalEmail() });

/**
 * Registration codes (project decision, docs/decisions/registration.md#REG-1): the office issues a
 * four-letter code for one registration type, sees the unused ones and withdraws them.
 */
export function CodesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [latest, setLatest] = useState<string | null>(null);
  const codes = useRegistrationCodesQuery({ skip: !open, fetchPolicy: 'network-only' });
  const [issue] = useCreateRegistrationCodeMutation();
  const [withdraw] = useDeleteRegistrationCodeMutation();
  const rows = codes.data?.registrationCodes;
  const url = `${window.location.origin}/register`;

  const create = async (values: IssueValues, form: FormikHelpers<IssueValues>) => {
    try {
      const email = values.email.trim();
      const { data } = await issue({ variables: { registrationType: values.registrationType, email: email || null } });
      const code = data!.createRegistrationCode.code;
      setLatest(code);
      notify.success(email ? t('registration.codes.issuedMailed', { code, email }) : t('registration.codes.issued', { code }));
      // The next code is usually for somebody else.
      form.resetForm({ values: { registrationType: values.registrationType, email: '' }, status: {} });
      await codes.refetch();
    } catch (err) {
      const { codes: answered, unplaced, validation } = applyServerErrors(err, values, form);
      if (answered.some((c) => CALLER_CODES.includes(c)) && (!validation || unplaced.length)) notify.error(t('registration.codes.issueFailed'));
    }
  };

  const remove = async (code: string) => {
    const ok = await confirmDialog({
      title: t('registration.codes.withdrawTitle'),
      message: t('registration.codes.withdrawMessage', { code }),
      confirmLabel: t('registration.codes.withdrawConfirm'),
    });
    if (!ok) return;
    try {
      await withdraw({ variables: { code } });
      notify.success(t('registration.codes.withdrawn'));
      if (latest === code) setLatest(null);
      await codes.refetch();
    } catch (err) {
      if (errorCodes(err).codes.some((c) => CALLER_CODES.includes(c))) notify.error(t('registration.codes.withdrawFailed'));
      await codes.refetch();
    }
  };

  return (
    <FormDialog open={open} onClose={onClose} title={t('registration.codes.title')} size="md" testId="codes-dialog" modalLock={false}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('registration.codes.intro', { url })}
        </Text>
        <Formik<IssueValues> initialValues={{ registrationType: 'MINOR_EMPLOYMENT', email: '' }} initialStatus={{}} validationSchema={issueSchema} onSubmit={create}>
          <Stack gap="2">
            <SelectField
              name="registrationType"
              label={t('registration.codes.type')}
              options={REGISTRATION_TYPES.map((rt) => ({ value: rt, label: t(`registration.enums.registrationType.${rt}`) }))}
            />
            <HStack gap="2" align="end">
              <Box flex="1" minW="0">
                <TextField
                  name="email"
                  label={t('registration.codes.email')}
                  helperText={t('registration.codes.emailHint')}
                  inputProps={{ type: 'email', inputMode: 'email', autoComplete: 'off' }}
                  testId="code-email"
                />
              </Box>
              <SubmitButton data-testid="code-issue">
                <LuPlus />
                {t('registration.codes.issue')}
              </SubmitButton>
            </HStack>
          </Stack>
        </Formik>

        <Stack gap="2">
          <Text fontWeight="medium">{t('registration.codes.unused')}</Text>
          {codes.error && !rows ? (
            <HStack gap="3">
              <Text color="fg.error">{t('common.loadFailed')}</Text>
              <Button size="sm" variant="outline" onClick={() => void codes.refetch()}>
                {t('common.retry')}
              </Button>
            </HStack>
          ) : !rows ? (
            <Center py="4">
              <Spinner color="brand.solid" />
            </Center>
          ) : rows.length === 0 ? (
            <Text color="fg.muted">{t('registration.codes.none')}</Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" maxH="60vh" overflowY="auto" data-testid="code-list">
              {rows.map((c) => (
                <HStack
                  as="li"
                  key={c.code}
                  gap="3"
                  borderWidth="1px"
                  borderColor={c.code === latest ? 'brand.solid' : 'border'}
                  bg={c.code === latest ? 'brand.subtle' : 'bg'}
                  rounded="md"
                  px="3"
                  py="2"
                  data-testid={`code-${c.code}`}
                >
                  <Text fontFamily="mono" fontSize="lg" fontWeight="semibold" letterSpacing="0.15em">
                    {c.code}
                  </Text>
                  <Box flex="1" minW="0">
                    <Text fontSize="sm" truncate>
                      {t(`registration.enums.registrationType.${c.registrationType}`)}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {c.validUntil ? t('registration.codes.validUntil', { date: formatDate(c.validUntil) }) : t('registration.codes.noExpiry')}
                      {' · '}
                      {t('registration.codes.createdBy', { user: c.createdBy })}
                    </Text>
                  </Box>
                  {c.code === latest && <Badge colorPalette="brand">{t('registration.codes.new')}</Badge>}
                  <IconButton size="sm" variant="ghost" aria-label={t('registration.codes.withdraw', { code: c.code })} onClick={() => void remove(c.code)}>
                    <LuTrash2 />
                  </IconButton>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </FormDialog>
  );
}
