import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ComplianceFindingFieldsFragment, useAcknowledgeComplianceFindingMutation } from '@/generated/compliance';
import { FormDialog } from '@/shared/dialogs/form-dialog';
import { formatDate } from '@/shared/format';
import { errorCodes } from '@/shared/graphql-errors';
import { notify } from '@/shared/notify';
import { REASON_MAX, reasonProblem } from '../findings';

/**
 * The acknowledgement of one finding: the office says why it is in order (or what was done) and the
 * finding shows who confirmed it, when and why. The reason is required and at most 500 characters,
 * as the server demands.
 */
export function AcknowledgeDialog({
  finding,
  yearMonth,
  ruleLabel,
  onClose,
}: {
  finding: ComplianceFindingFieldsFragment | null;
  yearMonth: string;
  ruleLabel: (code: string) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [acknowledge, state] = useAcknowledgeComplianceFindingMutation();
  const problem = reasonProblem(reason);
  const shown = serverError ?? (touched && problem ? t(problem) : null);

  const close = () => {
    setReason('');
    setTouched(false);
    setServerError(null);
    onClose();
  };

  const submit = async () => {
    setTouched(true);
    if (!finding || problem) return;
    try {
      await acknowledge({ variables: { id: finding.id, yearMonth, reason: reason.trim() }, context: { handleErrors: ['CONFLICT'] } });
      notify.success(t('compliance.acknowledge.done'));
      close();
    } catch (err) {
      const { codes, fieldErrors } = errorCodes(err);
      const onReason = fieldErrors.find((e) => e.path === 'reason');
      if (onReason) return setServerError(onReason.message);
      if (codes.includes('CONFLICT')) notify.warning(t('compliance.acknowledge.alreadyDone'));
      else if (codes.includes('NOT_FOUND')) notify.error(t('compliance.acknowledge.notFound'));
      else if (codes.length) notify.error(t('compliance.acknowledge.failed'));
      close();
    }
  };

  return (
    <FormDialog
      open={finding !== null}
      onClose={close}
      title={t('compliance.acknowledge.title')}
      testId="compliance-acknowledge-dialog"
      footer={
        <>
          <Button variant="outline" minH="11" onClick={close}>
            {t('compliance.acknowledge.cancel')}
          </Button>
          <Button colorPalette="brand" minH="11" loading={state.loading} onClick={() => void submit()} data-testid="compliance-acknowledge-confirm">
            {t('compliance.acknowledge.confirm')}
          </Button>
        </>
      }
    >
      {finding && (
        <Stack gap="4">
          <Stack gap="1">
            <Text fontWeight="semibold">{t('compliance.acknowledge.finding', { rule: ruleLabel(finding.rule), name: finding.employeeName, date: formatDate(finding.date) })}</Text>
            <Text fontSize="sm" color="fg.muted">
              {finding.message}
            </Text>
          </Stack>
          <Field.Root required invalid={!!shown}>
            <Field.Label>
              {t('compliance.acknowledge.reason')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              value={reason}
              rows={4}
              maxLength={REASON_MAX}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setServerError(null);
              }}
              onBlur={() => setTouched(true)}
              data-testid="compliance-acknowledge-reason"
            />
            {shown ? <Field.ErrorText data-testid="compliance-acknowledge-error">{shown}</Field.ErrorText> : <Field.HelperText>{t('compliance.acknowledge.reasonHint')}</Field.HelperText>}
          </Field.Root>
        </Stack>
      )}
    </FormDialog>
  );
}
